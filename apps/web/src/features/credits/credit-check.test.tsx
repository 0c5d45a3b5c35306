import { defaultCreditCosts, resolveCreditCosts } from "@studio/domain";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/client";
import { sessionUserFixture } from "../../testing/fixtures";
import { renderWithProviders } from "../../testing/render-app";
import type { SessionUser } from "../auth/api/auth-api";
import { runAfterSignIn } from "../auth/after-sign-in";
import { closeLimitModal, limitModalStore } from "../limits/limit-modal-store";
import { closeLoginPanel, loginPanelStore } from "../session/login-panel-store";
import { CreditConfirmHost } from "./components/CreditConfirmHost";
import { runCreditCheck, useCreditCheck, type CreditCheckDeps, type CreditCheckOutcome } from "./credit-check";
import { askCreditConfirm, creditConfirmStore } from "./credit-confirm-store";

vi.mock("../auth/after-sign-in", () => ({ runAfterSignIn: vi.fn() }));

const base: SessionUser = sessionUserFixture();
const userWith = (fields: Partial<SessionUser>): SessionUser => ({ ...base, ...fields });

function deps(user: SessionUser | null, over: Partial<CreditCheckDeps> = {}) {
  const confirm = vi.fn(async () => true);
  const showError = vi.fn();
  const loadUser = vi.fn(async () => user);
  const all: CreditCheckDeps = {
    cachedUser: () => user,
    loadUser,
    loadCosts: async () => defaultCreditCosts,
    confirm,
    showError,
    now: () => new Date("2026-11-25T00:00:00Z"),
    ...over,
  };
  return { deps: all, confirm, showError, loadUser };
}

beforeEach(() => {
  closeLimitModal();
  closeLoginPanel();
  creditConfirmStore.set(null);
  vi.mocked(runAfterSignIn).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("runCreditCheck (spec 01 section 4)", () => {
  it("passes in SDK mode (a partner's session) without loading anything", async () => {
    const d = deps(userWith({ partner: "acme" }));
    expect(await runCreditCheck({ required: 99, confirm: true }, d.deps)).toBe("proceed");
    expect(d.loadUser).not.toHaveBeenCalled();
    expect(d.confirm).not.toHaveBeenCalled();
  });

  it("proceeds at once when credits or free credits cover the requirement and no confirm is asked for", async () => {
    expect(await runCreditCheck({ required: 4 }, deps(userWith({ ai_credits: 4 })).deps)).toBe("proceed");
    expect(await runCreditCheck({ required: 4 }, deps(userWith({ freeCredits: 4 })).deps)).toBe("proceed");
    expect(limitModalStore.getSnapshot()).toBeNull();
  });

  it("asks to confirm only when credits > 0 and the requirement > 1; declining is a silent cancel", async () => {
    const yes = deps(userWith({ ai_credits: 8 }));
    expect(await runCreditCheck({ required: 4, confirm: true }, yes.deps)).toBe("proceed");
    expect(yes.confirm).toHaveBeenCalledWith(4);

    const no = deps(userWith({ ai_credits: 8 }), { confirm: vi.fn(async () => false) });
    expect(await runCreditCheck({ required: 4, confirm: true }, no.deps)).toBe("cancel");
    expect(no.showError).not.toHaveBeenCalled();
    expect(loginPanelStore.getSnapshot().open).toBe(false);
    expect(limitModalStore.getSnapshot()).toBeNull();

    // A requirement of 1, or free credits only (credits 0): no question.
    const one = deps(userWith({ ai_credits: 8 }));
    expect(await runCreditCheck({ required: 1, confirm: true }, one.deps)).toBe("proceed");
    const free = deps(userWith({ freeCredits: 8 }));
    expect(await runCreditCheck({ required: 4, confirm: true }, free.deps)).toBe("proceed");
    expect([...one.confirm.mock.calls, ...free.confirm.mock.calls]).toEqual([]);
  });

  it("a visitor gets the login panel, and the action is retried after sign-in", async () => {
    const retry = vi.fn();
    expect(await runCreditCheck({ required: 4, retry }, deps(null).deps)).toBe("login");
    expect(loginPanelStore.getSnapshot().open).toBe(true);
    expect(runAfterSignIn).toHaveBeenCalledWith(retry);
  });

  it("a 401 while loading the user is the spec's thrown 'login': the login panel, no error message", async () => {
    const d = deps(null, { loadUser: vi.fn(async () => Promise.reject(new ApiError(401, "UNAUTHORIZED", "Please sign in."))) });
    expect(await runCreditCheck({ required: 4 }, d.deps)).toBe("login");
    expect(loginPanelStore.getSnapshot().open).toBe(true);
    expect(d.showError).not.toHaveBeenCalled();
  });

  it("a Pro member who is short gets the recharge dialog, anyone else the upgrade tips", async () => {
    expect(await runCreditCheck({ required: 4 }, deps(userWith({ ai_credits: 3, vip: true })).deps)).toBe("recharge");
    expect(limitModalStore.getSnapshot()?.error).toBe("AI_CREDITS_MONTH");
    // A VIP past its end date is not Pro (the one isPro rule of @studio/domain).
    expect(await runCreditCheck({ required: 4 }, deps(userWith({ ai_credits: 3, vip: true, vip_ends_at: "2026-01-01T00:00:00Z" })).deps)).toBe("upgrade");
    expect(limitModalStore.getSnapshot()?.error).toBe("AI_LIMIT");
    expect(await runCreditCheck({ required: 5, freeCreditsPay: false, upgradeLimit: "FREE_DOWNLOAD_LIMIT" }, deps(userWith({ freeCredits: 8 })).deps)).toBe(
      "upgrade",
    );
    expect(limitModalStore.getSnapshot()?.error).toBe("FREE_DOWNLOAD_LIMIT");
  });

  it("looks a named requirement up in the cost table in force", async () => {
    const costs = resolveCreditCosts({ kinds: { matting: 6 }, aiEdit: 9 });
    const rich = deps(userWith({ ai_credits: 6 }), { loadCosts: async () => costs });
    expect(await runCreditCheck({ required: "matting", confirm: true }, rich.deps)).toBe("proceed");
    expect(rich.confirm).toHaveBeenCalledWith(6);
    expect(await runCreditCheck({ required: "aidesign.ai-image.edit" }, rich.deps)).toBe("upgrade");
  });

  it("shows any other failure and stops", async () => {
    const failing = deps(null, { loadUser: vi.fn(async () => Promise.reject(new Error("offline"))) });
    expect(await runCreditCheck({ required: 4 }, failing.deps)).toBe("error");
    expect(failing.showError).toHaveBeenCalledTimes(1);
    const unpriced = deps(userWith({ ai_credits: 9 }));
    expect(await runCreditCheck({ required: "no-such-tool" }, unpriced.deps)).toBe("error");
    expect(unpriced.showError).toHaveBeenCalledTimes(1);
  });
});

describe("the confirm dialog", () => {
  it("Continue answers yes, Cancel no, and a second question answers the open one with no", async () => {
    renderWithProviders(<CreditConfirmHost />);
    let first: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = askCreditConfirm(5);
    });
    expect(screen.getByTestId("credit-confirm").textContent).toBe("This uses 5 credits. Continue?");
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      second = askCreditConfirm(6);
    });
    expect(await first).toBe(false);
    expect(screen.getByTestId("credit-confirm").textContent).toBe("This uses 6 credits. Continue?");
    fireEvent.click(screen.getByTestId("credit-confirm-continue"));
    expect(await second).toBe(true);
    await waitFor(() => expect(screen.queryByTestId("credit-confirm")).toBeNull());

    let third: Promise<boolean> = Promise.resolve(true);
    act(() => {
      third = askCreditConfirm(2);
    });
    fireEvent.click(screen.getByTestId("credit-confirm-cancel"));
    expect(await third).toBe(false);
  });
});

/** A button that spends through the wired hook, so the test runs it like a page does. */
function SpendButton({ required }: { required: string }) {
  const check = useCreditCheck();
  const [outcome, setOutcome] = useState<CreditCheckOutcome | null>(null);
  return (
    <button type="button" onClick={() => void check({ required, confirm: true }).then(setOutcome)}>
      {outcome ?? "spend"}
    </button>
  );
}

describe("useCreditCheck", () => {
  it("loads the user and the operator's costs from the server and asks with that figure", async () => {
    const costs = resolveCreditCosts({ aiEdit: 7 });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const data = url.startsWith("/api/credits/costs")
        ? { costs, registerGrant: 24, proMonthlyCredits: 500, freeAiCreditsPerDay: 8, freeDownloadsPerDay: 3 }
        : url.startsWith("/api/user")
          ? userWith({ ai_credits: 10 })
          : null;
      return new Response(JSON.stringify({ code: 200, data, msg: "success" }), { status: 200, headers: { "content-type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(
      <>
        <SpendButton required="aidesign.ai-image.edit" />
        <CreditConfirmHost />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "spend" }));
    await waitFor(() => expect(screen.getByTestId("credit-confirm").textContent).toBe("This uses 7 credits. Continue?"));
    fireEvent.click(screen.getByTestId("credit-confirm-continue"));
    await waitFor(() => expect(screen.getByRole("button", { name: "proceed" })).toBeTruthy());
    expect(fetchMock.mock.calls.map(([input]) => String(input).split("?")[0])).toEqual(expect.arrayContaining(["/api/user", "/api/credits/costs"]));
  });
});
