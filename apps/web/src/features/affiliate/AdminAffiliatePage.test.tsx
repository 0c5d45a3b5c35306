import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { AdminAffiliatePage } from "./AdminAffiliatePage";

const withdrawal = {
  id: 7,
  amount: 5000,
  fee: 100,
  net: 4900,
  currency: "USD",
  state: "requested",
  reason: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  decidedAt: null,
  partnerId: 3,
  email: "partner@example.test",
  message: "PayPal partner@example.test",
};

const json = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, data, msg: "success" }), { status: 200, headers: { "content-type": "application/json" } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AdminAffiliatePage", () => {
  it("rejects a withdrawal with the reason typed in the page's own dialog, and sends nothing when cancelled", async () => {
    const posts: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (init?.method === "POST") {
          posts.push({ url, body: JSON.parse(String(init.body)) });
          return json({ ...withdrawal, state: "rejected", reason: "Wrong account" });
        }
        if (url.includes("/api/admin/affiliate/partners")) return json({ list: [], total: 0, page: 1, size: 100 });
        return json({ list: [withdrawal] });
      }),
    );
    renderWithProviders(<AdminAffiliatePage />);
    const reject = await screen.findByTestId("affiliate-admin-reject-withdrawal");

    fireEvent.click(reject);
    fireEvent.change(await screen.findByLabelText("Reason"), { target: { value: "Wrong account" } });
    fireEvent.click(screen.getByText("Cancel"));
    expect(screen.queryByTestId("affiliate-admin-reason")).toBeNull();
    expect(posts).toEqual([]);

    fireEvent.click(reject);
    fireEvent.change(await screen.findByLabelText("Reason"), { target: { value: "  Wrong account " } });
    fireEvent.click(screen.getByTestId("affiliate-admin-reason-submit"));
    await waitFor(() =>
      expect(posts).toEqual([{ url: expect.stringContaining("/api/admin/affiliate/withdrawals/7/reject"), body: { reason: "Wrong account" } }]),
    );
    expect(screen.queryByTestId("affiliate-admin-reason")).toBeNull();
  });

  it("tells a signed-in user who is not an admin so, without the lists", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 403, data: null, msg: "Administrators only.", error: "FORBIDDEN" }), {
            status: 403,
            headers: { "content-type": "application/json" },
          }),
      ),
    );
    renderWithProviders(<AdminAffiliatePage />);
    expect((await screen.findByRole("alert")).textContent).toBe("Only administrators can manage the affiliate programme.");
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});
