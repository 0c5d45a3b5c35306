import type { Locator } from "playwright-core";
import { AppPage } from "./app-page";

export class HomePage extends AppPage {
  async open(query = ""): Promise<void> {
    await this.goto(`/${query}`);
    await this.page.getByTestId("home").waitFor();
  }

  get swatches(): Locator {
    return this.page.getByTestId("swatch");
  }

  get serverVersion(): Locator {
    return this.page.getByTestId("server-version");
  }

  /** The feature cards, each the link to its area's page. */
  get featureCards(): Locator {
    return this.page.locator(".feature-card");
  }

  async swatchHexes(): Promise<string[]> {
    return this.page.locator(".swatch-hex").allTextContents();
  }
}
