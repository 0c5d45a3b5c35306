import { AuthPage } from "./auth-page";

export type BusinessCardFormat = "png" | "pdf" | "print-pdf";

type Envelope<T> = { code: number; data: T; msg: string };

/** The card to draw: a saved card (work id), the editor's pages (front, back), and the logo whose Brand package may cover it. */
export type CardSource = { workId?: number; pages?: unknown[]; logo?: number };

/** What POST /api/businesscard/download answered, and the file its URL gave. */
export type CardDownload = { url: string; filename: string; bytes: Buffer; contentType: string };

/**
 * A business card's downloads as the web app makes them (issue 22): `POST /api/businesscard/download`
 * with the card's pages (front, back) or a saved card's work id answers the file's URL, and
 * `GET /api/businesscard/download/{fa_id}` is the file. Calls carry the session cookie and its CSRF
 * token like the app's client, so the bizcard page's test and the must-show test can call
 * `exportPrintPdf()` after making a card in the browser.
 */
export class BizcardDownloadPage extends AuthPage {
  private async csrfHeaders() {
    const csrf = (await this.page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
    return { "x-csrf-token": csrf, "x-requested-with": "XMLHttpRequest" };
  }

  /** Saves a card document as a work of kind bizcard (what the /bizcard page's templates make); answers its id. */
  async saveCard(name: string, document: unknown): Promise<number> {
    const response = await this.page.request.post(`${this.baseURL}/api/user/ai-design/works`, {
      data: { kind: "bizcard", name, document },
      headers: await this.csrfHeaders(),
    });
    if (response.status() !== 200) throw new Error(`saving the card: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as Envelope<{ id: number }>).data.id;
  }

  /** One download: the card (`workId`, or its `pages`) in `format`, then the file at the answered URL. */
  async download(card: CardSource, format: BusinessCardFormat, extra: { side?: number; width?: number } = {}): Promise<CardDownload> {
    const payload = {
      format,
      ...(card.workId !== undefined ? { work_id: card.workId } : {}),
      ...(card.pages ? { pages: card.pages } : {}),
      ...(card.logo !== undefined ? { logo: card.logo } : {}),
      ...extra,
    };
    const made = await this.page.request.post(`${this.baseURL}/api/businesscard/download`, { data: payload, headers: await this.csrfHeaders() });
    if (made.status() !== 200) throw new Error(`POST /api/businesscard/download: ${made.status()} ${await made.text()}`);
    const { url, filename } = ((await made.json()) as Envelope<{ url: string; filename: string }>).data;
    const file = await this.page.request.get(`${this.baseURL}${url}`);
    if (file.status() !== 200) throw new Error(`GET ${url}: ${file.status()}`);
    return { url, filename, bytes: await file.body(), contentType: file.headers()["content-type"] ?? "" };
  }

  /** The card's print-ready PDF (3 mm bleed, crop marks, CMYK, embedded fonts), as the downloaded bytes. */
  async exportPrintPdf(card: CardSource): Promise<Buffer> {
    return (await this.download(card, "print-pdf")).bytes;
  }
}
