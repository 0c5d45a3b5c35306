import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPaypalFake, type PaypalFake } from "../../apps/server/test/fakes/paypal-fake";
import { startStripeFake, type StripeFake } from "../../apps/server/test/fakes/stripe-fake";
import { useBrowser } from "../harness/fixture";
import { routePayPal, routeStripe } from "../harness/payment-sdk-fakes";
import { startServer, type RunningServer } from "../harness/server";
import { PaymentsPage } from "../pages/payments-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
type Envelope<T> = { code: number; data: T; msg: string };

const paypalApp = { clientId: "e2e-paypal-client", clientSecret: "e2e-paypal-secret", webhookId: "WH-E2E" };
const stripePair = { secret: "sk_test_e2e", publishable: "pk_test_e2e", webhook: "whsec_e2e" };

/**
 * The vendors' own browser parts (issue 16): PayPal's JS button and Stripe's Payment Element, each
 * loaded on first use from the vendor's address (served here by stand-ins of their documented
 * surfaces), paying through the server's real adapters against local fakes of the vendors' APIs.
 */
describe("payments with PayPal's button and Stripe's Payment Element", () => {
  const browser = useBrowser();
  let paypal: PaypalFake;
  let stripe: StripeFake;
  let server: RunningServer;
  beforeAll(async () => {
    paypal = await startPaypalFake(paypalApp);
    stripe = await startStripeFake();
    stripe.keys.add(stripePair.secret);
    stripe.publishable.set(stripePair.publishable, stripePair.secret);
    server = await startServer({
      PAYPAL_CLIENT_ID: paypalApp.clientId,
      PAYPAL_CLIENT_SECRET: paypalApp.clientSecret,
      PAYPAL_WEBHOOK_ID: paypalApp.webhookId,
      PAYPAL_API_URL: paypal.url,
      STRIPE_SECRET_KEY: stripePair.secret,
      STRIPE_PUBLISHABLE_KEY: stripePair.publishable,
      STRIPE_WEBHOOK_SECRET: stripePair.webhook,
      STRIPE_API_URL: stripe.url,
    });
    stripe.webhook = { url: `${server.baseURL}/api/payment/webhook/stripe`, secret: stripePair.webhook };
  });
  afterAll(async () => {
    await server?.stop();
    await paypal?.close();
    await stripe?.close();
  });

  /** The server's view after the browser said paid: the record check and the balance. */
  const serverSays = async (app: PaymentsPage, orderId: string) => {
    const check = (await (await app.page.request.get(`${server.baseURL}/api/payment/check/${orderId}`)).json()) as Envelope<boolean>;
    const summary = (await (await app.page.request.get(`${server.baseURL}/api/credits/summary`)).json()) as Envelope<{ ai_credits: number }>;
    return { paid: check.data, credits: summary.data.ai_credits };
  };

  it("PayPal: the SDK loads only when PayPal is chosen ('Loading PayPal...'), its button creates our order, PayPal captures once, the pack is granted once", async () => {
    const { page, errors } = await browser.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sdk = await routePayPal(page, (paypalOrderId) => paypal.approve(paypalOrderId), held);
    const app = new PaymentsPage(page, server.baseURL);
    await app.signInNewUser(unique("paypal"));
    await app.openPricing();
    await expect.poll(() => app.credits()).toBe(24);
    await app.choose("credits-50");
    // Stripe is this site's default: nothing of PayPal's is loaded until PayPal is chosen.
    expect(sdk).toEqual([]);
    await page.locator('input[name="provider"][value="paypal"]').check();
    await expect.poll(() => page.getByTestId("paypal-loading").textContent()).toBe("Loading PayPal...");
    release();
    await page.getByTestId("paypal-sdk-button").click();
    const orderId = await app.paidOrderId();
    expect(await app.success.textContent()).toContain("Success!");
    await expect.poll(() => app.credits()).toBe(74);
    expect(sdk).toEqual([`https://www.paypal.com/sdk/js?client-id=${paypalApp.clientId}&currency=USD&intent=capture`]);
    const paypalOrder = [...paypal.orders.values()].find((order) => order.customId === orderId);
    expect(paypalOrder?.status).toBe("COMPLETED");
    expect(paypalOrder?.captures).toHaveLength(1);
    // Asking again captures nothing more and grants nothing more.
    expect(await serverSays(app, orderId)).toEqual({ paid: true, credits: 74 });
    expect(paypalOrder?.captures).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("Stripe: the Payment Element mounts on first use; a validation error stays in the card field, a decline shows Stripe's message and grants nothing, a success is granted once", async () => {
    const { page, errors } = await browser.newPage();
    const stripeJs = await routeStripe(page, stripe.url);
    const app = new PaymentsPage(page, server.baseURL);
    await app.signInNewUser(unique("stripe"));
    await app.openPricing();
    await expect.poll(() => app.credits()).toBe(24);
    await app.choose("credits-50");
    expect(await page.locator('input[name="provider"][value="stripe"]').isChecked()).toBe(true);
    expect(stripeJs).toEqual([]);
    await app.payButton.click();
    const cardNumber = page.getByTestId("stripe-card-number");
    await cardNumber.waitFor();
    expect(stripeJs).toEqual(["https://js.stripe.com/endive/stripe.js"]);

    // Stripe's validation error stays in its field; the page adds nothing and nothing is confirmed.
    await app.payButton.click();
    await expect.poll(() => page.getByTestId("stripe-field-error").textContent()).toBe("Your card number is incomplete.");
    expect(await app.paymentError.count()).toBe(0);
    expect(stripe.deliveries).toEqual([]);

    await cardNumber.fill("4000 0000 0000 0002");
    await app.payButton.click();
    await expect.poll(() => app.paymentError.textContent()).toBe("Your card was declined.");
    expect(await app.success.count()).toBe(0);
    expect(await app.credits()).toBe(24);

    await cardNumber.fill("4242 4242 4242 4242");
    await app.payButton.click();
    const orderId = await app.paidOrderId();
    expect(await app.success.textContent()).toContain("Success!");
    await expect.poll(() => app.credits()).toBe(74);
    // Both outcomes reached the server as Stripe's signed webhooks, and were accepted.
    expect(stripe.deliveries).toEqual([
      { type: "payment_intent.payment_failed", status: 200 },
      { type: "payment_intent.succeeded", status: 200 },
    ]);
    expect(await serverSays(app, orderId)).toEqual({ paid: true, credits: 74 });
    // The decline's 402 from Stripe's API is the only console noise.
    expect(errors.filter((error) => !error.includes("402"))).toEqual([]);
  });
});
