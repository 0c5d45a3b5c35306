import type { Locator } from "playwright-core";
import { CreditsPage } from "./credits-page";

/** The bulk image generator (/design/bulk-image-generator). */
export class ImageBulkPage extends CreditsPage {
  get prompts(): Locator {
    return this.page.getByLabel("Prompts, one per line");
  }

  get lines(): Locator {
    return this.page.getByTestId("bulk-line");
  }

  get results(): Locator {
    return this.page.getByTestId("bulk-result");
  }

  get cost(): Locator {
    return this.page.getByTestId("bulk-cost");
  }

  get generateButton(): Locator {
    return this.page.getByRole("button", { name: "Generate", exact: true });
  }

  get credits(): Locator {
    return this.page.getByTestId("avatar-credits");
  }

  line(number: number): Locator {
    return this.lines.nth(number - 1);
  }

  /** Picks a CSV file through the page's own file input. */
  async pickCsv(name: string, content: string): Promise<void> {
    await this.page.getByTestId("bulk-csv-input").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(content, "utf8") });
  }

  /** The number in the header's credit badge. */
  async creditCount(): Promise<number> {
    return Number(((await this.credits.textContent()) ?? "").replace(/\D+/g, ""));
  }

  async csrf(): Promise<string> {
    return (await this.page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
  }
}
