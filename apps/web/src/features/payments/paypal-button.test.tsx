import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionUserFixture } from "../../testing/fixtures";
import { renderWithProviders } from "../../testing/render-app";
import { PaymentMount } from "./components/PaymentMount";
import { closePayment, openPayment } from "./payment-store";
import type { PayPalButtonsOptions } from "./paypal-sdk";
import { testCatalogue } from "./test-catalogue";

const user = sessionUserFixture({ id: 7, ai_credits: 0, freeCredits: 0 });
type Reply = { status?: number; body: unknown };
const ok = (data: unknown, msg = "success"): Reply => ({ body: { code: 200, data, msg } });

function mockApi(routes: Record<string, () => Reply>) {
  const sent: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const key = `${init?.method ?? "GET"} ${url.pathname}`;
      sent.push({ key, body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined });
      const route = routes[key];
      const reply = route ? route() : { status: 404, body: { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" } };
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { "content-type": "application/json" } });
    }),
  );
  return sent;
}

/** PayPal's documented Buttons surface, as a stand-in for the SDK: the button runs createOrder, then onApprove or onCancel. */
function fakePayPal(outcome: "approve" | "cancel") {
  const rendered: PayPalButtonsOptions[] = [];
  const paypal = {
    Buttons(options: PayPalButtonsOptions) {
      rendered.push(options);
      return {
        isEligible: () => true,
        close: async () => undefined,
        async render(container: HTMLElement) {
          const button = document.createElement("button");
          button.textContent = "PayPal";
          button.dataset.testid = "fake-paypal-button";
          button.addEventListener("click", () => {
            void options
              .createOrder()
              .then((orderID) => (outcome === "approve" ? options.onApprove({ orderID, payerID: "PAYER1" }) : options.onCancel?.({ orderID })));
          });
          container.appendChild(button);
        },
      };
    },
  };
  return { paypal, rendered };
}

const catalogue = (clientId: string) => ({ ...testCatalogue, providers: ["paypal", "sandbox"], paypalClientId: clientId });
const paypalOrder = ok({
  orderId: "ord_pp",
  amount: 499,
  currency: "USD",
  provider: "paypal",
  checkoutUrl: "https://www.paypal.com/checkoutnow?token=PP1",
  clientSecret: "PP1",
  paid: false,
});

async function sdkScript(): Promise<HTMLScriptElement> {
  let script: HTMLScriptElement | null = null;
  await waitFor(() => {
    script = document.querySelector<HTMLScriptElement>("script[data-paypal-sdk]");
    expect(script).not.toBeNull();
  });
  return script as unknown as HTMLScriptElement;
}

beforeEach(() => {
  closePayment();
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  document.querySelectorAll("script[data-paypal-sdk]").forEach((script) => script.remove());
  delete (window as unknown as { paypal?: unknown }).paypal;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("PayPal button", () => {
  it("loads the SDK on first use with 'Loading PayPal...', then PayPal's button creates our order and, once approved, the record check says paid", async () => {
    expect(document.querySelector("script[data-paypal-sdk]")).toBeNull();
    const sent = mockApi({
      "GET /api/user": () => ok(user),
      "GET /api/payment/catalogue": () => ok(catalogue("client-approve")),
      "POST /api/payment/orders": () => paypalOrder,
      "GET /api/payment/check/ord_pp": () => ok(true),
    });
    renderWithProviders(<PaymentMount />);
    act(() => openPayment({ tab: "credits", productId: "credits-50" }));
    const script = await sdkScript();
    expect(script.src).toBe("https://www.paypal.com/sdk/js?client-id=client-approve&currency=USD&intent=capture");
    expect(screen.getByTestId("paypal-loading").textContent).toBe("Loading PayPal...");
    // Nothing is ordered before the buyer clicks PayPal's button.
    expect(sent.some((call) => call.key === "POST /api/payment/orders")).toBe(false);

    const { paypal } = fakePayPal("approve");
    (window as unknown as { paypal: unknown }).paypal = paypal;
    act(() => void script.dispatchEvent(new Event("load")));
    fireEvent.click(await screen.findByTestId("fake-paypal-button"));
    await screen.findByTestId("payment-success");
    expect(sent.find((call) => call.key === "POST /api/payment/orders")?.body).toEqual({ product: "credits-50", provider: "paypal" });
    expect(sent.filter((call) => call.key === "GET /api/payment/check/ord_pp").length).toBeGreaterThan(0);
    expect(screen.queryByTestId("paypal-loading")).toBeNull();
  });

  it("a closed PayPal window says nothing was charged, and the next click reuses the same PayPal order", async () => {
    const sent = mockApi({
      "GET /api/user": () => ok(user),
      "GET /api/payment/catalogue": () => ok(catalogue("client-cancel")),
      "POST /api/payment/orders": () => paypalOrder,
    });
    renderWithProviders(<PaymentMount />);
    act(() => openPayment({ tab: "credits", productId: "credits-50" }));
    const script = await sdkScript();
    const { paypal } = fakePayPal("cancel");
    (window as unknown as { paypal: unknown }).paypal = paypal;
    act(() => void script.dispatchEvent(new Event("load")));
    fireEvent.click(await screen.findByTestId("fake-paypal-button"));
    await waitFor(() => expect(screen.getByTestId("payment-error").textContent).toBe("PayPal was closed before paying. Nothing was charged."));
    fireEvent.click(screen.getByTestId("fake-paypal-button"));
    await waitFor(() => expect(screen.queryByTestId("payment-error")).toBeNull());
    await waitFor(() => expect(screen.getByTestId("payment-error").textContent).toBe("PayPal was closed before paying. Nothing was charged."));
    expect(sent.filter((call) => call.key === "POST /api/payment/orders")).toHaveLength(1);
  });

  it("when the SDK cannot load, says so and offers PayPal's own page (the order's approval link)", async () => {
    const sent = mockApi({
      "GET /api/user": () => ok(user),
      "GET /api/payment/catalogue": () => ok(catalogue("client-blocked")),
      "POST /api/payment/orders": () => paypalOrder,
    });
    renderWithProviders(<PaymentMount />);
    act(() => openPayment({ tab: "credits", productId: "credits-50" }));
    const script = await sdkScript();
    act(() => void script.dispatchEvent(new Event("error")));
    expect((await screen.findByTestId("paypal-unavailable")).textContent).toBe(
      "PayPal's button could not be loaded. You can pay on PayPal's own page instead.",
    );
    // The failed tag is gone, so a later checkout may try again.
    expect(document.querySelector("script[data-paypal-sdk]")).toBeNull();
    // jsdom cannot navigate to PayPal's page and reports it on the console: that report is expected here.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    fireEvent.click(screen.getByTestId("paypal-fallback"));
    await waitFor(() => expect(sent.find((call) => call.key === "POST /api/payment/orders")?.body).toEqual({ product: "credits-50", provider: "paypal" }));
  });
});
