import type { Locator } from "playwright-core";
import { CreditsPage } from "./credits-page";

type Envelope<T> = { code: number; data: T; msg: string; error?: string };

/** Orders after checkout: My invoices, the admin's orders page with its refund dialog, revenue, and API calls as the signed-in user. */
export class OrdersPage extends CreditsPage {
  /** A JSON call with the session cookie and its CSRF token, like the app's client. */
  async call<T>(method: "GET" | "POST", path: string, data?: unknown): Promise<{ status: number; body: Envelope<T> }> {
    const csrf = (await this.page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
    const response = await this.page.request.fetch(`${this.baseURL}${path}`, {
      method,
      data,
      headers: { "x-csrf-token": csrf, "x-requested-with": "XMLHttpRequest" },
    });
    return { status: response.status(), body: (await response.json()) as Envelope<T> };
  }

  /** Buys a product through the sandbox card processor's API (the checkout page is the payment dialog's test). */
  async buyWithCard(product: string, card = "4242 4242 4242 4242"): Promise<string> {
    const created = await this.call<{ orderId: string }>("POST", "/api/payment/orders", { product, provider: "sandbox" });
    if (created.status !== 200) throw new Error(`order refused: ${JSON.stringify(created.body)}`);
    const paid = await this.call("POST", `/api/payment/sandbox/${created.body.data.orderId}/pay`, { card });
    if (paid.status !== 200) throw new Error(`payment refused: ${JSON.stringify(paid.body)}`);
    return created.body.data.orderId;
  }

  async balance(): Promise<number> {
    return (await this.call<{ ai_credits: number }>("GET", "/api/user")).body.data.ai_credits;
  }

  myOrderRow(orderId: string): Locator {
    return this.page.locator(`[data-testid="my-order-row"][data-order-id="${orderId}"]`);
  }

  adminRow(orderId: string): Locator {
    return this.page.locator(`[data-testid="admin-order-row"][data-order-id="${orderId}"]`);
  }

  get orderDetail(): Locator {
    return this.page.getByTestId("order-detail");
  }

  get refundFigures(): Locator {
    return this.page.getByTestId("refund-figures");
  }

  async openAccountMenu(): Promise<void> {
    await this.page.getByRole("button", { name: "Account menu" }).click();
  }
}
