import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { HomePage } from "../pages/home-page";

/** Answers the page's GET /api/health (the footer's call) with the given status and body. */
async function answerHealth(page: Page, status: number, body: Record<string, unknown>) {
  const seen: Array<Record<string, string>> = [];
  await page.route("**/api/health", async (route) => {
    seen.push(route.request().headers());
    await route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
  });
  return seen;
}

describe("failed API calls", () => {
  const browser = useBrowser();

  it("shows the server's message in an error toast on a 500", async () => {
    const { page } = await browser.newPage();
    const requests = await answerHealth(page, 500, { code: 500, data: null, msg: "Database is down", error: "INTERNAL" });
    const home = new HomePage(page, browser.baseURL);
    await home.open("?lang=en");
    await home.toasts.first().waitFor();
    expect(await home.toasts.allTextContents()).toEqual([expect.stringContaining("Database is down")]);
    expect(await home.toasts.first().getAttribute("role")).toBe("alert");
    await screenshot(page, "toast-en");

    // Every call carries the ajax marker and echoes the readable CSRF cookie.
    const cookies = await page.context().cookies();
    const csrf = cookies.find((cookie) => cookie.name === "csrf_token")?.value;
    expect(csrf).toBeTruthy();
    expect(requests[0]?.["x-requested-with"]).toBe("XMLHttpRequest");
    expect(requests[0]?.["x-csrf-token"]).toBe(csrf);
  });

  it("falls back to 'Error is occured.' when the 500 has no message", async () => {
    const { page } = await browser.newPage();
    await answerHealth(page, 500, { code: 500, data: null, msg: "", error: "INTERNAL" });
    const home = new HomePage(page, browser.baseURL);
    await home.open("?lang=en");
    await home.toasts.first().waitFor();
    expect(await home.toasts.first().textContent()).toContain("Error is occured.");
  });

  it("uses the Chinese fallback on the Chinese page", async () => {
    const { page } = await browser.newPage();
    await answerHealth(page, 503, { code: 503, data: null, msg: "", error: "UNAVAILABLE" });
    const home = new HomePage(page, browser.baseURL);
    await home.open("?lang=zh");
    await home.toasts.first().waitFor();
    expect(await home.toasts.first().textContent()).toContain("出错了。");
  });
});

describe("dialogs opened by the API client", () => {
  const browser = useBrowser();

  it("opens the login panel on 401: focus stays inside on Tab, Escape closes it", async () => {
    const { page } = await browser.newPage();
    await answerHealth(page, 401, { code: 401, data: null, msg: "Please sign in.", error: "UNAUTHORIZED" });
    const home = new HomePage(page, browser.baseURL);
    await home.open("?lang=en");
    await home.dialog.waitFor();
    expect(await home.dialog.getAttribute("aria-modal")).toBe("true");
    // The panel says why it opened, above the sign-in views of the accounts feature.
    expect(await page.getByTestId("login-panel").textContent()).toContain("Your session has ended. Sign in again to continue.");
    await screenshot(page, "login-panel-en");

    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press(step % 2 === 0 ? "Tab" : "Shift+Tab");
      expect(await home.focusInDialog()).toBe(true);
    }
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press("Tab");
      expect(await home.focusInDialog()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await home.dialog.waitFor({ state: "detached" });
    expect(await home.toasts.count()).toBe(0);
  });

  it("opens the limit modal on 403 and closes it with its button", async () => {
    const { page } = await browser.newPage();
    await answerHealth(page, 403, { code: 403, data: null, msg: "Free downloads reached for today!", error: "FORBIDDEN" });
    const home = new HomePage(page, browser.baseURL);
    await home.open("?lang=zh");
    await home.dialog.waitFor();
    expect(await page.getByTestId("limit-modal").textContent()).toBe("您无权进行此操作。");
    await home.dialog.getByRole("button", { name: "确定" }).click();
    await home.dialog.waitFor({ state: "detached" });
  });
});
