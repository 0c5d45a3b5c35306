import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { phone, screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { icoSizes, unzip } from "../harness/zip";
import { DownloadsPage } from "../pages/downloads-page";
import { IconDesignPage } from "../pages/icon-design-page";

/**
 * Issue 8, must-show 1: the whole front door in one walk, from a business name typed by a visitor
 * to usable files of the design the user made, then the same in Chinese.
 */

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
const faviconFiles = [
  "favicon.ico",
  "favicon-16x16.png",
  "favicon-32x32.png",
  "mstile-150x150.png",
  "apple-touch-icon.png",
  "android-chrome-192x192.png",
  "android-chrome-512x512.png",
  "site.webmanifest",
  "favicon.html",
];

type Pixels = { data: Buffer; width: number; height: number };

async function rgba(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Opaque, clearly coloured pixels and the green ones among them (hue 75-165), as the modal's check does. */
function greenShare({ data }: Pixels): { coloured: number; green: number } {
  let coloured = 0;
  let green = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b, a] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0];
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (a < 128 || max - min < 30) continue;
    coloured += 1;
    const hue = max === r ? (60 * ((g - b) / (max - min)) + 360) % 360 : max === g ? 60 * ((b - r) / (max - min)) + 120 : 60 * ((r - g) / (max - min)) + 240;
    if (hue >= 75 && hue <= 165) green += 1;
  }
  return { coloured, green };
}

const alphaAt = ({ data, width }: Pixels, x: number, y: number) => data[(y * width + x) * 4 + 3] ?? -1;

/** Parses SVG markup with the browser's XML parser: the root's name, parse errors and <text> elements. */
async function parseSvg(app: DownloadsPage, source: string): Promise<{ root: string; errors: number; texts: number }> {
  return app.evaluate(`(() => {
    const doc = new DOMParser().parseFromString(${JSON.stringify(source)}, "image/svg+xml");
    return { root: doc.documentElement.localName, errors: doc.getElementsByTagName("parsererror").length, texts: doc.getElementsByTagName("text").length };
  })()`);
}

describe("logo maker walk (issue 8, must-show 1)", () => {
  const browser = useBrowser();

  it("a visitor types 'a coffee shop', signs in when asked, gets 4 logos, makes one green and downloads that design as PNG, SVG and favicon pack", async () => {
    const { page, errors } = await browser.newPage();
    const app = new IconDesignPage(page, browser.baseURL);
    const files = new DownloadsPage(page, browser.baseURL);
    await app.goto("/logo-maker?lang=en");
    await app.visitorAvatar.waitFor();
    await app.promptInput.fill("a coffee shop");
    await app.button("Make Logos").click();
    await expect.poll(() => app.stepTitleText()).toBe("What is your industry?");
    await app.button("Coffee & tea").click();
    await app.button("Continue").click();
    await expect.poll(() => app.stepTitleText()).toBe("Select your logo type");
    await page.getByTestId("style-combination").click();
    await app.waitForStyleData();
    await app.button("Continue").click();
    await expect.poll(() => app.stepTitleText()).toBe("Pick sample designs you like");
    await app.button("Skip").click();

    // Generate asks a visitor to sign in; the outbox's code signs in and the generation goes on.
    await app.loginPanel.waitFor();
    await app.signInWithEmailCode(unique("walk"));
    // Today's free downloads are used first (the server's order); spend them so the charges below
    // show (the session refreshes when the batch ends, so the popover knows none are left).
    for (const n of [1, 2, 3]) expect((await files.writeOff(`e2e-walk-free-${n}`, { type: "download", format: "jpg" })).status).toBe(200);

    // 4 progress cards (under 100 while loading), then 4 logos at 100.
    await expect.poll(() => app.progressCards.count()).toBe(4);
    const shown = Number(await app.progressCards.first().getByRole("progressbar").getAttribute("aria-valuenow"));
    expect(shown).toBeGreaterThanOrEqual(0);
    expect(shown).toBeLessThanOrEqual(99);
    await screenshot(page, "logo-walk-1-generating-desktop");
    await expect.poll(() => app.results.count(), { timeout: 30_000 }).toBe(4);
    expect(await app.progressCards.count()).toBe(0);
    expect(await app.results.first().getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    await expect.poll(() => files.credits()).toBe(20);
    await screenshot(page, "logo-walk-2-results-desktop");

    // Open the first logo; AI Edit "make it green" adds a green variant in front and shows it.
    await app.results.first().locator("button.lm-result-open").click();
    await app.modal.waitFor();
    expect(await app.stripThumbs.count()).toBe(4);
    const original = await app.presentSrc();
    await app.modalButton("AI Edit").click();
    await app.editPrompt.fill("make it green");
    await app.editPrompt.press("Enter");
    await expect.poll(() => app.stripThumbs.count(), { timeout: 30_000 }).toBe(5);
    await expect.poll(() => app.presentSrc()).not.toBe(original);
    const hues = await app.presentHues();
    expect(hues.green / hues.coloured).toBeGreaterThan(0.8);
    // The history holds the original behind the green one.
    expect(await app.modalButton("Back").isDisabled()).toBe(false);
    await expect.poll(() => files.credits()).toBe(16);
    await screenshot(page, "logo-walk-3-green-desktop");

    // The green design's own download popover (Cancel leaves the prompt bar): nothing paid yet.
    await app.modalButton("Cancel").click();
    await app.modal.getByTestId("download-trigger").click();
    const popover = files.popover;
    await popover.waitFor();
    for (const format of ["jpg", "png", "svg"]) expect(await popover.getByTestId(`download-${format}`).getAttribute("data-paid")).toBe("0");
    await screenshot(page, "logo-walk-4-download-desktop", { fullPage: false });

    // Transparent PNG: -2, an alpha channel, transparent corners, and it is the green design.
    // A credit spend: the credit check asks with the format's price first.
    const png = await files.download(popover.getByTestId("download-png"), { confirm: true });
    expect(png.asked).toBe("This uses 2 credits. Continue?");
    expect(png.name).toMatch(/\.png$/);
    const meta = await sharp(png.bytes).metadata();
    expect([meta.format, meta.hasAlpha]).toEqual(["png", true]);
    const pixels = await rgba(png.bytes);
    const { width: w, height: h } = pixels;
    expect([alphaAt(pixels, 0, 0), alphaAt(pixels, w - 1, 0), alphaAt(pixels, 0, h - 1), alphaAt(pixels, w - 1, h - 1)]).toEqual([0, 0, 0, 0]);
    const pngHues = greenShare(pixels);
    expect(pngHues.coloured).toBeGreaterThan(200);
    expect(pngHues.green / pngHues.coloured).toBeGreaterThan(0.8);
    await expect.poll(() => files.credits()).toBe(14);

    // Vector SVG: -5; well-formed, no <text> (the words are outlines), and resvg draws the green design.
    await expect.poll(() => popover.getByTestId("download-png").getAttribute("data-paid")).toBe("1");
    const svg = await files.download(popover.getByTestId("download-svg"), { confirm: true });
    expect(svg.name).toMatch(/\.svg$/);
    const source = svg.bytes.toString("utf8");
    expect(await parseSvg(files, source)).toEqual({ root: "svg", errors: 0, texts: 0 });
    const rendered = new Resvg(source, { fitTo: { mode: "width", value: 512 } }).render();
    expect(rendered.width).toBe(512);
    const drawn = await rgba(rendered.asPng());
    const svgHues = greenShare(drawn);
    expect(svgHues.coloured).toBeGreaterThan(200);
    expect(svgHues.green / svgHues.coloured).toBeGreaterThan(0.8);
    await expect.poll(() => files.credits()).toBe(9);

    // The favicon package of the same design: every listed file, favicon.ico with 16/32/48.
    const zip = await files.download(popover.getByTestId("download-favicon"));
    const entries = unzip(zip.bytes);
    for (const name of faviconFiles) expect(entries.has(name), name).toBe(true);
    expect(icoSizes(entries.get("favicon.ico") ?? Buffer.alloc(0))).toEqual([16, 32, 48]);
    expect(JSON.parse(entries.get("site.webmanifest")?.toString("utf8") ?? "{}")).toMatchObject({
      background_color: "#ffffff",
      theme_color: "#ffffff",
      display: "standalone",
    });
    for (const [name, size] of [
      ["android-chrome-512x512.png", 512],
      ["apple-touch-icon.png", 180],
      ["favicon-32x32.png", 32],
    ] as const) {
      expect((await sharp(entries.get(name)).metadata()).width, name).toBe(size);
    }
    await page.getByTestId("favicon-snippet").waitFor();
    expect(await files.credits()).toBe(9);
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });

  it("in Chinese on a 390 px phone: '星辰咖啡' gives 4 logos whose SVG draws the name as real glyph outlines", async () => {
    const { page, errors } = await browser.newPage(phone);
    const app = new DownloadsPage(page, browser.baseURL);
    await app.signInNewUser(unique("walk-zh"));
    await app.goto("/logo-maker?lang=zh");
    await app.promptInput.fill("星辰咖啡");
    await app.button("生成标志").click();
    await expect.poll(() => app.stepTitleText()).toBe("你的行业是什么？");
    await app.button("咖啡与茶饮").click();
    await app.button("继续").click();
    await page.getByTestId("style-minimal").click();
    await app.waitForStyleData();
    await app.button("继续").click();
    await expect.poll(() => app.stepTitleText()).toBe("挑选你喜欢的示例设计");
    await app.button("跳过").click();
    await expect.poll(() => app.progressCards.count()).toBe(4);
    await expect.poll(() => app.results.count(), { timeout: 30_000 }).toBe(4);
    expect(await page.locator(".lm-bar-name").textContent()).toBe("星辰咖啡");
    expect(await app.overflowsHorizontally()).toBe(false);
    await screenshot(page, "logo-walk-5-results-phone-zh");

    const popover = await app.openPopover(app.results.first());
    await screenshot(page, "logo-walk-6-download-phone-zh", { fullPage: false });
    const svg = await app.download(popover.getByTestId("download-svg"));
    const source = svg.bytes.toString("utf8");
    expect(await parseSvg(app, source)).toEqual({ root: "svg", errors: 0, texts: 0 });

    // The name is one outlined path labelled with it; drawn alone, it has ink in each of its 4 glyph
    // cells and the cells differ (a font without the characters would draw nothing or 4 equal boxes).
    const name = /<g [^>]*data-role="name"[^>]*>(<path aria-label="星辰咖啡"[^>]*\/>)<\/g>/.exec(source);
    expect(name, "the name's outlined path").not.toBeNull();
    const root = /^<svg[^>]*>/.exec(source)?.[0] ?? "";
    const alone = new Resvg(`${root}${name?.[1] ?? ""}</svg>`, { fitTo: { mode: "width", value: 800 } });
    const box = alone.getBBox();
    expect(box, "the name's ink box").toBeDefined();
    const ink = await rgba(alone.render().asPng());
    const scale = 800 / alone.width;
    const left = Math.floor((box?.x ?? 0) * scale);
    const top = Math.floor((box?.y ?? 0) * scale);
    const cellWidth = Math.floor(((box?.width ?? 0) * scale) / 4);
    const cellHeight = Math.ceil((box?.height ?? 0) * scale);
    expect(cellWidth).toBeGreaterThan(10);
    const cells = [0, 1, 2, 3].map((cell) => {
      let bits = "";
      for (let y = top; y < top + cellHeight; y += 1) {
        for (let x = left + cell * cellWidth; x < left + (cell + 1) * cellWidth; x += 1) bits += alphaAt(ink, x, y) > 128 ? "1" : "0";
      }
      return bits;
    });
    for (const bits of cells) {
      const share = [...bits].filter((bit) => bit === "1").length / bits.length;
      expect(share).toBeGreaterThan(0.05);
      expect(share).toBeLessThan(0.9);
    }
    expect(new Set(cells).size).toBe(4);
    // The whole logo renders with the name in it.
    const whole = new Resvg(source, { fitTo: { mode: "width", value: 512 } }).render();
    expect(whole.width).toBe(512);
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });
});
