import { readFile } from "node:fs/promises";
import type { Locator } from "playwright-core";
import { EditorPage } from "./editor-page";

/** The card form's fields (spec 03 business-card fields; Logo comes from the chosen logo). */
export type CardDetails = Partial<Record<"name" | "title" | "company" | "phone" | "email" | "web" | "address" | "code", string>>;

type CardElement = { id: string; type: string; field?: string; text?: string; hidden?: boolean; groupId?: string | null };
export type SavedCard = {
  id: number;
  kind: string;
  name: string;
  document: { width: number; height: number; elements: CardElement[] };
  back: { elements: CardElement[] } | null;
};

/**
 * The /bizcard page (issue 22, docs/bizcard.md): a business card from the user's saved logo, a card
 * template and the form; front and back drawn beside the form, then the editor. Reusable by the
 * issue's chained browser test: `makeCardFromLogo()` gives the card's work id.
 */
export class BizcardPage extends EditorPage {
  get result(): Locator {
    return this.page.getByTestId("bizcard-result");
  }

  /** The drawn sides (front first, then the back) once their fonts are in. */
  sides(): Locator {
    return this.result.getByTestId("bizcard-side");
  }

  /** Opens /bizcard, picks the first saved logo and the named template (else the first landscape one), fills the form, makes the card. */
  async makeCardFromLogo(details: CardDetails, template?: string): Promise<number> {
    await this.goto("/bizcard?lang=en");
    await this.page.getByTestId("bizcard-logo").first().click();
    const choice = template ? this.page.getByRole("radio", { name: template }) : this.page.getByTestId("bizcard-template").first();
    await choice.click();
    for (const [field, value] of Object.entries(details)) await this.page.locator(`.bizcard-form input[name="${field}"]`).fill(value);
    await this.page.getByTestId("bizcard-make").click();
    await this.result.waitFor();
    const id = Number(await this.result.getAttribute("data-work-id"));
    if (!id) throw new Error("the card was not made");
    return id;
  }

  /** Both sides drawn with their fonts. */
  async waitForSides(): Promise<void> {
    await this.page.waitForFunction(() => {
      const sides = Array.from(document.querySelectorAll('[data-testid="bizcard-side"]'));
      return sides.length === 2 && sides.every((side) => side.getAttribute("data-fonts-ready") === "true" && side.querySelector("svg path"));
    });
  }

  /** The card as the server keeps it (both sides). */
  async savedCard(id: number): Promise<SavedCard> {
    const response = await this.page.request.get(`${this.baseURL}/api/user/ai-design/works/${id}`);
    if (response.status() !== 200) throw new Error(`card ${id}: ${response.status()}`);
    return ((await response.json()) as { data: SavedCard }).data;
  }

  /** 'Open in the editor' from the page: the card's editor at /design/w/{id}. */
  async openInEditor(): Promise<void> {
    await this.page.getByTestId("bizcard-open-editor").click();
    await this.page.waitForURL(/\/design\/w\/\d+/);
    await this.page.getByTestId("editor-stage").waitFor();
  }

  /** The editor's front/back switch. */
  async showSide(side: "Front" | "Back"): Promise<void> {
    await this.page.getByTestId("card-sides").getByRole("button", { name: side }).click();
    await this.page.waitForURL(side === "Back" ? /side=back/ : /\/design\/w\/\d+$/);
    await this.page.getByTestId("editor-stage").waitFor();
  }

  /** One of the made card's download buttons (png, pdf, print-pdf): the file the browser saved. */
  async downloadFromPage(format: "png" | "pdf" | "print-pdf"): Promise<{ name: string; bytes: Buffer }> {
    const saved = this.page.waitForEvent("download", { timeout: 60_000 });
    await this.page.getByTestId(`bizcard-download-${format}`).click();
    const download = await saved;
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  }

  /**
   * A download the user's downloads do not cover: the page offers the card in place of a file (the
   * app's 'Limit reached' modal stays shut: the page answers its own 403). Answers the offer's words.
   */
  async downloadRefused(format: "png" | "pdf" | "print-pdf"): Promise<string> {
    await this.page.getByTestId(`bizcard-download-${format}`).click();
    const offer = this.page.getByTestId("bizcard-download-offer");
    await offer.waitFor();
    return (await offer.textContent()) ?? "";
  }
}
