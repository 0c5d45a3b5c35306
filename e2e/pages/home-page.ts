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

  async swatchHexes(): Promise<string[]> {
    return this.page.locator(".swatch-hex").allTextContents();
  }
}
