import { readFile } from "node:fs/promises";
import type { Locator } from "playwright-core";
import { zipFiles } from "../harness/zip";
import { PaymentsPage } from "./payments-page";

/** Five people, with the columns named as a spreadsheet would (English and Chinese headers). */
export const TEAM_CSV = [
  "姓名,Job title,E-mail,Phone,Notes",
  "Ada Lovelace,Engineer,ada@example.com,+44 20 7946 0001,x",
  "Grace Hopper,Admiral,grace@example.com,+1 555 0102,y",
  "王小明,设计总监,wang@example.cn,+86 21 5555 0103,z",
  '"Turing, Alan",Mathematician,alan@example.com,,',
  "Katherine Johnson,,kj@example.com,+1 555 0105,",
].join("\r\n");

/**
 * The bulk fill page (/bizcard/bulk?work={id}, issue 22, docs/bulk-fill.md): a CSV uploaded, its
 * columns mapped to the card's fields (automatic matches pre-selected), row 1 previewed on the card,
 * the batch started, its progress followed and its zip downloaded. Reusable by the chained
 * browser test: `fillFromCsv()` gives the zip's files.
 */
export class BulkFillPage extends PaymentsPage {
  get root(): Locator {
    return this.page.getByTestId("bulk-fill");
  }

  get preview(): Locator {
    return this.page.getByTestId("bulk-preview");
  }

  get refusal(): Locator {
    return this.page.getByTestId("bulk-refusal");
  }

  /** The page of a saved card, opened by its address. */
  async open(workId: number): Promise<void> {
    await this.goto(`/bizcard/bulk?work=${workId}&lang=en`);
    await this.root.waitFor();
  }

  /** From a card made on /bizcard: its 'Fill many cards from a CSV' button. */
  async openFromBizcard(): Promise<void> {
    await this.page.getByTestId("bizcard-bulk").click();
    await this.page.waitForURL(/\/bizcard\/bulk\?work=\d+/);
    await this.root.waitFor();
  }

  /** Chooses the CSV file (read in the page) and waits for its row count. */
  async upload(csv: string, name = "team.csv"): Promise<string> {
    await this.page.getByTestId("bulk-csv").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
    const read = this.page.getByTestId("bulk-csv-read");
    await read.waitFor();
    return (await read.textContent()) ?? "";
  }

  /** The column a card field is mapped to ("" when the field keeps the card's words). */
  async mappedColumn(field: "name" | "title" | "company" | "phone" | "email" | "web" | "address" | "code"): Promise<string> {
    return this.page.getByTestId(`bulk-map-${field}`).inputValue();
  }

  async chooseFormat(format: "png" | "pdf" | "print-pdf"): Promise<void> {
    await this.page.getByTestId(`bulk-format-${format}`).check();
  }

  /** Row 1 drawn on the card's sides, once their fonts are in: the words the drawing spells. */
  async waitForPreview(): Promise<void> {
    await this.page.waitForFunction(() => {
      const sides = Array.from(document.querySelectorAll('[data-testid="bulk-preview"] [data-testid="bizcard-side"]'));
      return sides.length > 0 && sides.every((side) => side.getAttribute("data-fonts-ready") === "true" && side.querySelector("svg path"));
    });
  }

  /**
   * Starts without the right: the page shows the refusal and its next step (the app's 'Limit
   * reached' modal stays shut: the page answers its own 403). Answers the refusal's code.
   */
  async startRefused(): Promise<string> {
    await this.page.getByTestId("bulk-start").click();
    await this.refusal.waitFor();
    return (await this.refusal.getAttribute("data-code")) ?? "";
  }

  /** Starts the batch, follows its progress to the end and downloads the zip: its files by name. */
  async startAndDownload(timeout = 120_000): Promise<{ name: string; files: Map<string, Buffer> }> {
    await this.page.getByTestId("bulk-start").click();
    const zip = this.page.getByTestId("bulk-zip");
    await zip.waitFor({ timeout });
    const saved = this.page.waitForEvent("download", { timeout: 60_000 });
    await zip.click();
    const download = await saved;
    return { name: download.suggestedFilename(), files: zipFiles(await readFile(await download.path())) };
  }

  /** The whole fill: upload, format, start, zip (the mapping as the page matched it). */
  async fillFromCsv(csv: string, format: "png" | "pdf" | "print-pdf" = "print-pdf"): Promise<{ name: string; files: Map<string, Buffer> }> {
    await this.upload(csv);
    await this.chooseFormat(format);
    return this.startAndDownload();
  }
}
