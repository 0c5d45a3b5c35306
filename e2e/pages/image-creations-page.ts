import type { Locator } from "playwright-core";
import { CreationsPage } from "./creations-page";

type Envelope<T> = { code: number; data: T; msg: string; error?: string };

/** The generator's Creations tab and inspiration page (issue 18), and admin calls made as the signed-in user. */
export class ImageCreationsPage extends CreationsPage {
  card(prompt: string): Locator {
    return this.cards.filter({ hasText: prompt });
  }

  get featuredCards(): Locator {
    return this.page.getByTestId("featured-card");
  }

  /** Waits for a toast with this text. */
  async toast(text: string): Promise<void> {
    await this.toasts.filter({ hasText: text }).first().waitFor();
  }

  async search(keywords: string): Promise<void> {
    await this.page.getByTestId("creations-keywords").fill(keywords);
    await this.page.getByTestId("creations-keywords").press("Enter");
  }

  /** A JSON call with the session cookie and its CSRF token, like the app's client. */
  async call<T>(method: "POST" | "PUT" | "DELETE", path: string, data?: unknown): Promise<{ status: number; body: Envelope<T> }> {
    const csrf = (await this.page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
    const response = await this.page.request.fetch(`${this.baseURL}${path}`, {
      method,
      data,
      headers: { "x-csrf-token": csrf, "x-requested-with": "XMLHttpRequest" },
    });
    return { status: response.status(), body: (await response.json()) as Envelope<T> };
  }
}
