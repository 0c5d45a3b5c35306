import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import type { LedgerEntry } from "./api/credits-api";
import { CreditHistoryPage } from "./components/CreditHistoryPage";
import { pairRefunds } from "./refund-pairs";
import { creditSummaryFixture, sessionUserFixture } from "../../testing/fixtures";

const user = sessionUserFixture({ ai_credits: 20 });
const summary = creditSummaryFixture({ ai_credits: 20 });

function entry(over: Partial<LedgerEntry>): LedgerEntry {
  return {
    id: 1,
    kind: 19,
    kindName: "aiimage",
    balance: "ai_credits",
    amount: -4,
    balanceAfter: 20,
    reason: "task",
    reference: "",
    refundOf: null,
    note: "",
    createdAt: "2026-11-22T03:00:00Z",
    refunded: false,
    ...over,
  };
}

// Newest first, as the server pages it: a refund (5) of a failed task's spend (3), another spend between.
const page = [
  entry({ id: 5, amount: 4, balanceAfter: 20, reason: "refund", refundOf: 3, createdAt: "2026-11-22T03:05:00Z" }),
  entry({ id: 4, amount: -4, balanceAfter: 16, reference: "task-ok", createdAt: "2026-11-22T03:04:00Z" }),
  entry({ id: 3, amount: -4, balanceAfter: 20, reference: "task-failed", refunded: true, createdAt: "2026-11-22T03:03:00Z" }),
  entry({ id: 2, amount: 4, reason: "refund", refundOf: 1, createdAt: "2026-11-22T03:02:00Z" }),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("refunds next to the spend they return", () => {
  it("moves each refund right under its spend; one whose spend is on another page stays put", () => {
    expect(pairRefunds(page).map((row) => [row.entry.id, row.returnsAbove])).toEqual([
      [4, false],
      [3, false],
      [5, true],
      [2, false],
    ]);
  });

  it("the credit history shows the failed task's spend, tagged Refunded, with the refund right under it (en and zh)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        const data = url.startsWith("/api/user")
          ? user
          : url.startsWith("/api/credits/summary")
            ? summary
            : url.startsWith("/api/credits/history")
              ? { items: page, page: 1, size: 20, total: 4, more: false }
              : null;
        return new Response(JSON.stringify(data === null ? { code: 404, data: null, msg: "Not found." } : { code: 200, data, msg: "success" }), {
          status: data === null ? 404 : 200,
          headers: { "content-type": "application/json" },
        });
      }),
    );
    renderWithProviders(<CreditHistoryPage />);
    await waitFor(() => expect(screen.getAllByTestId("credit-row")).toHaveLength(4));
    const rows = screen.getAllByTestId("credit-row");
    expect(rows[1]?.textContent).toContain("task-failed");
    expect(rows[1]?.textContent).toContain("Refunded");
    expect(rows[2]?.getAttribute("data-refund-of")).toBe("3");
    expect(rows[2]?.textContent).toContain("the spend above was not charged");
    expect(rows[2]?.textContent).toContain("+4");
    expect(rows[3]?.textContent).not.toContain("spend above");
    cleanup();
    renderWithProviders(<CreditHistoryPage />, { language: "zh" });
    await waitFor(() => expect(screen.getAllByTestId("credit-row")).toHaveLength(4));
    expect(screen.getAllByTestId("credit-row")[2]?.textContent).toContain("上一行的扣费未收取");
  });
});
