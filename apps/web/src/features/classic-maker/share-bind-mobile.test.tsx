import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render-app";
import { sessionUserFixture } from "../../testing/fixtures";
import { currentUserQueryKey } from "../auth/hooks/use-current-user";
import { ShareDialog } from "./components/ShareDialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = "B".repeat(32);
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (data: unknown) => answer(200, { code: 200, data, msg: "success" });
const options = (variant: "en" | "cn") => ({ variant, captcha: "off", google: null, facebook: null, password: true, emailLink: true, emailCode: true });
const link = { token, url: `http://localhost:3000/share/${token}`, poster_url: `/api/share/${token}/poster.png`, likes: 0, threshold: 30, unlocked: false };

function server(variant: "en" | "cn", mobile: string | null) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  let bound = mobile;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
      if (url === "/api/auth/options") return ok(options(variant));
      if (url === "/api/user") return ok(sessionUserFixture({ mobile: bound }));
      if (url === "/api/captcha/challenge") return ok(null);
      if (url === "/api/sms/send") return ok({ sent: true, wait_seconds: 60 });
      if (url === "/api/user/mobile") {
        bound = "13800138000";
        return ok({ mobile: bound });
      }
      if (url.endsWith("/share") && method === "POST")
        return variant === "cn" && !bound ? answer(403, { code: 403, data: null, msg: "请先绑定手机号", error: "MOBILE_NOT_BOUND" }) : ok(link);
      return answer(404, { code: 404, data: null, msg: "Not found.", error: "NOT_FOUND" });
    }),
  );
  return calls;
}

describe("the bind-mobile dialog before a share on the cn site", () => {
  it("asks for the mobile and the SMS code, binds them, then makes the share link", async () => {
    const calls = server("cn", null);
    // What the page already knows (the signed-in user, the site's options) decides at once.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(currentUserQueryKey, sessionUserFixture({ mobile: null }));
    queryClient.setQueryData(["auth-options"], options("cn"));
    renderWithProviders(<ShareDialog faId={7} name="港湾松林" onClose={() => undefined} />, { language: "zh", queryClient });
    expect(await screen.findByText("分享 LOGO 获取免费下载需要先为账号绑定手机号，我们将通过短信发送验证码。")).toBeTruthy();
    // The browser's check came first: no share was asked for yet.
    expect(calls.some((call) => call.url.endsWith("/share"))).toBe(false);
    fireEvent.click(screen.getByTestId("bind-mobile-send"));
    expect((await screen.findByRole("alert")).textContent).toBe("请输入您的手机号码");
    fireEvent.change(screen.getByTestId("bind-mobile-number"), { target: { value: "13800138000" } });
    fireEvent.click(screen.getByTestId("bind-mobile-send"));
    await waitFor(() => expect(calls).toContainEqual({ method: "POST", url: "/api/sms/send", body: { mobile: "13800138000", gtoken: "" } }));
    fireEvent.change(screen.getByTestId("bind-mobile-code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByTestId("bind-mobile-submit"));
    expect(await screen.findByRole("img", { name: /港湾松林/ })).toBeTruthy();
    expect(calls).toContainEqual({ method: "POST", url: "/api/user/mobile", body: { mobile: "13800138000", code: "123456" } });
    expect(calls.filter((call) => call.url === "/api/user/favourite/7/share")).toHaveLength(1);
  });

  it("opens the dialog when the server says MOBILE_NOT_BOUND although the page thought the number bound", async () => {
    // The session says bound (stale): the share is asked, refused, and the dialog opens in English.
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/api/user") return ok(sessionUserFixture({ mobile: "13900139000" }));
        if (url.endsWith("/share")) return answer(403, { code: 403, data: null, msg: "Please bind your mobile number first.", error: "MOBILE_NOT_BOUND" });
        return ok(url === "/api/auth/options" ? options("cn") : null);
      }),
    );
    renderWithProviders(<ShareDialog faId={7} name="Harbor" onClose={() => undefined} />);
    expect(await screen.findByText("Bind your mobile number")).toBeTruthy();
    expect(screen.queryByText("Share failed")).toBeNull();
    expect(screen.getByTestId("bind-mobile-number")).toBeTruthy();
  });

  it("never asks on the English site", async () => {
    const calls = server("en", null);
    renderWithProviders(<ShareDialog faId={7} name="Harbor" onClose={() => undefined} />);
    expect(await screen.findByRole("img", { name: "Share poster of Harbor" })).toBeTruthy();
    expect(screen.queryByTestId("bind-mobile")).toBeNull();
    expect(calls.some((call) => call.url === "/api/user/favourite/7/share")).toBe(true);
  });
});
