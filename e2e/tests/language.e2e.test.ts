import { describe, expect, it } from "vitest";
import { phone, screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { HomePage } from "../pages/home-page";

const zhTitle = "用 AI 设计你的品牌，从标志到上线";
const enTitle = "Design your brand with AI, from logo to launch";

describe("home page and language", () => {
  const browser = useBrowser();

  it("renders in Chinese by default, with the server's version in the footer", async () => {
    const { page, errors } = await browser.newPage();
    const home = new HomePage(page, browser.baseURL);
    await home.open();
    expect(await home.headingText()).toBe(zhTitle);
    expect(await home.htmlLang()).toBe("zh-CN");
    expect(await home.languageLink("zh").getAttribute("aria-current")).toBe("true");
    await home.serverVersion.waitFor();
    expect(await home.serverVersion.textContent()).toMatch(/^版本 \d+\.\d+\.\d+/);
    await screenshot(page, "home-zh-desktop");
    expect(errors).toEqual([]);
  });

  it("renders in English with ?lang=en and remembers the choice", async () => {
    const { page, errors } = await browser.newPage();
    const home = new HomePage(page, browser.baseURL);
    await home.open("?lang=en");
    expect(await home.headingText()).toBe(enTitle);
    expect(await home.htmlLang()).toBe("en");
    // index.html's title is replaced by the translated one in an effect after the first render.
    await expect.poll(() => page.title()).toContain("AI logo maker");
    await screenshot(page, "home-en-desktop");

    // Without the parameter the remembered language is used, also after a reload.
    await home.open();
    expect(await home.headingText()).toBe(enTitle);
    await page.reload();
    await home.heading.waitFor();
    expect(await home.headingText()).toBe(enTitle);

    // An invalid value is ignored rather than breaking the page.
    await home.open("?lang=fr");
    expect(await home.headingText()).toBe(enTitle);
    expect(errors).toEqual([]);
  });

  it("switches language with the header links, without a reload", async () => {
    const { page } = await browser.newPage();
    const home = new HomePage(page, browser.baseURL);
    await home.open("?lang=en");
    await page.evaluate("window.__sameDocument = true");
    await home.languageLink("zh").click();
    await expect.poll(() => home.htmlLang()).toBe("zh-CN");
    expect(await home.headingText()).toBe(zhTitle);
    expect(new URL(page.url()).searchParams.get("lang")).toBe("zh");
    expect(await page.evaluate("window.__sameDocument")).toBe(true);
  });

  for (const language of ["zh", "en"] as const) {
    it(`fits a 390 px wide phone in ${language}`, async () => {
      const { page, errors } = await browser.newPage(phone);
      const home = new HomePage(page, browser.baseURL);
      await home.open(`?lang=${language}`);
      expect(await home.overflowsHorizontally()).toBe(false);
      // Set by the layout's effect after the first render, not with the page's heading.
      await expect.poll(() => page.locator("html").getAttribute("class")).toContain("is-mobile");
      await screenshot(page, `home-${language}-phone`);
      expect(errors).toEqual([]);
    });
  }
});
