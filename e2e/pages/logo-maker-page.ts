import type { Locator } from "playwright-core";
import { CreditsPage } from "./credits-page";

/** The wizard's words a walk clicks, per page language. */
const wizardWords = {
  en: { make: "Make Logos", skip: "Skip", continue: "Continue", samples: "Pick sample designs you like" },
  zh: { make: "生成标志", skip: "跳过", continue: "继续", samples: "挑选你喜欢的示例设计" },
} as const;

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
   * Continue waits for that data itself (tested in logo-maker.e2e); walks wait first so that they
   * move on from a step 3 that is complete, as a person would.
   */
  async waitForStyleData(): Promise<void> {
    await this.page.locator(".lm-style-tile img.lm-style-img").first().waitFor({ state: "attached" });
  }

  /**
   * Steps 1-3 from the start form: types the prompt, chooses an industry (or skips it), picks one
   * logo type and continues; returns once step 4 ('Pick sample designs you like') is shown.
   */
  async walkToSamples(prompt: string, style: string, options: { industry?: string; language?: keyof typeof wizardWords } = {}): Promise<void> {
    const words = wizardWords[options.language ?? "en"];
    await this.promptInput.fill(prompt);
    await this.button(words.make).click();
    if (options.industry) {
      await this.button(options.industry).click();
      await this.button(words.continue).click();
    } else {
      await this.button(words.skip).click();
    }
    await this.page.getByTestId(`style-${style}`).click();
    await this.waitForStyleData();
    await this.button(words.continue).click();
    await this.stepTitle.filter({ hasText: new RegExp(`^\\s*${words.samples}\\s*$`) }).waitFor();
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
