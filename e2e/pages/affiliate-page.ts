import type { Locator } from "playwright-core";
import { OrdersPage } from "./orders-page";

/** The affiliate programme: the partner's page, the contact dialog's affiliate form and withdraw mode, the admin's page. */
export class AffiliatePage extends OrdersPage {
  async open(): Promise<void> {
    await this.goto("/affiliate?lang=en");
    await this.page.getByTestId("affiliate-page").waitFor();
  }

  /** Applies through the contact dialog's affiliate form (account and channel; name and e-mail come from the account). */
  async apply(account: string, channel: string): Promise<void> {
    await this.page.getByTestId("affiliate-apply").click();
    const form = this.page.getByTestId("affiliate-form");
    await form.waitFor();
    await form.locator("#contact-account").fill(account);
    await form.locator("#contact-channel").fill(channel);
    await form.getByTestId("contact-send").click();
    await this.page.getByTestId("affiliate-pending").waitFor();
  }

  /** The affiliate coupon dialog: types a code and saves; the error shown, or '' once the dashboard appears. */
  async chooseCode(code: string): Promise<string> {
    if ((await this.page.getByTestId("affiliate-code-dialog").count()) === 0) await this.page.getByTestId("affiliate-choose-code").click();
    await this.page.locator("#affiliate-code").fill(code);
    await this.page.getByTestId("affiliate-code-save").click();
    const error = this.page.getByTestId("affiliate-code-error");
    const dashboard = this.page.getByTestId("affiliate-dashboard");
    await error.or(dashboard).first().waitFor();
    return (await error.count()) > 0 ? ((await error.textContent()) ?? "") : "";
  }

  get link(): Locator {
    return this.page.getByTestId("affiliate-link");
  }

  partnerBalance(which: "pending" | "available" | "withdrawn"): Locator {
    return this.page.getByTestId(`affiliate-${which}-balance`);
  }

  /** Opens the withdraw mode from the dashboard. */
  async openWithdraw(): Promise<Locator> {
    await this.page.getByTestId("affiliate-withdraw").click();
    const form = this.page.getByTestId("affiliate-withdraw-form");
    await form.waitFor();
    return form;
  }

  // ---- the admin's page ----
  async openAdmin(): Promise<void> {
    await this.goto("/admin/affiliate?lang=en");
    await this.page.getByTestId("affiliate-admin").waitFor();
  }

  adminPartner(email: string): Locator {
    return this.page.getByTestId("affiliate-admin-partner").filter({ hasText: email });
  }
}
