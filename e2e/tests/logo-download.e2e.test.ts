import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { desktop, phone, screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { icoSizes, unzip } from "../harness/zip";
import { DownloadsPage } from "../pages/downloads-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** Alpha of the four corner pixels. */
async function cornerAlphas(png: Buffer): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3] ?? -1;
  return [alpha(0, 0), alpha(info.width - 1, 0), alpha(0, info.height - 1), alpha(info.width - 1, info.height - 1)];
}

describe("logo downloads", () => {
  const browser = useBrowser();

  it("a new user downloads a transparent PNG (-2), a vector SVG (-5), the PNG again for free, and the favicon package", async () => {
    const { page, errors } = await browser.newPage();
    const app = new DownloadsPage(page, browser.baseURL);
    // A fresh install has no logo style data file yet: that 404 is expected, any other is not.
    const missing: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname);
    });
    await app.signInNewUser(unique("download"));
    // Today's 3 free downloads go first (the server's order); spend them so the credits show.
    for (const n of [1, 2, 3]) expect((await app.writeOff(`e2e-free-${n}`, { type: "download", format: "jpg" })).status).toBe(200);

    await app.makeLogos("a coffee shop");
    expect(await app.results.count()).toBe(4);
    await expect.poll(() => app.credits()).toBe(20);
    const card = app.results.first();

    const popover = await app.openPopover(card);
    expect(await popover.getByTestId("download-jpg").getByTestId("credit-cost").getAttribute("aria-label")).toBe("Uses 2 credits");
    expect(await popover.getByTestId("download-png").getByTestId("credit-cost").getAttribute("aria-label")).toBe("Uses 2 credits");
    expect(await popover.getByTestId("download-svg").getByTestId("credit-cost").getAttribute("aria-label")).toBe("Uses 5 credits");
    expect(await popover.getByTestId("download-paid").count()).toBe(0);
    await screenshot(page, "logo-download-1-popover-desktop");

    // Transparent PNG: 2 credits, a real file with an alpha channel and transparent corners.
    // A download paid in credits runs the credit check first: it asks with the format's price.
    const png = await app.download(popover.getByTestId("download-png"), { confirm: true });
    expect(png.asked).toBe("This uses 2 credits. Continue?");
    expect(png.name).toBe("a-coffee-shop-1.png");
    const meta = await sharp(png.bytes).metadata();
    expect([meta.format, meta.hasAlpha]).toEqual(["png", true]);
    expect(await cornerAlphas(png.bytes)).toEqual([0, 0, 0, 0]);
    await expect.poll(() => app.credits()).toBe(18);
    await expect.poll(() => popover.getByTestId("download-png").getAttribute("data-paid")).toBe("1");

    // Vector SVG: 5 credits, outlined text (no <text>), renders.
    const svg = await app.download(popover.getByTestId("download-svg"), { confirm: true });
    expect(svg.asked).toBe("This uses 5 credits. Continue?");
    expect(svg.name).toBe("a-coffee-shop-1.svg");
    const source = svg.bytes.toString("utf8");
    expect(source.startsWith("<svg")).toBe(true);
    expect(source).not.toMatch(/<text[\s>]/);
    const rendered = await sharp(svg.bytes).png().toBuffer();
    expect((await sharp(rendered).metadata()).width).toBeGreaterThan(0);
    await expect.poll(() => app.credits()).toBe(13);

    // The PNG again: free, straight from the stored file (aux-log), no charge call.
    const charges: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/ai-design/download/")) charges.push(request.url());
    });
    const again = await app.download(popover.getByTestId("download-png"));
    expect(again.bytes.equals(png.bytes)).toBe(true);
    expect(charges).toEqual([]);
    expect(await app.credits()).toBe(13);

    // Favicon package: free now that the PNG is paid; every file, favicon.ico with 16/32/48; the head snippet to copy.
    const zip = await app.download(popover.getByTestId("download-favicon"));
    const files = unzip(zip.bytes);
    for (const name of [
      "favicon.ico",
      "favicon-16x16.png",
      "favicon-32x32.png",
      "mstile-150x150.png",
      "apple-touch-icon.png",
      "android-chrome-192x192.png",
      "android-chrome-512x512.png",
      "site.webmanifest",
      "favicon.html",
    ]) {
      expect(files.has(name), name).toBe(true);
    }
    expect(icoSizes(files.get("favicon.ico") ?? Buffer.alloc(0))).toEqual([16, 32, 48]);
    expect(JSON.parse(files.get("site.webmanifest")?.toString("utf8") ?? "{}")).toMatchObject({
      background_color: "#ffffff",
      theme_color: "#ffffff",
      display: "standalone",
    });
    const snippet = page.getByTestId("favicon-snippet");
    await snippet.waitFor();
    expect(await snippet.textContent()).toBe(files.get("favicon.html")?.toString("utf8"));
    await screenshot(page, "logo-download-2-favicon-snippet-desktop");
    await app.dialog.getByRole("button", { name: "Close" }).click();
    await snippet.waitFor({ state: "detached" });
    expect(await app.credits()).toBe(13);

    // The icon design modal's Download opens the same popover for the present design: PNG and SVG paid.
    await page.keyboard.press("Escape");
    await card.locator("button.lm-result-open").click();
    const modal = page.getByTestId("icon-design-modal");
    await modal.waitFor();
    await modal.getByTestId("download-trigger").click();
    await expect.poll(() => app.popover.getByTestId("download-svg").getAttribute("data-paid")).toBe("1");
    expect(await app.popover.getByTestId("download-png").getAttribute("data-paid")).toBe("1");
    expect(await app.popover.getByTestId("download-jpg").getAttribute("data-paid")).toBe("0");
    await screenshot(page, "logo-download-3-icon-modal-desktop");
    expect(missing.filter((path) => path !== "/oss/ai-logo-style/data.json")).toEqual([]);
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });

  for (const [viewport, label] of [
    [desktop, "desktop"],
    [phone, "phone"],
  ] as const) {
    it(`My logos (${label}): empty at first, then the user's logos with credits; a logo is removed after 'Sure to remove?'`, async () => {
      const { page, errors } = await browser.newPage(viewport);
      const app = new DownloadsPage(page, browser.baseURL);
      await app.signInNewUser(unique(`mylogos-${label}`));
      await app.openMyLogos();
      expect(await app.myLogos.getByTestId("my-logos-empty").textContent()).toContain("No logos found...yet");
      expect(await app.myLogos.getByTestId("my-logos-credits").textContent()).toBe("24 credits");
      await page.keyboard.press("Escape");

      await app.makeLogos("Bean There, a coffee shop");
      // The newest logo shows next to the avatar and opens the results (a phone's header has no room for it).
      if (label === "desktop") {
        // On the maker: back to the results made there, here from step 4.
        await app.button("Pick Samples").click();
        await expect.poll(() => app.stepTitleText()).toBe("Pick sample designs you like");
        await page.getByTestId("latest-logo").click();
        await expect.poll(() => app.stepTitleText()).toBe("Your logos");
        expect(await app.results.count()).toBe(4);
        // Elsewhere: the icon design modal on the newest logo, its batch of 4 in the strip.
        await app.goto("/credits?lang=en");
        await page.getByTestId("latest-logo").click();
        const modal = page.getByTestId("icon-design-modal");
        await modal.waitFor();
        expect(await modal.locator(".idm-strip button.idm-thumb").count()).toBe(4);
        // The owner's full-size result: a signed link (full-size results are not public).
        expect(await modal.getByTestId("present-design").getAttribute("src")).toMatch(/^\/oss\/ai-images\/[0-9a-f-]{36}\/\d\.png\?exp=\d+&sig=[\w-]+$/);
        await expect
          .poll(
            () =>
              app.evaluate<boolean>(
                "[...document.querySelectorAll('[data-testid=icon-design-modal] img')].every((img) => img.complete && img.naturalWidth > 0)",
              ),
            { timeout: 10_000 },
          )
          .toBe(true);
        await screenshot(page, "my-logos-0-latest-results-desktop", { fullPage: false });
        await page.keyboard.press("Escape");
        await modal.waitFor({ state: "detached" });
      } else {
        // The thumbnail comes with the refreshed latest-logo query: once it is in the page, it is hidden.
        await page.getByTestId("latest-logo").waitFor({ state: "attached" });
        expect(await page.getByTestId("latest-logo").isVisible()).toBe(false);
      }
      await app.openMyLogos();
      const tiles = app.myLogos.getByTestId("my-logo");
      await expect.poll(() => tiles.count()).toBe(4);
      // The session is refetched when the batch ends; the overlay shows the cached user until it answers.
      await expect.poll(() => app.myLogos.getByTestId("my-logos-credits").textContent()).toBe("20 credits");
      expect(await app.myLogos.getByRole("button", { name: "Load More" }).count()).toBe(0);
      await screenshot(page, `my-logos-1-overlay-${label}`);
      // Nothing of the overlay sticks out of the window sideways.
      const wide = await app.evaluate<string[]>(
        "[...document.querySelectorAll('[data-testid=my-logos] *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).map((e) => e.tagName + '.' + e.className)",
      );
      expect(wide).toEqual([]);

      const removed = await tiles.nth(1).locator("img").getAttribute("src");
      await tiles.nth(1).getByTestId("my-logo-remove").click();
      expect(await page.getByRole("dialog", { name: "Sure to remove?" }).count()).toBe(1);
      await page.getByTestId("my-logo-remove-confirm").click();
      await expect.poll(() => tiles.count()).toBe(3);
      expect(await app.myLogos.locator("img").evaluateAll((images) => images.map((img) => img.getAttribute("src")))).not.toContain(removed);

      // Downloads work from the overlay too.
      await tiles.first().getByTestId("download-trigger").click();
      await app.popover.waitFor();
      await screenshot(page, `my-logos-2-download-${label}`);
      // Stays removed after a reload.
      await page.reload();
      await app.openMyLogos();
      await expect.poll(() => tiles.count()).toBe(3);
      expect(errors).toEqual([]);
    });
  }
});
