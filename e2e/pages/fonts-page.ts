import type { Locator } from "playwright-core";
import { AuthPage } from "./auth-page";

/** The fonts admin page (/admin/fonts) and the user's own fonts calls, as the browser makes them. */
export class FontsPage extends AuthPage {
  /** The avatar menu's admin link to the fonts page. */
  async openAdminFromMenu(): Promise<void> {
    await this.page.getByRole("button", { name: "Account menu" }).click();
    await this.page.getByTestId("admin-fonts-link").click();
    await this.page.getByTestId("fonts-admin").waitFor();
  }

  category(name: string): Locator {
    return this.page.getByTestId("fonts-admin-category").filter({ has: this.page.getByRole("heading", { name: new RegExp(`^${name}\\b`) }) });
  }

  async uploadInto(category: string, name: string, bytes: Buffer): Promise<void> {
    await this.category(category).getByLabel("Upload a font file into this category").setInputFiles({ name, mimeType: "font/otf", buffer: bytes });
  }

  /** A multipart POST with the session cookie and its CSRF token, like the picker's upload. */
  async uploadOwnFont(name: string, bytes: Buffer): Promise<{ status: number; body: { data?: { id: number; font_id: string } } }> {
    const csrf = (await this.page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
    const response = await this.page.request.post(`${this.baseURL}/api/user/fonts/upload`, {
      multipart: { file: { name, mimeType: "font/ttf", buffer: bytes } },
      headers: { "x-csrf-token": csrf, "x-requested-with": "XMLHttpRequest" },
    });
    return { status: response.status(), body: (await response.json()) as { data?: { id: number; font_id: string } } };
  }
}
