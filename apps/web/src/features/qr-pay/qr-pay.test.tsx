import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { QrPayScanPage } from "./components/QrPayScanPage";

const order = {
  orderId: "ord_abc123",
  product: "download-poster",
  kind: "download",
  amount: 900,
  currency: "CNY",
  coupon: null,
  provider: "sandbox",
  state: "pending",
  designId: "task:x:0",
  failure: null,
  createdAt: "2026-11-25T00:00:00.000Z",
  paidAt: null,
  events: [],
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the sandbox messaging-app payment page (/payment/scan/{orderId})", () => {
  const routes = [{ path: "/payment/scan/:orderId", element: <QrPayScanPage /> }];

  it("shows the order's amount in yuan, pays it through the scan call, then says it is paid", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        calls.push(`${init?.method ?? "GET"} ${url}`);
        if (url.endsWith("/scan")) return json({ code: 200, data: { paid: true }, msg: "success" });
        return json({ code: 200, data: order, msg: "success" });
      }),
    );
    renderWithProviders(null, { language: "zh", url: "/payment/scan/ord_abc123?app=alipay", routes });
    expect(await screen.findByText("金额：¥9.00")).toBeTruthy();
    expect(screen.getByRole("heading").textContent).toBe("支付宝支付（沙盒）");
    fireEvent.click(screen.getByRole("button", { name: "支付" }));
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(calls).toContain("POST /api/payment/sandbox/ord_abc123/scan");
  });

  it("shows the server's refusal (another user's order)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ code: 404, error: "NOT_FOUND", data: null, msg: "Order not found." }, 404)),
    );
    renderWithProviders(null, { language: "en", url: "/payment/scan/ord_other?app=wechat", routes });
    expect((await screen.findByRole("alert")).textContent).toBe("Order not found.");
    await waitFor(() => expect((screen.getByRole("button", { name: "Pay" }) as HTMLButtonElement).disabled).toBe(true));
  });
});
