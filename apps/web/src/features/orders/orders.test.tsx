import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { sessionUserFixture } from "../../testing/fixtures";
import { groupedBars, labelStride, niceMax } from "./chart-scale";
import { AdminOrdersPage } from "./components/AdminOrdersPage";
import { AdminRevenuePage } from "./components/AdminRevenuePage";
import { MyOrdersPage } from "./components/MyOrdersPage";
import { orderProductName } from "./order-text";
import { createI18n } from "../../i18n/i18n-setup";
import { en, ordersText, zh } from "@studio/i18n";

const user = sessionUserFixture({ id: 7, email: "admin@b.test", name: "Ada", is_admin: true });

function adminOrder(over: Record<string, unknown> = {}) {
  return {
    orderId: "ord_abc123",
    product: "credits-50",
    kind: "credits",
    amount: 499,
    currency: "USD",
    coupon: null,
    provider: "sandbox",
    state: "fulfilled",
    designId: null,
    failure: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    paidAt: "2026-11-20T10:01:00.000Z",
    events: [
      { state: "created", at: "2026-11-20T10:00:00.000Z", note: "", actor: null },
      { state: "fulfilled", at: "2026-11-20T10:01:00.000Z", note: "fulfilled", actor: null },
    ],
    userId: 42,
    buyerEmail: "buyer@example.test",
    buyerName: "王小明",
    listAmount: 499,
    providerRef: "sbx_1",
    credits: 50,
    refundTaken: null,
    refundShortfall: null,
    refundedAt: null,
    overLimit: false,
    ...over,
  };
}

const refundFigures = {
  orderId: "ord_abc123",
  replayed: false,
  state: "fulfilled",
  amount: 499,
  currency: "USD",
  provider: "sandbox",
  creditsGranted: 50,
  creditsTaken: 30,
  creditsShortfall: 20,
  balanceBefore: 30,
  balanceAfter: 0,
  unlock: null,
  designId: null,
  proEnded: false,
};

type Call = { url: string; method: string; body: unknown };

/** A fetch that answers by path prefix (longest first) and records every call. */
function mockApi(routes: Record<string, unknown | ((call: Call) => unknown)>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const call = { url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const key = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((path) => url.startsWith(path));
    const route = key === undefined ? undefined : routes[key];
    const data = typeof route === "function" ? (route as (call: Call) => unknown)(call) : route;
    const body = key === undefined ? { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" } : { code: 200, data, msg: "success" };
    return new Response(JSON.stringify(body), { status: key === undefined ? 404 : 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("chart arithmetic", () => {
  it("rounds the axis up and spaces the day labels", () => {
    expect([0, 1, 7, 12, 2400, 2600, 99_000].map(niceMax)).toEqual([1, 1, 10, 20, 2500, 5000, 100_000]);
    expect(labelStride(30, 8)).toBe(4);
    expect(labelStride(5, 8)).toBe(1);
  });

  it("groups one bar per series in each day, scaled to the axis", () => {
    const bars = groupedBars(
      [
        [10, 0],
        [5, 20],
      ],
      200,
      100,
      20,
    );
    expect(bars).toHaveLength(4);
    expect(bars.find((bar) => bar.series === 0 && bar.index === 0)).toMatchObject({ height: 50, y: 50 });
    expect(bars.find((bar) => bar.series === 1 && bar.index === 1)).toMatchObject({ height: 100, y: 0 });
    expect(bars.every((bar) => bar.x >= 0 && bar.x + bar.width <= 200)).toBe(true);
    expect(groupedBars([], 100, 100, 1)).toEqual([]);
  });
});

describe("product names", () => {
  it("read the catalogue id in both languages", () => {
    const t = createI18n("en", { en, zh }).t;
    const tp = ordersText("en");
    expect(orderProductName({ kind: "credits", product: "credits-300" }, tp, t)).toBe("300 AI credits");
    expect(orderProductName({ kind: "package", product: "package-professional" }, tp, t)).toBe("Professional logo package");
    expect(orderProductName({ kind: "download", product: "download-ppt" }, tp, t)).toBe("Slide deck download");
    expect(orderProductName({ kind: "package", product: "package-brand" }, ordersText("zh"), createI18n("zh", { en, zh }).t)).toBe("品牌标志套餐");
  });
});

describe("admin orders page", () => {
  it("searches with the typed filters, opens an order's history and shows the refund figures before confirming", async () => {
    let refunded = false;
    const calls = mockApi({
      "/api/user": user,
      "/api/admin/payment/orders/ord_abc123/refund": (call: Call) => {
        const dry = (call.body as { dryRun?: boolean }).dryRun === true;
        if (!dry) refunded = true;
        return { ...refundFigures, dryRun: dry, state: dry ? "fulfilled" : "refunded" };
      },
      "/api/admin/payment/orders/ord_abc123": () => adminOrder(refunded ? { state: "refunded", refundTaken: 30, refundShortfall: 20 } : {}),
      "/api/admin/payment/orders": { list: [adminOrder()], page: 1, size: 20, total: 1 },
    });
    renderWithProviders(<AdminOrdersPage />);
    expect(await screen.findByText("50 AI credits")).toBeTruthy();
    expect(screen.getByText("王小明")).toBeTruthy();
    expect(screen.getByText("$4.99")).toBeTruthy();

    fireEvent.change(screen.getByTestId("orders-search-email"), { target: { value: "buyer@" } });
    fireEvent.change(screen.getByTestId("orders-search-state"), { target: { value: "fulfilled" } });
    fireEvent.change(screen.getByTestId("orders-search-from"), { target: { value: "2026-11-01" } });
    fireEvent.click(screen.getByTestId("orders-search-submit"));
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes("email=buyer%40") && call.url.includes("state=fulfilled") && call.url.includes("from=2026-11-01"))).toBe(
        true,
      ),
    );
    expect(calls.some((call) => call.url.includes("orderId="))).toBe(false);

    fireEvent.click(await screen.findByTestId("admin-order-open"));
    const history = await screen.findByTestId("order-history");
    expect(within(history).getAllByRole("listitem")).toHaveLength(2);
    fireEvent.click(screen.getByTestId("order-refund"));
    const figures = await screen.findByTestId("refund-credits");
    expect(figures.textContent).toBe("Credits taken back: 30 of 50 granted (balance now 0).");
    expect(screen.getByTestId("refund-shortfall").textContent).toContain("20 credits");
    expect(refunded).toBe(false);
    fireEvent.change(screen.getByTestId("refund-note"), { target: { value: "asked by mail" } });
    fireEvent.click(screen.getByTestId("refund-confirm"));
    await waitFor(() => expect(refunded).toBe(true));
    const confirm = calls.find((call) => call.method === "POST" && (call.body as { dryRun?: boolean }).dryRun === false);
    expect(confirm?.body).toEqual({ dryRun: false, note: "asked by mail" });
    expect(await screen.findByText("Credits already spent (not taken back)")).toBeTruthy();
  });

  it("marks an order paid past its coupon's max uses, filters by the mark and names it in the order's details (en and zh)", async () => {
    const over = adminOrder({ orderId: "ord_over1", coupon: "SPRING", overLimit: true });
    const calls = mockApi({
      "/api/user": user,
      "/api/admin/payment/orders/ord_over1": over,
      "/api/admin/payment/orders": { list: [over, adminOrder({ orderId: "ord_fine", coupon: "SPRING" })], page: 1, size: 20, total: 2 },
    });
    renderWithProviders(<AdminOrdersPage />);
    const badges = await screen.findAllByTestId("admin-order-over-limit");
    expect(badges).toHaveLength(1);
    expect(badges[0]?.textContent).toBe("Over coupon limit");
    expect(badges[0]?.closest("tr")?.getAttribute("data-order-id")).toBe("ord_over1");
    fireEvent.change(screen.getByTestId("orders-search-over-limit"), { target: { value: "true" } });
    fireEvent.click(screen.getByTestId("orders-search-submit"));
    await waitFor(() => expect(calls.some((call) => call.url.includes("overLimit=true"))).toBe(true));
    const row = await waitFor(() => {
      const found = document.querySelector('tr[data-order-id="ord_over1"]');
      if (!(found instanceof HTMLElement)) throw new Error("the over-limit row is not shown");
      return found;
    });
    fireEvent.click(within(row).getByTestId("admin-order-open"));
    expect(await screen.findByText("SPRING (Over coupon limit)")).toBeTruthy();
    expect(ordersText("zh")("admin.overLimit")).toBe("超出优惠码次数");
    expect(ordersText("en")("admin.overLimitFilter")).toBe("Coupon");
  });

  it("tells a non-admin the page is not theirs", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 403, data: null, msg: "Only administrators can do this.", error: "FORBIDDEN" }), {
            status: 403,
            headers: { "content-type": "application/json" },
          }),
      ),
    );
    renderWithProviders(<AdminOrdersPage />);
    expect(await screen.findByText("Only admins can see the orders.")).toBeTruthy();
  });
});

describe("revenue page", () => {
  it("draws a bar per day in each currency and the credits beside it", async () => {
    const day = (d: string, usd: number, cny: number, sold: number, spent: number) => ({
      day: d,
      amount: { USD: usd, CNY: cny },
      orders: usd + cny > 0 ? 1 : 0,
      creditsSold: sold,
      creditsSpent: spent,
    });
    mockApi({
      "/api/admin/payment/revenue": {
        from: "2026-11-01",
        to: "2026-11-03",
        days: [day("2026-11-01", 499, 0, 50, 10), day("2026-11-02", 0, 2900, 50, 0), day("2026-11-03", 9900, 0, 0, 24)],
        products: [{ product: "package-brand", kind: "package", currency: "USD", amount: 9900, orders: 1, refunded: 0, refundedAmount: 0 }],
        totals: { amount: { USD: 10399, CNY: 2900 }, refunded: { USD: 0, CNY: 0 }, orders: 3, creditsSold: 100, creditsSpent: 34 },
      },
    });
    renderWithProviders(<AdminRevenuePage />);
    expect((await screen.findByTestId("revenue-total-USD")).textContent).toBe("$103.99");
    expect(screen.getByTestId("revenue-total-CNY").textContent).toBe("¥29.00");
    expect(screen.getByTestId("revenue-credits-sold").textContent).toBe("100");
    const usd = screen.getByTestId("revenue-chart-USD").querySelectorAll("rect");
    expect([...usd].map((rect) => rect.getAttribute("data-value"))).toEqual(["499", "0", "9900"]);
    expect(screen.getByTestId("revenue-chart-credits").querySelectorAll("rect")).toHaveLength(6);
    expect(screen.getByText("Brand logo package")).toBeTruthy();
  });
});

describe("my invoices", () => {
  it("lists paid orders with their receipt, downloadable again", async () => {
    const created = vi.fn(() => "blob:receipt");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    // jsdom cannot follow a download link; the click itself is what the browser needs.
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const calls = mockApi({ "/api/user": { ...user, is_admin: false }, "/api/payment/invoices": { list: [adminOrder()], page: 1, size: 20, total: 1 } });
    renderWithProviders(<MyOrdersPage mode="invoices" />);
    const row = await screen.findByTestId("my-order-row");
    expect(within(row).getByText("50 AI credits")).toBeTruthy();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        calls.push({ url: String(input), method: "GET", body: undefined });
        return new Response(new Blob(["%PDF-1.7"]), { status: 200, headers: { "content-type": "application/pdf" } });
      }),
    );
    fireEvent.click(within(row).getByTestId("order-receipt"));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(calls.at(-1)?.url).toBe("/api/payment/orders/ord_abc123/receipt?type=receipt&lang=en");
    expect(clicks).toHaveBeenCalledTimes(1);
    clicks.mockRestore();
  });

  it("links a package order to its logo's download center; credits, and a refunded package, have no such link", async () => {
    const design = "task:0b7d7c2e-1111-4222-8333-944455556666:1";
    const list = [
      adminOrder({ orderId: "ord_pkg", product: "package-basic", kind: "package", amount: 2900, listAmount: 2900, designId: design }),
      adminOrder({ orderId: "ord_refunded", product: "package-basic", kind: "package", state: "refunded", designId: design }),
      adminOrder(),
    ];
    mockApi({ "/api/user": { ...user, is_admin: false }, "/api/payment/orders": { list, page: 1, size: 20, total: list.length } });
    renderWithProviders(<MyOrdersPage mode="orders" />);
    const rows = await screen.findAllByTestId("my-order-row");
    expect(rows.map((row) => within(row).queryByTestId("order-download-center")?.getAttribute("href") ?? null)).toEqual([
      `/download?logo=${encodeURIComponent(design)}`,
      null,
      null,
    ]);
    expect(within(rows[0] as HTMLElement).getByTestId("order-download-center").textContent).toBe("Download center");
  });
});
