import { readFile } from "node:fs/promises";
import type { Locator } from "playwright-core";
import { LogoMakerPage } from "./logo-maker-page";

/** The logo maker's results with the download popover, and the My logos overlay. */
export class DownloadsPage extends LogoMakerPage {
  get popover(): Locator {
    return this.page.getByTestId("download-popover");
  }

  get myLogos(): Locator {
    return this.page.getByTestId("my-logos");
  }

  /** Opens My logos from the avatar menu (signed in). */
  async openMyLogos(): Promise<void> {
    await this.page.getByRole("button", { name: "Account menu" }).click();
    await this.page.getByTestId("my-logos-link").click();
    await this.myLogos.waitFor();
  }

  /** The AI credits the header shows. */
  async credits(): Promise<number> {
    const text = (await this.page.getByTestId("avatar-credits").textContent()) ?? "";
    return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
  }

  /** Walks the wizard with a prompt (industry skipped, one style, no sample picks) and waits for 4 logos. */
  async makeLogos(prompt: string): Promise<void> {
    await this.goto("/logo-maker?lang=en");
    await this.walkToSamples(prompt, "minimal");
    // Step 4 shows the seeded sample designs; Skip generates without picks.
    await this.button("Skip").click();
    // The logos are appended one by one; the fourth is the last.
    await this.results.nth(3).waitFor({ timeout: 30_000 });
  }

  async openPopover(card: Locator): Promise<Locator> {
    await card.getByTestId("download-trigger").click();
    await this.popover.waitFor();
    return this.popover;
  }

  /** The credit check's confirm dialog (a download paid in credits asks first). */
  get creditConfirm(): Locator {
    return this.page.getByTestId("credit-confirm");
  }

  /**
   * Clicks an option and returns the saved file's name and bytes (a real browser download). With
   * `confirm`, the credit check's dialog must ask first; its text is returned and Continue clicked.
   */
  async download(option: Locator, options: { confirm?: boolean } = {}): Promise<{ name: string; bytes: Buffer; asked?: string }> {
    const saved = this.page.waitForEvent("download");
    await option.click();
    let asked: string | undefined;
    if (options.confirm) {
      await this.creditConfirm.waitFor();
      asked = (await this.creditConfirm.textContent()) ?? "";
      await this.page.getByTestId("credit-confirm-continue").click();
    }
    const download = await saved;
    const path = await download.path();
    return { name: download.suggestedFilename(), bytes: await readFile(path), asked };
  }
}
