import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBrowser } from "../harness/fixture";
import { startServer, type RunningServer } from "../harness/server";
import { AuthPage } from "../pages/auth-page";

/** The Chinese variant runs as its own server (SITE_VARIANT=cn). */
describe("accounts, Chinese variant", () => {
  const browser = useBrowser();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SITE_VARIANT: "cn" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("signs in through the sandbox QR scanned in another tab", async () => {
    const { page } = await browser.newPage();
    const app = new AuthPage(page, server.baseURL);
    await app.goto("/?lang=zh");
    await app.visitorAvatar.click();
    await app.loginPanel.waitFor();
    const qr = page.getByTestId("qr-image");
    await qr.waitFor();
    const url = (await qr.getAttribute("data-url")) ?? "";
    expect(url).toContain("/wechat/scan?uuid=");

    const phone = await page.context().newPage();
    await phone.goto(url);
    await phone.getByRole("button", { name: "确认登录" }).click();
    await phone.getByRole("status").waitFor();

    // The panel polls every 3 s and signs in when the scan is confirmed.
    await app.avatarMenu.waitFor({ timeout: 10_000 });
    expect(await app.loginPanel.count()).toBe(0);
  });

  it("checks the mobile number in Chinese", async () => {
    const { page } = await browser.newPage();
    const app = new AuthPage(page, server.baseURL);
    await app.goto("/?lang=zh");
    await app.visitorAvatar.click();
    await page.getByRole("tab", { name: "手机登录" }).click();
    await page.getByTestId("auth-mobile-view").getByRole("button", { name: "登录", exact: true }).click();
    expect(await page.getByRole("alert").textContent()).toBe("请输入您的手机号码");
    await page.locator("#auth-mobile").fill("12345678901");
    await page.getByTestId("auth-mobile-view").getByRole("button", { name: "登录", exact: true }).click();
    expect(await page.getByRole("alert").textContent()).toBe("请输入正确的手机号码");
  });
});
