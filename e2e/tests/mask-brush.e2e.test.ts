import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { startServer, type RunningServer } from "../harness/server";
import { ImageToolsPage } from "../pages/image-tools-page";
import { chooseMockupScenes, drawMask } from "../pages/mask-brush";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../bench/fixtures/tools/${name}`, import.meta.url)));

/**
 * The brush (MaskBrush) and the AI mockup form in Chromium, on the real server and the offline
 * engines: a stroke painted with the mouse becomes the mask the erase run uses (the letter under it
 * is gone, the one beside it stays), the result's creation card names the tool and opens before/after;
 * two mockup scenes make two records. The must-show flow is tpage's image-tools.e2e.test.ts.
 */
describe("image tools: brush and mockup form", () => {
  const browser = useBrowser();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ CREDITS_REGISTER_GRANT: "100" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("erases what the brush painted, and the result's card shows its tool and before/after", async () => {
    const { page, errors } = await browser.newPage();
    const app = new ImageToolsPage(page, server.baseURL);
    await app.signInNewUser(unique("brush"));
    await app.goto("/design/tools/?lang=en&tool=imagefix");
    // 'OBO' in red on white, 512x512: the first O's left stroke is at x 40, the B's stem beyond x 200.
    await page.getByTestId("tools-input").setInputFiles({ name: "obo.png", mimeType: "image/png", buffer: fixture("flat-05-letters-obo-on-white.png") });
    // The brush paints on the uploaded file itself: wait until the source shows it (the upload's own address).
    await expect.poll(async () => (await page.getByRole("img", { name: "The image to paint on" }).getAttribute("src")) ?? "").toMatch(/^\/oss\//);
    await page.getByTestId("mask-brush-surface").waitFor();
    await drawMask(
      page,
      [
        { x: 30 / 512, y: 0.3 },
        { x: 50 / 512, y: 0.5 },
        { x: 30 / 512, y: 0.7 },
      ],
      { size: 40 },
    );
    await screenshot(page, "mask-brush-painted");
    const erased = await app.run();
    expect(erased.recordId).toBeGreaterThan(0);
    const response = await page.request.get(`${server.baseURL}${erased.url}`);
    const { data, info } = await sharp(await response.body())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rgb = (fx: number, fy: number) => {
      const i = (Math.round(fy * (info.height - 1)) * info.width + Math.round(fx * (info.width - 1))) * info.channels;
      return [data[i], data[i + 1], data[i + 2]] as number[];
    };
    const original = await sharp(fixture("flat-05-letters-obo-on-white.png")).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const before = (fx: number, fy: number) => {
      const i = (Math.round(fy * 511) * 512 + Math.round(fx * 511)) * original.info.channels;
      return [original.data[i], original.data[i + 1], original.data[i + 2]] as number[];
    };
    // Under the stroke the letter was red; the fill takes it towards the white around it (the letter's
    // unpainted rest lends some red to the fill: that is the inpainting's, not the brush's). Outside, nothing changed.
    expect(Math.min(...before(40 / 512, 0.5))).toBeLessThan(80);
    expect(Math.min(...rgb(40 / 512, 0.5))).toBeGreaterThan(Math.min(...before(40 / 512, 0.5)) + 60);
    expect(rgb(0.5, 0.5)).toEqual(before(0.5, 0.5).map((v) => expect.closeTo(v, -1)));

    // Erase again on that result, opened by its record id: this result has the first one as its parent.
    await app.goto(`/design/tools/?lang=en&tool=imagefix&image=${erased.recordId}`);
    await page.getByTestId("mask-brush-surface").waitFor();
    await drawMask(page, [
      { x: 0.8, y: 0.2 },
      { x: 0.9, y: 0.2 },
    ]);
    const again = await app.run();
    expect(again.recordId).not.toBe(erased.recordId);

    await app.goto("/edit?lang=en");
    const card = page.locator(`[data-testid=creation-card][data-id="${again.recordId}"]`);
    await card.waitFor();
    expect(await card.getByTestId("creation-tool").textContent()).toContain("Made with");
    await card.getByTestId("creation-compare").click();
    const dialog = page.getByRole("dialog", { name: "Before and after" });
    await dialog.getByRole("img", { name: "Before" }).waitFor();
    expect(await dialog.getByTestId("creation-source").getAttribute("href")).toContain(erased.url.split("?")[0]?.split("/").pop() ?? "-");
    await screenshot(page, "mask-brush-before-after");
    expect(errors).toEqual([]);
  });

  it("renders the chosen mockup scenes, one record each, and no more than the cap", async () => {
    const { page, errors } = await browser.newPage();
    const app = new ImageToolsPage(page, server.baseURL);
    await app.signInNewUser(unique("mockup"));
    await app.goto("/design/tools/?lang=en&tool=aimockup");
    await page.getByTestId("tools-input").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: fixture("flat-01-logo-harbor-pine-on-white.png") });
    await chooseMockupScenes(page, ["businessCard", "shirt", "mug"]);
    expect(await page.getByTestId("mockup-scene-sign").isDisabled()).toBe(true);
    await chooseMockupScenes(page, ["shirt", "mug"]);
    const run = await app.run();
    expect(run.recordId).toBeGreaterThan(0);
    const records = await page.request.get(`${server.baseURL}/api/ai-design/ai-images?self=1&page=1&size=20`);
    const list = ((await records.json()) as { data: { content: { tool?: string } }[] }).data.filter((r) => r.content.tool === "aimockup");
    expect(list).toHaveLength(2);
    await screenshot(page, "mockup-form-result");
    expect(errors).toEqual([]);
  });
});
