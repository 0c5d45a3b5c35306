import type { Locator } from "playwright-core";
import { AuthPage } from "./auth-page";

type Envelope = { code: number; data: Record<string, unknown> | null; msg: string; error?: string };

/** The credit history page (/credits), the limit modal, and paid calls made as the signed-in user. */
export class CreditsPage extends AuthPage {
  get rows(): Locator {
    return this.page.getByTestId("credit-row");
  }

  get limitMessage(): Locator {
    return this.page.getByTestId("limit-modal");
  }

  /** POST /api/ai-design/write-off/{id} with the session cookie and its CSRF token, like the app's client. */
  async writeOff(id: string, body: Record<string, unknown>): Promise<{ status: number; body: Envelope }> {
    const csrf = (await this.page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
    const response = await this.page.request.post(`${this.baseURL}/api/ai-design/write-off/${id}`, {
      data: body,
      headers: { "x-csrf-token": csrf, "x-requested-with": "XMLHttpRequest" },
    });
    return { status: response.status(), body: (await response.json()) as Envelope };
  }
}
