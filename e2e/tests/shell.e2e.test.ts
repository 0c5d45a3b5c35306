import { describe, expect, it } from "vitest";
import { phone } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { HomePage } from "../pages/home-page";

const wechatPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI Language/zh_CN miniProgram";

describe("app shell", () => {
  const browser = useBrowser();

  it("marks in-app browsers on the root element", async () => {
    const { page } = await browser.newPage(phone, { userAgent: wechatPhone });
    const home = new HomePage(page, browser.baseURL);
    await home.open();
    // env-* are set before the first render, is-mobile by the layout's effect after it.
    await expect
      .poll(async () => ((await page.locator("html").getAttribute("class")) ?? "").split(" "))
      .toEqual(expect.arrayContaining(["env-wechat", "env-miniprogram", "env-in-app", "is-mobile"]));
  });

  it("adds no in-app classes in an ordinary desktop browser", async () => {
    const { page } = await browser.newPage();
    const home = new HomePage(page, browser.baseURL);
    await home.open();
    expect((await page.locator("html").getAttribute("class")) ?? "").not.toContain("env-");
  });

  it("shows back-to-top after scrolling past 512 px and scrolls up with it", async () => {
    const { page } = await browser.newPage(phone);
    const home = new HomePage(page, browser.baseURL);
    await home.open("?lang=en");
    const button = page.getByRole("button", { name: "Back to top" });
    await page.evaluate("window.scrollTo(0, 400)");
    // The page scrolls smoothly: wait until it is there, then give the 30 ms scroll debounce time
    // to (not) show the button; nothing appears to wait for in this absence check.
    await expect.poll(() => page.evaluate("window.scrollY")).toBe(400);
    await page.waitForTimeout(120);
    expect(await button.count()).toBe(0);
    await page.evaluate("window.scrollTo(0, 1200)");
    await button.waitFor();
    await button.click();
    // Polled from the test: waitForFunction with a string needs eval, which the CSP forbids.
    await expect.poll(() => page.evaluate("window.scrollY")).toBe(0);
    await button.waitFor({ state: "detached" });
  });

  it("lets keyboard users skip to the content", async () => {
    const { page } = await browser.newPage();
    const home = new HomePage(page, browser.baseURL);
    await home.open("?lang=en");
    await page.keyboard.press("Tab");
    expect(await page.evaluate("document.activeElement?.textContent")).toBe("Skip to content");
    await page.keyboard.press("Enter");
    expect(await page.evaluate("document.activeElement?.id")).toBe("main");
  });
});
