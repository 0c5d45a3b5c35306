import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DesignerOrder } from "@studio/contracts";
import { sessionUserFixture } from "../../testing/fixtures";
import { renderWithProviders } from "../../testing/render-app";
import { DesignerPage } from "./components/DesignerPage";

const order: DesignerOrder = {
  orderId: "ord_1",
  product: "designer-fix",
  state: "fulfilled",
  amount: 4000,
  currency: "USD",
  designId: "task:abc:0",
  request: "Make the cup larger",
  buyer: "buyer@example.test",
  paidAt: "2026-11-26T01:00:00.000Z",
  answerBy: "2026-11-29T01:00:00.000Z",
  revisionsUsed: 0,
  revisionsMax: 3,
  open: true,
  answers: [],
};

function mockServer(options: { admin: boolean; status?: number }) {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      if (init?.method === "POST") calls.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
      if (url.pathname === "/api/user")
        return json(200, { code: 200, data: sessionUserFixture({ is_admin: options.admin, designer_type: 1 }), msg: "success" });
      if (url.pathname === "/api/designer/orders") {
        if (options.status) return json(options.status, { code: options.status, data: null, msg: "no", error: "FORBIDDEN" });
        return json(200, { code: 200, data: { items: [order], total: 1, page: 1, size: 20 }, msg: "success" });
      }
      if (url.pathname === "/api/designer/orders/ord_1/answers") {
        const answered = {
          ...order,
          revisionsUsed: 1,
          answers: [{ id: 1, status: "revision", reply: "Done", designer: "d@example.test", createdAt: order.paidAt }],
        };
        return json(200, { code: 200, data: answered, msg: "success" });
      }
      if (url.pathname === "/api/admin/designers") return json(200, { code: 200, data: { items: [] }, msg: "success" });
      return json(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("DesignerPage", () => {
  it("lists designer-fix orders and sends an answer with its status", async () => {
    const calls = mockServer({ admin: false });
    renderWithProviders(<DesignerPage />, { url: "/designer" });
    const card = await screen.findByTestId("designer-order");
    expect(card.textContent).toContain("Make the cup larger");
    expect(within(card).getByTestId("designer-revisions").textContent).toBe("Revisions: 0 of 3");
    fireEvent.change(within(card).getByTestId("designer-answer-status"), { target: { value: "revision" } });
    fireEvent.change(within(card).getByTestId("designer-answer-reply"), { target: { value: "Done" } });
    fireEvent.click(within(card).getByTestId("designer-answer-send"));
    expect(await screen.findByText("Answer sent to the buyer.")).toBeTruthy();
    expect(calls).toContainEqual({ url: "/api/designer/orders/ord_1/answers", body: { status: "revision", reply: "Done" } });
    expect(screen.queryByTestId("designer-admin")).toBeNull();
  });

  it("tells a user who is not a designer; admins get the designers form", async () => {
    mockServer({ admin: false, status: 403 });
    renderWithProviders(<DesignerPage />, { url: "/designer" });
    expect((await screen.findByRole("alert")).textContent).toContain("Only designers can see this page.");
    cleanup();
    mockServer({ admin: true });
    renderWithProviders(<DesignerPage />, { url: "/designer" });
    expect(await screen.findByTestId("designer-admin")).toBeTruthy();
  });
});
