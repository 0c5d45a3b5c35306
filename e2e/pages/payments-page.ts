import type { Locator } from "playwright-core";
import { DownloadsPage } from "./downloads-page";

/** /pricing, the payment dialog with its checkout and sandbox card form, and the sandbox checkout page. */
export class PaymentsPage extends DownloadsPage {
  get paymentDialog(): Locator {
    return this.page.getByTestId("payment-dialog");
  }

  get checkout(): Locator {
    return this.page.getByTestId("checkout");
  }

  get payButton(): Locator {
    return this.page.getByTestId("pay-button");
  }

  get paymentError(): Locator {
    return this.page.getByTestId("payment-error");
  }

  get success(): Locator {
    return this.page.getByTestId("payment-success");
  }

  get proBadge(): Locator {
    return this.page.getByTestId("vip-crown");
  }

  async openPricing(): Promise<void> {
    await this.page.goto(`${this.baseURL}/pricing?lang=en`);
    await this.page.getByTestId("pricing-page").waitFor();
    await this.page.getByTestId("product-credits-50").waitFor();
  }

  /** Clicks a product's button (on /pricing or in the dialog's options) and waits for its checkout. */
  async choose(productId: string): Promise<void> {
    await this.page.getByTestId(`choose-${productId}`).click();
    await this.checkout.waitFor();
  }

  /** The first pay click: the server prices the order; the sandbox card form appears. */
  async prepareOrder(): Promise<void> {
    await this.payButton.click();
    await this.page.getByTestId("card-form").waitFor();
  }

  /** Types a card as a person would (the form groups the digits) and pays. */
  async payWithCard(number: string): Promise<void> {
    await this.page.getByTestId("card-number").fill(number);
    await this.page.getByTestId("card-expiry").fill("1239");
    await this.page.getByTestId("card-cvc").fill("123");
    await this.page.getByTestId("card-name").fill("Ada Lovelace");
    await this.payButton.click();
  }

  /** The order id the success view names. */
  async paidOrderId(): Promise<string> {
    await this.success.waitFor();
    return (await this.success.getAttribute("data-order")) ?? "";
  }
}
