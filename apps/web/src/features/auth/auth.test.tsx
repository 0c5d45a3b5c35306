import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/client";
import { loadMessages } from "../../i18n/i18n-setup";
import { renderWithProviders } from "../../testing/render-app";
import { runAfterSignIn, takeAfterSignIn } from "./after-sign-in";
import { authErrorText } from "./auth-error";
import { toastStore } from "../../ui/toast-store";
import { AvatarMenu } from "./components/AvatarMenu";
import { BlacklistButton } from "./components/BlacklistButton";
import { cleanCode, CodeInput } from "./components/CodeInput";
import { readAuthHash } from "./components/SignInHashHandler";
import { activeVipUntil, isProNow } from "./hooks/use-current-user";
import type { SessionUser } from "./api/auth-api";
import { sessionUserFixture } from "../../testing/fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = (fields: Partial<SessionUser> = {}): SessionUser =>
  sessionUserFixture({ id: 1, email: "ada@example.test", name: "Ada", ai_credits: 42, ...fields });

function stubUser(value: SessionUser | null) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ code: 200, data: value, msg: "success" }), { headers: { "content-type": "application/json" } })),
  );
}

describe("sign-in helpers", () => {
  it("reads a sign-in or reset secret from the URL hash only", () => {
    expect(readAuthHash("#signin=abcdefghijklmnopqrstuvwxyz_-12")).toEqual({ kind: "signin", secret: "abcdefghijklmnopqrstuvwxyz_-12" });
    expect(readAuthHash("#reset=abcdefghijklmnopqrstuvwxyz")).toMatchObject({ kind: "reset" });
    expect(readAuthHash("#signin=short")).toBeNull();
    expect(readAuthHash("#other=abcdefghijklmnopqrstuvwxyz")).toBeNull();
  });

  it("keeps digits only and cuts a pasted code to six", () => {
    expect(cleanCode(" 12a34 5678 ")).toBe("123456");
  });

  it("runs the stored callback once", () => {
    const callback = vi.fn();
    runAfterSignIn(callback);
    takeAfterSignIn()?.();
    expect(takeAfterSignIn()).toBeNull();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("shows VIP only while vip_ends_at is in the future", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    expect(activeVipUntil(user({ vip: true, vip_ends_at: "2026-07-01T00:00:00Z" }), now)).toEqual(new Date("2026-07-01T00:00:00Z"));
    expect(activeVipUntil(user({ super_vip: true, vip_ends_at: "2026-05-01T00:00:00Z" }), now)).toBeNull();
    expect(activeVipUntil(user({ vip_ends_at: "2026-07-01T00:00:00Z" }), now)).toBeNull();
  });

  it("judges Pro by the server's rule: VIP with no end date is Pro that does not expire", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    expect(isProNow(user({ vip: true, vip_ends_at: null }), now)).toBe(true);
    expect(activeVipUntil(user({ vip: true, vip_ends_at: null }), now)).toBeNull();
    expect(isProNow(user({ super_vip: true, vip_ends_at: "2026-05-01T00:00:00Z" }), now)).toBe(false);
    expect(isProNow(user({ vip_ends_at: "2026-07-01T00:00:00Z" }), now)).toBe(false);
    expect(isProNow(null, now)).toBe(false);
  });

  it("words errors in the page's language", async () => {
    // The page holds the languages it has shown; this test shows both.
    await Promise.all([loadMessages("en"), loadMessages("zh")]);
    const error = new ApiError(400, "CODE_WRONG", "Code is wrong!");
    expect(authErrorText(error, "en")).toBe("Code is wrong!");
    expect(authErrorText(error, "zh")).toBe("验证码错误！");
    expect(authErrorText(new Error("boom"), "en")).toBe("Failed!");
  });
});

describe("CodeInput", () => {
  function Harness() {
    const [code, setCode] = useState("");
    return (
      <>
        <CodeInput value={code} onChange={setCode} />
        <output>{code}</output>
      </>
    );
  }

  it("takes one digit per box, ignores letters, and fills all boxes from a paste", () => {
    renderWithProviders(<Harness />);
    const boxes = screen.getAllByRole("textbox");
    expect(boxes).toHaveLength(6);
    fireEvent.change(boxes[0] as HTMLElement, { target: { value: "7" } });
    fireEvent.change(boxes[1] as HTMLElement, { target: { value: "x" } });
    expect(screen.getByRole("status").textContent).toBe("7");
    fireEvent.paste(boxes[0] as HTMLElement, { clipboardData: { getData: () => "  987 654 321 " } });
    expect(screen.getByRole("status").textContent).toBe("987654");
  });
});

describe("AvatarMenu", () => {
  it("shows the grey 'Visitor' avatar to a visitor", async () => {
    stubUser(null);
    renderWithProviders(<AvatarMenu />);
    expect((await screen.findByTestId("visitor-avatar")).textContent).toContain("Visitor");
  });

  it("shows a user's credits, the VIP crown and a logout that asks first", async () => {
    stubUser(user({ vip: true, vip_ends_at: "2099-01-01T00:00:00Z" }));
    renderWithProviders(<AvatarMenu />, { language: "zh" });
    expect((await screen.findByTestId("avatar-credits")).textContent).toBe("42 积分");
    expect(screen.getByTestId("vip-crown")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "账号菜单" }));
    fireEvent.click(screen.getByRole("menuitem", { name: "退出登录" }));
    await waitFor(() => expect(screen.getByRole("dialog", { name: "退出登录？" })).toBeTruthy());
  });
});

describe("BlacklistButton", () => {
  it("is hidden from non-admins", async () => {
    stubUser(user());
    renderWithProviders(<BlacklistButton userId={7} />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId("blacklist-button")).toBeNull();
  });

  it("asks, shows 'Waiting please...', then 'Succeed'", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? "GET"} ${url}`);
        const data = url === "/api/user" ? user({ is_admin: true }) : { user_id: 7, blacklisted: true };
        return new Response(JSON.stringify({ code: 200, data, msg: "Succeed" }), { headers: { "content-type": "application/json" } });
      }),
    );
    renderWithProviders(<BlacklistButton userId={7} />);
    fireEvent.click(await screen.findByTestId("blacklist-button"));
    expect(screen.getByRole("dialog", { name: "Blacklist user" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(toastStore.getSnapshot().map((item) => item.message)).toContain("Waiting please...");
    await waitFor(() => expect(toastStore.getSnapshot().map((item) => item.message)).toContain("Succeed"));
    expect(calls).toContain("POST /api/user/blacklist/7");
  });
});
