import type { Locator } from "playwright-core";
import { AuthPage } from "./auth-page";

export type DesignExportFormat = "png" | "jpg" | "svg" | "pdf";

type Envelope<T> = { code: number; data: T; msg: string };

/**
 * A design as a user has it: saved as a work (POST /api/user/ai-design/works), opened in the editor
 * (/design/w/{id}), drawn on its canvas, and exported by the server (POST /api/user/ai-design/works/export/{id}).
 * Calls carry the session cookie and its CSRF token like the app's client.
 */
export class DesignExportPage extends AuthPage {
  private async post(path: string, options: { data?: unknown; multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }> }) {
    const csrf = (await this.page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
    const response = await this.page.request.post(`${this.baseURL}${path}`, {
      ...options,
      headers: { "x-csrf-token": csrf, "x-requested-with": "XMLHttpRequest" },
    });
    if (response.status() !== 200) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    return response;
  }

  /** Uploads a font file as the user's own and saves it (the editor font picker's two calls); answers its font id (`user-<id>`). */
  async uploadOwnFont(name: string, bytes: Buffer): Promise<string> {
    const uploaded = (await (
      await this.post("/api/user/fonts/upload", { multipart: { file: { name, mimeType: "font/ttf", buffer: bytes } } })
    ).json()) as Envelope<{
      id: number;
    }>;
    const saved = (await (await this.post(`/api/user/fonts/${uploaded.data.id}/save`, { data: {} })).json()) as Envelope<{ font_id: string }>;
    return saved.data.font_id;
  }

  /** Saves a document as a new work of the signed-in user; answers the work's id. */
  async createWork(name: string, document: unknown): Promise<number> {
    const body = (await (await this.post("/api/user/ai-design/works", { data: { kind: "design", name, document } })).json()) as Envelope<{ id: number }>;
    return body.data.id;
  }

  /** The server's export of a saved work (the ExportMenu's route for a saved work), as the bytes of the file. */
  async exportWork(id: number, format: DesignExportFormat, width?: number): Promise<Buffer> {
    return (await this.post(`/api/user/ai-design/works/export/${id}`, { data: { format, ...(width ? { width } : {}) } })).body();
  }

  /** The editor's canvas: the document drawn, the hit boxes and the handles over it. */
  get stage(): Locator {
    return this.page.getByTestId("editor-stage");
  }

  /** A drawn element's group in the canvas's SVG. */
  group(id: string): Locator {
    return this.page.locator(`[data-testid="editor-svg"] svg > g[id="${id}"]`);
  }

  /**
   * Opens a saved work in the editor and shows it as drawn at 100% (one canvas pixel per document
   * pixel): fonts and pictures in, nothing selected, the pointer off the canvas (no hover outline).
   */
  async openWork(id: number): Promise<void> {
    await this.goto(`/design/w/${id}?lang=en`);
    await this.stage.waitFor();
    await this.page.locator('[data-fonts-ready="true"]').waitFor();
    await this.page.getByTestId("editor-zoom").click();
    await this.page.keyboard.press("Escape");
    await this.page.mouse.move(0, 0);
    // Pictures are data URLs in the SVG's <image> elements: wait until each is decoded, then for a painted frame.
    await this.page.evaluate(`Promise.all([...document.querySelectorAll('[data-testid="editor-svg"] image')].map((image) => {
      const picture = new Image();
      picture.src = image.getAttribute("href") || image.getAttribute("xlink:href") || "";
      return picture.decode().catch(() => undefined);
    })).then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))`);
  }

  /**
   * The canvas as the user sees it, one CSS pixel per pixel. The tool bar's text heights can leave the
   * canvas at a fractional y; a clip of the rounded box keeps the capture at the document's size.
   */
  async canvasDrawing(): Promise<Buffer> {
    const box = await this.stage.boundingBox();
    if (!box) throw new Error("no canvas");
    const clip = { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
    return this.page.screenshot({ animations: "disabled", caret: "hide", clip });
  }
}
