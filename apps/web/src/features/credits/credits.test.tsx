import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiEvents } from "../../api/api-events";
import { ApiEventBridge } from "../../api/ApiEventBridge";
import { en as enMessages, zh as zhMessages } from "@studio/i18n";
import { createI18n } from "../../i18n/i18n-setup";
import { renderWithProviders } from "../../testing/render-app";
import { LimitModalHost } from "../limits/components/LimitModalHost";
import { closeLimitModal, limitModalStore } from "../limits/limit-modal-store";
import { closePayment, paymentStore } from "../payments/payment-store";
import { closeLoginPanel, loginPanelStore } from "../session/login-panel-store";
import { CreditsSection } from "../home/components/CreditsSection";
import { CreditCost } from "./components/CreditCost";
import { CreditHistoryPage } from "./components/CreditHistoryPage";
import { runGenerationGate } from "./generation-gate";
import { kindLabel, reasonLabel } from "./ledger-labels";
import { limitDialog } from "./limit-kind";
import { productAreas } from "@studio/domain";
import { creditSummaryFixture, sessionUserFixture } from "../../testing/fixtures";

const summary = creditSummaryFixture({ ai_credits: 3, freeCredits: 2 });
const user = sessionUserFixture({ ai_credits: 3, freeCredits: 2 });

function entry(over: Record<string, unknown>) {
  return {
    id: 1,
    kind: 4,
    kindName: "register",
    balance: "ai_credits",
    amount: 24,
    balanceAfter: 24,
    reason: "grant.register",
    reference: "",
    refundOf: null,
    note: "",
    createdAt: "2026-11-22T03:00:00Z",
    refunded: false,
    ...over,
  };
}

function mockApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const key = Object.keys(routes).find((path) => url.startsWith(path));
    const body = key === undefined ? { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" } : { code: 200, data: routes[key], msg: "success" };
    return new Response(JSON.stringify(body), { status: key === undefined ? 404 : 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

beforeEach(() => {
  closeLimitModal();
  closeLoginPanel();
  closePayment();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("limit dialogs", () => {
  it("maps limit codes to the recharge modal, the upgrade tips or a message", () => {
    expect(limitDialog("AI_CREDITS_MONTH")).toBe("recharge");
    for (const code of ["AI_LIMIT", "FREE_AI_LIMIT", "FREE_DOWNLOAD_LIMIT", "PRO_TEMPLATE"]) expect(limitDialog(code)).toBe("upgrade");
    expect(limitDialog("FORBIDDEN")).toBe("message");
  });

  it("a 403 from the API opens the recharge modal with the spec's message, in Chinese too", async () => {
    mockApi({ "/api/user": user, "/api/credits/summary": { ...summary, pro: true } });
    renderWithProviders(
      <>
        <ApiEventBridge />
        <LimitModalHost />
      </>,
      { language: "zh" },
    );
    act(() =>
      apiEvents.emit("forbidden", { path: "/api/ai-design/write-off/x", error: "AI_CREDITS_MONTH", msg: "You have run out of AI credits for this month!" }),
    );
    expect(screen.getByTestId("limit-modal").textContent).toBe("本月的 AI 点数已用完！");
    expect(screen.getByRole("dialog", { name: "充值点数" })).toBeTruthy();
    // A Pro member out of credits: credit packs first, and the spec's 'renew Pro' wording.
    expect(screen.getByTestId("limit-buy-credits").textContent).toBe("购买 AI 点数");
    expect(screen.getByTestId("limit-renew-pro").textContent).toBe(zhMessages.limits.renewPro);
    fireEvent.click(screen.getByTestId("limit-buy-credits"));
    expect(paymentStore.getSnapshot()).toEqual({ tab: "credits" });
    expect(limitModalStore.getSnapshot()).toBeNull();
  });

  it("a free user's limit opens the upgrade tips, which lead to Pro in the payment dialog", async () => {
    mockApi({ "/api/user": user, "/api/credits/summary": summary });
    renderWithProviders(<LimitModalHost />);
    act(() => limitModalStore.set({ error: "FREE_AI_LIMIT", msg: "" }));
    expect(screen.getByTestId("limit-modal").textContent).toBe("Free AI credits reached for today!");
    expect(screen.getByRole("dialog", { name: "Upgrade to Pro" })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("limit-help-upgrade").textContent).toContain("500 AI credits a month"));
    expect(screen.getByRole("link", { name: "See all prices" }).getAttribute("href")).toBe("/pricing");
    fireEvent.click(screen.getByTestId("limit-upgrade-pro"));
    expect(paymentStore.getSnapshot()).toEqual({ tab: "pro" });
    expect(limitModalStore.getSnapshot()).toBeNull();
  });

  it("any other 403 stays a plain message", () => {
    renderWithProviders(<LimitModalHost />);
    act(() => limitModalStore.set({ error: "FORBIDDEN", msg: "" }));
    expect(screen.getByRole("dialog", { name: "Limit reached" })).toBeTruthy();
    expect(screen.queryByTestId("limit-help-upgrade")).toBeNull();
  });
});

describe("credit display", () => {
  it("labels kinds and reasons in both languages", () => {
    const en = createI18n("en", { en: enMessages, zh: zhMessages }).t;
    const zh = createI18n("zh", { en: enMessages, zh: zhMessages }).t;
    expect(kindLabel({ kindName: "register" }, en)).toBe("Sign-up bonus");
    expect(kindLabel({ kindName: null }, en)).toBe("Other");
    expect(reasonLabel({ reason: "download.svg", kindName: "aiimage" }, en)).toBe("Download (SVG)");
    expect(reasonLabel({ reason: "refund", kindName: "aiimage" }, zh)).toBe("失败任务退还");
    expect(reasonLabel({ reason: "ai.matting", kindName: "matting" }, en)).toBe("Background removal");
  });

  it("shows 'Uses N credits' on hover", () => {
    renderWithProviders(<CreditCost cost={4} />);
    const cost = screen.getByTestId("credit-cost");
    expect(cost.getAttribute("aria-label")).toBe("Uses 4 credits");
    fireEvent.mouseEnter(cost);
    expect(screen.getByRole("tooltip").textContent).toBe("Uses 4 credits");
  });

  it("lists the ledger with kind, amount, balance and what it was for, and pages", async () => {
    const fetchMock = mockApi({
      "/api/user": user,
      "/api/credits/summary": summary,
      "/api/credits/history?page=2": { items: [entry({ id: 1 })], page: 2, size: 20, total: 21, more: false },
      "/api/credits/history": {
        items: [entry({ id: 2, kind: 19, kindName: "aiimage", amount: -4, balanceAfter: 20, reason: "task", reference: "task-9", refunded: true })],
        page: 1,
        size: 20,
        total: 21,
        more: true,
      },
    });
    renderWithProviders(<CreditHistoryPage />);
    await waitFor(() => expect(screen.getAllByTestId("credit-row")).toHaveLength(1));
    const row = screen.getByTestId("credit-row");
    expect(row.textContent).toContain("AI image");
    expect(row.textContent).toContain("Refunded");
    expect(row.textContent).toContain("Generation task");
    expect(row.textContent).toContain("task-9");
    expect(row.textContent).toContain("-4");
    expect(screen.getByTestId("credit-summary").textContent).toContain("3 AI credits");
    fireEvent.click(screen.getByRole("button", { name: "Older" }));
    await waitFor(() => expect(screen.getByTestId("credit-row").textContent).toContain("Sign-up bonus"));
    expect(screen.getByTestId("credit-row").textContent).toContain("+24");
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("page=2"))).toBe(true);
  });

  it("the home page shows the costs the server enforces", async () => {
    mockApi({
      "/api/credits/costs": {
        costs: { kinds: {}, aiImage: 5, minimumImageCharge: 5, aiEdit: 4, download: { jpg: 2, png: 2, svg: 5 } },
        registerGrant: 30,
        proMonthlyCredits: 600,
        freeAiCreditsPerDay: 8,
        freeDownloadsPerDay: 3,
      },
    });
    renderWithProviders(<CreditsSection />);
    await waitFor(() => expect(document.body.textContent).toContain("a generated image costs 5 credits"));
    // Pro and credit packs are not on sale yet (the payments area is off): the grant is what is true.
    if (productAreas.payments.ready) expect(document.body.textContent).toContain("600 AI credits a month");
    else expect(document.body.textContent).toContain("A new account starts with 30 AI credits.");
  });

  it("asks a visitor to sign in", async () => {
    mockApi({ "/api/user": null });
    renderWithProviders(<CreditHistoryPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(loginPanelStore.getSnapshot().open).toBe(true);
  });
});

describe("generation gate", () => {
  it("starts what the credits pay for, and opens login or the payment dialog at zero", () => {
    const free = { id: 1, ai_credits: 8, freeCredits: 0, vip: false, super_vip: false, vip_ends_at: null, is_admin: false, designer_type: 0, partner: null };
    expect(runGenerationGate({ user: free, cost: 4, freeAiCreditsPerDay: 0, requested: 4 })).toEqual({ times: 2, lack: true, action: "proceed" });
    expect(limitModalStore.getSnapshot()).toBeNull();
    expect(runGenerationGate({ user: null, cost: 4, freeAiCreditsPerDay: 0 }).action).toBe("login");
    expect(loginPanelStore.getSnapshot().open).toBe(true);
    // Spec 01 gate step 5: the payment dialog, headed by the limit the server would name; a Pro
    // member out of credits sees the credit packs first.
    expect(runGenerationGate({ user: { ...free, ai_credits: 0, vip: true }, cost: 4, freeAiCreditsPerDay: 8 }).action).toBe("payment");
    expect(paymentStore.getSnapshot()).toEqual({ tab: "credits", reason: "AI_CREDITS_MONTH" });
    // A free user with today's allowance spent: the limit the server names, and Pro first.
    expect(runGenerationGate({ user: { ...free, ai_credits: 0 }, cost: 4, freeAiCreditsPerDay: 8 }).action).toBe("payment");
    expect(paymentStore.getSnapshot()).toEqual({ tab: "pro", reason: "FREE_AI_LIMIT" });
    expect(runGenerationGate({ user: { ...free, ai_credits: 0 }, cost: 4, freeAiCreditsPerDay: 0, purchasedOnly: true }).action).toBe("payment");
    expect(paymentStore.getSnapshot()).toEqual({ tab: "pro", reason: "AI_LIMIT" });
    expect(limitModalStore.getSnapshot()).toBeNull();
    // A session the server issued to an embedding partner: the partner pays, nothing stops.
    expect(runGenerationGate({ user: { ...free, ai_credits: 0, partner: "acme" }, cost: 4, freeAiCreditsPerDay: 0, requested: 3 })).toMatchObject({
      times: 3,
      action: "proceed",
    });
  });
});
