import type { Locator } from "playwright-core";
import { CreditsPage } from "./credits-page";

/** The logo maker (/logo-maker): the wizard's steps and the results grid. */
export class LogoMakerPage extends CreditsPage {
  get promptInput(): Locator {
    return this.page.locator("#lm-prompt");
  }

  get stepTitle(): Locator {
    return this.page.locator("#lm-step-title");
  }

  get progressBar(): Locator {
    return this.page.locator(".lm-progress");
  }

  get results(): Locator {
    return this.page.getByTestId("logo-result");
  }

  get progressCards(): Locator {
    return this.page.getByTestId("logo-progress");
  }

  button(name: string): Locator {
    return this.page.locator("main").getByRole("button", { name, exact: true });
  }

  /**
   * Waits until step 3's tiles show the style data's thumbnails, i.e. the style data has loaded.
   * Continue builds step 4's sample designs from the data it has at that moment and, with none,
   * skips step 4 and starts generating, so a walk that expects step 4 waits for the data first.
   */
  async waitForStyleData(): Promise<void> {
    await this.page.locator(".lm-style-tile img.lm-style-img").first().waitFor({ state: "attached" });
  }

  async stepProgress(): Promise<number> {
    return Number(await this.progressBar.getAttribute("aria-valuenow"));
  }

  async stepTitleText(): Promise<string> {
    return (await this.stepTitle.textContent())?.trim() ?? "";
  }

  /** The natural size of each finished logo image (0 when it failed to load). */
  async resultImageWidths(): Promise<number[]> {
    return this.evaluate<number[]>("[...document.querySelectorAll('[data-testid=logo-result] img')].map((img) => img.complete ? img.naturalWidth : -1)");
  }
}
