import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionUserFixture } from "../../../testing/fixtures";
import { renderWithProviders } from "../../../testing/render-app";
import { paymentEvents } from "../payment-store";
import { PaymentReturnPage } from "./PaymentReturnPage";

const user = sessionUserFixture({ id: 7, ai_credits: 0, freeCredits: 0 });
const ok = (data: unknown, msg = "success") => ({ code: 200, data, msg });
const orderView = {
  orderId: "ord_back",
  product: "credits-50",
  kind: "credits",
  amount: 2900,
  currency: "CNY",
  coupon: null,
  provider: "alipay",
  state: "pending",
  designId: null,
  failure: null,
  createdAt: "2026-11-26T02:00:00.000Z",
  paidAt: null,
  events: [],
};

function answer(checks: () => unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), "http://localhost").pathname;
      const body =
        path === "/api/user" ? ok(user) : path === "/api/payment/orders/ord_back" ? ok(orderView) : path === "/api/payment/check/ord_back" ? checks() : null;
      if (body === null) return new Response(JSON.stringify({ code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" }), { status: 404 });
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("back from WeChat Pay H5 / Alipay wap (/payment/return/{orderId})", () => {
  it("runs the record check until the order is paid, then says 'Success!' and emits the completion event", async () => {
    let checks = 0;
    answer(() => ok(++checks >= 2, ""));
    const completed = vi.fn();
    const off = paymentEvents.on("completed", completed);
    renderWithProviders(<PaymentReturnPage />, {
      url: "/payment/return/ord_back",
      routes: [{ path: "/payment/return/:orderId", element: <PaymentReturnPage /> }],
    });
    await screen.findByTestId("payment-success", undefined, { timeout: 6000 });
    expect(checks).toBe(2);
    expect(completed).toHaveBeenCalledWith(expect.objectContaining({ orderId: "ord_back", type: "per-download" }));
    off();
  }, 15_000);

  it("shows the provider's failure text from the check's msg", async () => {
    answer(() => ok(false, "Payment failed"));
    renderWithProviders(<PaymentReturnPage />, {
      url: "/payment/return/ord_back",
      routes: [{ path: "/payment/return/:orderId", element: <PaymentReturnPage /> }],
    });
    expect((await screen.findByTestId("payment-error", undefined, { timeout: 6000 })).textContent).toContain("Payment failed");
  }, 15_000);
});
