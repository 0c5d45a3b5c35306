import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionUserFixture } from "../../testing/fixtures";
import { renderWithProviders } from "../../testing/render-app";
import { takeAfterSignIn } from "../auth/after-sign-in";
import { closeLoginPanel, loginPanelStore } from "../session/login-panel-store";
import { PaymentMount } from "./components/PaymentMount";
import { closePayment, openPayment, paymentEvents, paymentStore } from "./payment-store";
import { testCatalogue } from "./test-catalogue";

const user = sessionUserFixture({ id: 7, ai_credits: 0, freeCredits: 0 });

type Reply = { status?: number; body: unknown };
type Route = (body: unknown) => Reply;

/** A fetch that answers by "METHOD path" and records what was sent. */
function mockApi(routes: Record<string, Route>) {
  const sent: { key: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ key, body });
    const route = routes[key];
    const reply = route ? route(body) : { status: 404, body: { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" } };
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return sent;
}

const ok = (data: unknown, msg = "success"): Reply => ({ body: { code: 200, data, msg } });
const order = (amount: number, over: Record<string, unknown> = {}) =>
  ok({ orderId: "ord_1", amount, currency: "USD", provider: "sandbox", checkoutUrl: "/payment/sandbox/ord_1", clientSecret: null, paid: false, ...over });

async function fillCard(number: string) {
  fireEvent.change(await screen.findByTestId("card-number"), { target: { value: number } });
  fireEvent.change(screen.getByTestId("card-expiry"), { target: { value: "1239" } });
  fireEvent.change(screen.getByTestId("card-cvc"), { target: { value: "123" } });
  fireEvent.change(screen.getByTestId("card-name"), { target: { value: "Ada Lovelace" } });
}

beforeEach(() => {
  closePayment();
  closeLoginPanel();
  takeAfterSignIn();
  // jsdom has no canvas: the confetti draws nothing but must not break the flow.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("payment dialog", () => {
  it("signed out, opens the login panel first and comes back after sign-in", async () => {
    mockApi({ "GET /api/user": () => ok(null) });
    renderWithProviders(<PaymentMount />);
    act(() => openPayment({ tab: "credits" }));
    // The sign-in check loads with the dialog (PaymentHost), on first use.
    await waitFor(() => expect(loginPanelStore.getSnapshot().open).toBe(true), { timeout: 5000 });
    expect(paymentStore.getSnapshot()).toBeNull();
    takeAfterSignIn()?.();
    expect(paymentStore.getSnapshot()).toEqual({ tab: "credits" });
  });

  it("buys a credit pack with a card: the server prices the order, the card pays it, the record check confirms, says 'Success!' and emits the completion event", async () => {
    let checks = 0;
    const sent = mockApi({
      "GET /api/user": () => ok(user),
      "GET /api/payment/catalogue": () => ok(testCatalogue),
      "POST /api/payment/orders": () => order(499),
      "POST /api/payment/sandbox/ord_1/pay": () => ok({ paid: true }),
      "GET /api/payment/check/ord_1": () => ok(++checks > 0),
    });
    const completed = vi.fn();
    const off = paymentEvents.on("completed", completed);
    renderWithProviders(<PaymentMount />);
    act(() => openPayment({ tab: "credits" }));
    fireEvent.click(await screen.findByTestId("choose-credits-50"));
    expect(screen.getByTestId("pay-button").textContent).toBe("Pay $4.99");
    // The first click has the server price the order; the card form then pays it.
    fireEvent.click(screen.getByTestId("pay-button"));
    await fillCard("4242424242424242");
    fireEvent.click(screen.getByTestId("pay-button"));
    await screen.findByTestId("payment-success");
    expect(screen.getByTestId("payment-success").textContent).toContain("Success!");
    expect(sent.find((call) => call.key === "POST /api/payment/orders")?.body).toEqual({ product: "credits-50", provider: "sandbox" });
    expect(sent.find((call) => call.key === "POST /api/payment/sandbox/ord_1/pay")?.body).toMatchObject({
      card: "4242424242424242",
      expiry: "12/39",
      cvc: "123",
    });
    expect(completed).toHaveBeenCalledWith({ type: "per-download", orderId: "ord_1", productId: "credits-50", designId: null });
    off();
  });

  it("keeps card-field errors in the field and sends nothing; shows the processor's decline message", async () => {
    const sent = mockApi({
      "GET /api/user": () => ok(user),
      "GET /api/payment/catalogue": () => ok(testCatalogue),
      "POST /api/payment/orders": () => order(499),
      "POST /api/payment/sandbox/ord_1/pay": () => ({ status: 402, body: { code: 402, data: null, msg: "Your card was declined.", error: "PAYMENT_FAILED" } }),
    });
    renderWithProviders(<PaymentMount />);
    act(() => openPayment({ tab: "credits", productId: "credits-50" }));
    fireEvent.click(await screen.findByTestId("pay-button"));
    await screen.findByTestId("card-form");
    fireEvent.click(screen.getByTestId("pay-button"));
    expect(screen.getByTestId("card-number-error").textContent).toBe("This field is incomplete.");
    expect(screen.queryByTestId("payment-error")).toBeNull();
    expect(sent.some((call) => call.key === "POST /api/payment/sandbox/ord_1/pay")).toBe(false);
    await fillCard("4000000000000002");
    fireEvent.click(screen.getByTestId("pay-button"));
    await waitFor(() => expect(screen.getByTestId("payment-error").textContent).toBe("Your card was declined."));
    expect(screen.queryByTestId("payment-success")).toBeNull();
    // Still open (a decline is not an error of opening, even in fast mode): another card may pay.
    expect(paymentStore.getSnapshot()).not.toBeNull();
  });

  it("shows 'Pay' without a price when the coupon makes it free, and the spec's coupon messages", async () => {
    mockApi({
      "GET /api/user": () => ok(user),
      "GET /api/payment/catalogue": () => ok(testCatalogue),
      "GET /api/payment/coupons/FREE100": () => ok({ code: "FREE100", percentOff: 100, returnCustomersOnly: false }),
      "GET /api/payment/coupons/NOPE1": () => ({ status: 400, body: { code: 400, data: null, msg: "Invalid code!", error: "COUPON_INVALID" } }),
    });
    renderWithProviders(<PaymentMount />);
    act(() => openPayment({ tab: "pro", productId: "pro-monthly" }));
    expect((await screen.findByTestId("pay-button")).textContent).toBe("Pay $19.00");
    fireEvent.click(screen.getByTestId("coupon-apply"));
    expect(screen.getByTestId("coupon-error").textContent).toBe("Coupon code is required.");
    fireEvent.change(screen.getByTestId("coupon-input"), { target: { value: "abc" } });
    fireEvent.click(screen.getByTestId("coupon-apply"));
    expect(screen.getByTestId("coupon-error").textContent).toBe("Coupon code must be between 4 and 20 characters");
    fireEvent.change(screen.getByTestId("coupon-input"), { target: { value: "NOPE1" } });
    fireEvent.click(screen.getByTestId("coupon-apply"));
    await waitFor(() => expect(screen.getByTestId("coupon-error").textContent).toBe("Invalid code!"));
    fireEvent.change(screen.getByTestId("coupon-input"), { target: { value: "FREE100" } });
    fireEvent.click(screen.getByTestId("coupon-apply"));
    await screen.findByTestId("coupon-applied");
    expect(screen.getByTestId("pay-button").textContent).toBe("Pay");
  });

  it("pays by QR (WeChat Pay, Alipay): draws the provider's code and polls the record check until paid", async () => {
    let checks = 0;
    mockApi({
      "GET /api/user": () => ok(user),
      "GET /api/payment/catalogue": () => ok({ ...testCatalogue, currency: "CNY", providers: ["wechat", "alipay"] }),
      "POST /api/payment/orders": () => order(2900, { provider: "wechat", checkoutUrl: null, currency: "CNY", qrCode: "weixin://wxpay/bizpayurl?pr=abc123" }),
      // Paid on the second check, one poll interval (2000 ms) later.
      "GET /api/payment/check/ord_1": () => ok(++checks >= 2, ""),
    });
    renderWithProviders(<PaymentMount />);
    act(() => openPayment({ tab: "credits", productId: "credits-50" }));
    fireEvent.click(await screen.findByTestId("pay-button"));
    const code = await screen.findByRole("img", { name: "Payment QR code" }, { timeout: 5000 });
    expect(code.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    await screen.findByTestId("payment-success", undefined, { timeout: 5000 });
    expect(checks).toBe(2);
  }, 15_000);

  it("on a phone outside WeChat asks for the in-page payment (Alipay wap, WeChat Pay H5) and goes to the provider's page instead of drawing a QR", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (Linux; Android 13; Pixel 7) Chrome/116.0 Mobile Safari/537.36");
    // jsdom cannot navigate: the page the browser is sent to is read from the (replaced) location.
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const wap = "https://openapi.alipay.com/gateway.do?method=alipay.trade.wap.pay&sign=abc";
    const sent = mockApi({
      "GET /api/user": () => ok(user),
      "GET /api/payment/catalogue": () => ok({ ...testCatalogue, currency: "CNY", providers: ["alipay"] }),
      "POST /api/payment/orders": () => order(2900, { provider: "alipay", checkoutUrl: wap, currency: "CNY", qrCode: null }),
    });
    renderWithProviders(<PaymentMount />);
    act(() => openPayment({ tab: "credits", productId: "credits-50" }));
    fireEvent.click(await screen.findByTestId("pay-button"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(wap));
    expect(sent.find((s) => s.key === "POST /api/payment/orders")?.body).toMatchObject({ product: "credits-50", provider: "alipay", channel: "mobile" });
    expect(screen.queryByRole("img", { name: "Payment QR code" })).toBeNull();
  });

  it("in fast mode an order that cannot be prepared closes the dialog; a card intent without a client secret shows the server's msg", async () => {
    mockApi({
      "GET /api/user": () => ok(user),
      "GET /api/payment/catalogue": () => ok({ ...testCatalogue, providers: ["stripe"] }),
      "POST /api/payment/orders": () => ({
        body: {
          code: 200,
          data: { orderId: "ord_1", amount: 499, currency: "USD", provider: "stripe", checkoutUrl: null, clientSecret: null, paid: false },
          msg: "Card payments are not set up for this account.",
        },
      }),
    });
    renderWithProviders(<PaymentMount />);
    act(() => openPayment({ tab: "credits", productId: "credits-50" }));
    fireEvent.click(await screen.findByTestId("pay-button"));
    // Fast mode: the error closes the dialog (the toast says why).
    await waitFor(() => expect(paymentStore.getSnapshot()).toBeNull());

    act(() => openPayment({ tab: "credits" }));
    fireEvent.click(await screen.findByTestId("choose-credits-50"));
    fireEvent.click(screen.getByTestId("pay-button"));
    await waitFor(() => expect(screen.getByTestId("payment-error").textContent).toBe("Card payments are not set up for this account."));
  });
});
