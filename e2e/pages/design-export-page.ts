import type { Page } from "playwright-core";
import { AuthPage } from "./auth-page";

export type DesignExportFormat = "png" | "jpg" | "svg" | "pdf";

/** The design exports (POST /api/user/ai-design/export) as the signed-in user, and a browser's own drawing of an SVG. */
export class DesignExportPage extends AuthPage {
  /** The exported file's bytes, with the session cookie and its CSRF token like the app's client. */
  async exportDesign(document: unknown, format: DesignExportFormat, width?: number): Promise<Buffer> {
    const csrf = (await this.page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
    const response = await this.page.request.post(`${this.baseURL}/api/user/ai-design/export`, {
      data: { document, format, ...(width ? { width } : {}) },
      headers: { "x-csrf-token": csrf, "x-requested-with": "XMLHttpRequest" },
    });
    if (response.status() !== 200) throw new Error(`export ${format}: ${response.status()} ${await response.text()}`);
    return response.body();
  }

  /**
   * Chromium's own drawing of an SVG: the markup alone in a blank page of its own (no script, no
   * app), captured at one CSS pixel per pixel. What the browser shows of the same markup the server
   * rasterises with resvg.
   */
  async browserDrawing(svg: string): Promise<Buffer> {
    const view: Page = await this.page.context().newPage();
    try {
      await view.setViewportSize({ width: 1200, height: 2000 });
      await view.setContent(`<!doctype html><html><body style="margin:0;background:#ffffff">${svg}</body></html>`);
      return await view.locator("svg").first().screenshot({ animations: "disabled" });
    } finally {
      await view.close();
    }
  }
}
