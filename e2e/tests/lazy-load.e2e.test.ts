import { describe, expect, it } from "vitest";
import { useBrowser } from "../harness/fixture";
import { DownloadsPage } from "../pages/downloads-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

describe("lazy-load container (spec 01 section 2)", () => {
  const browser = useBrowser();

  it("a logo result below the fold is not requested until it is scrolled into view", async () => {
    const { page, errors } = await browser.newPage({ width: 390, height: 844 });
    const app = new DownloadsPage(page, browser.baseURL);
    await app.signInNewUser(unique("lazy"));
    // A short phone window for the results: their second row starts below its bottom edge.
    const viewport = { width: 390, height: 340 };
    await page.setViewportSize(viewport);
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/oss/ai-images/")) requested.push(new URL(request.url()).pathname);
    });
    await app.makeLogos("a coffee shop");
    await page.evaluate(() => window.scrollTo({ top: 0 }));

    const last = app.results.nth(3);
    const box = await last.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan(viewport.height);
    // Off screen: its box waits, empty, and no image of it was asked for.
    expect(await last.locator(".list-image").getAttribute("data-lazy-state")).toBe("waiting");
    expect(await last.locator("img").count()).toBe(0);
    const before = requested.length;

    await last.scrollIntoViewIfNeeded();
    const image = last.locator("img");
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    const src = (await image.getAttribute("src")) ?? "";
    expect(requested.slice(before)).toContain(new URL(src, browser.baseURL).pathname);
    expect(requested.slice(0, before)).not.toContain(new URL(src, browser.baseURL).pathname);
    expect(errors).toEqual([]);
  });
});
