import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LogoApiKey, LogoApiUsage } from "@studio/contracts";
import { renderWithProviders } from "../../testing/render-app";
import { AdminLogoApiPage } from "./AdminLogoApiPage";
import { PartnerLogoApiPage } from "./PartnerLogoApiPage";

const record: LogoApiKey = {
  id: 7,
  name: "Acme",
  kind: "api",
  prefix: "lk_AbCdE",
  webhook: null,
  ratePerMinute: 60,
  monthlyQuota: 10000,
  createdAt: "2026-11-26T01:00:00.000Z",
  revokedAt: null,
  monthCalls: 3,
  monthLogos: 12,
};
const usage: LogoApiUsage = {
  name: "Acme",
  kind: "api",
  ratePerMinute: 60,
  monthlyQuota: 10000,
  monthCalls: 3,
  monthLogos: 12,
  days: [{ day: "2026-11-26", calls: 3, logos: 12 }],
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function mockServer() {
  const calls: { url: string; method: string; body: unknown; apiKey: string | null }[] = [];
  let keys = [record];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const headers = new Headers(init?.headers);
      calls.push({
        url: url.pathname,
        method: init?.method ?? "GET",
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        apiKey: headers.get("ApiKey"),
      });
      if (url.pathname === "/api/admin/logo-api/keys" && init?.method === "POST") {
        const created = { ...record, id: 8, name: "Beta", prefix: "lk_ZyXwV", monthCalls: 0, monthLogos: 0 };
        keys = [created, ...keys];
        return json(200, { code: 200, data: { key: "lk_ZyXwVutsrq", webhookSecret: null, record: created }, msg: "success" });
      }
      if (url.pathname === "/api/admin/logo-api/keys") return json(200, { code: 200, data: { list: keys }, msg: "success" });
      if (url.pathname === "/api/admin/logo-api/keys/7/revoke") {
        keys = keys.map((key) => (key.id === 7 ? { ...key, revokedAt: "2026-11-27T01:00:00.000Z" } : key));
        return json(200, { code: 200, data: keys.find((key) => key.id === 7), msg: "success" });
      }
      if (url.pathname === "/logoapi/usage") {
        if (headers.get("ApiKey") !== "lk_good") return json(401, { code: 401, data: null, msg: "Unknown API key.", error: "UNAUTHORIZED" });
        return json(200, { code: 200, data: usage, msg: "success" });
      }
      return json(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AdminLogoApiPage", () => {
  it("issues a key and shows it once, lists keys by prefix with this month's usage, and revokes after a confirmation", async () => {
    const calls = mockServer();
    vi.stubGlobal("confirm", () => true);
    renderWithProviders(<AdminLogoApiPage />, { url: "/admin/logo-api" });
    const row = await screen.findByTestId("logo-api-key-row");
    expect(within(row).getByTestId("logo-api-key-month").textContent).toContain("3 of 10000 calls, 12 logos");
    fireEvent.change(screen.getByTestId("logo-api-name"), { target: { value: "Beta" } });
    fireEvent.click(screen.getByTestId("logo-api-create"));
    expect((await screen.findByTestId("logo-api-issued-key")).textContent).toBe("lk_ZyXwVutsrq");
    expect(calls).toContainEqual(
      expect.objectContaining({ url: "/api/admin/logo-api/keys", method: "POST", body: { name: "Beta", kind: "api", ratePerMinute: 60, monthlyQuota: 10000 } }),
    );
    await screen.findByText("Beta");
    const acme = screen.getAllByTestId("logo-api-key-row").find((element) => element.textContent?.includes("Acme"));
    fireEvent.click(within(acme!).getByTestId("logo-api-revoke"));
    expect(await screen.findByText(/^Revoked /)).toBeTruthy();
  });
});

describe("PartnerLogoApiPage", () => {
  it("shows the docs, and a key's usage; an unknown key is told so without signing anyone out", async () => {
    const calls = mockServer();
    renderWithProviders(<PartnerLogoApiPage />, { url: "/logo-api", language: "zh" });
    expect((await screen.findByTestId("logo-api-fields")).textContent).toContain("4、6、8、10 或 12");
    expect(screen.getByTestId("logo-api-curl").textContent).toContain("/logoapi/async/logo?name=");
    fireEvent.change(screen.getByTestId("logo-api-partner-key"), { target: { value: "lk_bad" } });
    fireEvent.click(screen.getByTestId("logo-api-partner-show"));
    expect((await screen.findByRole("alert")).textContent).toBe("该密钥不存在或已被吊销。");
    fireEvent.change(screen.getByTestId("logo-api-partner-key"), { target: { value: "lk_good" } });
    fireEvent.click(screen.getByTestId("logo-api-partner-show"));
    expect((await screen.findByTestId("logo-api-partner-month")).textContent).toBe("3 次调用，12 个标志");
    expect(screen.getByTestId("logo-api-usage").textContent).toContain("2026-11-26");
    expect(calls.filter((call) => call.url === "/logoapi/usage").map((call) => call.apiKey)).toEqual(["lk_bad", "lk_good"]);
  });
});
