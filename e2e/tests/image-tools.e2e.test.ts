import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { startServer, type RunningServer } from "../harness/server";
import { ImageToolsPage } from "../pages/image-tools-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../bench/fixtures/tools/${name}`, import.meta.url)));

/**
 * Issue 19's must-show, in Chromium as a new user: each tool run from /design/tools/ on the offline
 * engines, each result an image record that the creations list (/edit) shows. Its own server with
 * credits enough for every run (a new user's grant is raised by CREDITS_REGISTER_GRANT).
 */
describe("image tools", () => {
  const browser = useBrowser();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ CREDITS_REGISTER_GRANT: "100" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("removes the background of a flat logo (the inside of the 'O' transparent) and of a photo, converts to WebP and ICO; every result is in My creations", async () => {
    const { page, errors } = await browser.newPage();
    const tools = new ImageToolsPage(page, server.baseURL);
    await tools.signInNewUser(unique("tools"));
    const records: number[] = [];

    // A flat logo: 'OBO' in red on white (bench fixture with its true mask).
    await tools.open("matting");
    await tools.upload("obo.png", fixture("flat-05-letters-obo-on-white.png"));
    const logo = await tools.run();
    records.push(logo.recordId);
    expect(logo.method).toBe("flat");
    // Inside the first 'O' (x 94, y 256 of 512): background enclosed by the letter, now transparent; the letter's stroke opaque.
    expect((await tools.alphaAt(logo.url, 94 / 512, 0.5)).alpha).toBe(0);
    expect((await tools.alphaAt(logo.url, 40 / 512, 0.5)).alpha).toBe(255);
    expect((await tools.alphaAt(logo.url, 0.02, 0.02)).alpha).toBe(0);
    await screenshot(page, "image-tools-matting-logo");

    // A photo backdrop: a sphere on a table.
    await tools.upload("sphere.png", fixture("photo-22-object-sphere-on-table.png"));
    const photo = await tools.run();
    records.push(photo.recordId);
    expect(photo.method).not.toBeNull();
    const corner = await tools.alphaAt(photo.url, 0.02, 0.02);
    const centre = await tools.alphaAt(photo.url, 0.5, 0.5);
    expect(corner.alpha).toBeLessThan(32);
    expect(centre.alpha).toBeGreaterThan(223);

    // Conversion of the logo's record to WebP at 256 px wide, then to a multi-size ICO.
    await tools.open("fileConverter", logo.recordId);
    await page.getByTestId("tools-format").selectOption("webp");
    await page.getByTestId("tools-width").fill("256");
    const webp = await tools.run();
    records.push(webp.recordId);
    const webpFile = await tools.bytes(webp.url);
    const webpMeta = await sharp(webpFile.bytes).metadata();
    expect(webpMeta.format).toBe("webp");
    expect(webpMeta.width).toBe(256);

    await tools.open("fileConverter", logo.recordId);
    await page.getByTestId("tools-format").selectOption("ico");
    const ico = await tools.run();
    records.push(ico.recordId);
    const icoFile = await tools.bytes(ico.url);
    // ICONDIR: reserved 0, type 1, then the number of images (16, 32, 48, 64, 128, 256).
    expect(icoFile.bytes.readUInt16LE(0)).toBe(0);
    expect(icoFile.bytes.readUInt16LE(2)).toBe(1);
    expect(icoFile.bytes.readUInt16LE(4)).toBe(6);

    // Every result is an image record of its own, listed in My creations.
    expect(new Set(records).size).toBe(records.length);
    await tools.goto("/edit?lang=en");
    for (const id of records) await page.locator(`[data-testid=creation-card][data-id="${id}"]`).waitFor();
    expect(errors).toEqual([]);
  });

  it("enlarges 2x, erases a brushed mark, makes a passport photo on blue and puts a logo on a mockup; every result is in My creations", async () => {
    const { page, errors } = await browser.newPage();
    const tools = new ImageToolsPage(page, server.baseURL);
    await tools.signInNewUser(unique("tools2"));
    const records: number[] = [];

    // Enlarge 2x: the logo at 192 px becomes 384 px by super-resolution (small, so the CPU model stays quick in CI).
    await tools.open("imageclarity");
    await tools.upload("obo.png", await sharp(fixture("flat-05-letters-obo-on-white.png")).resize(192).png().toBuffer());
    await page.getByTestId("tools-scale-2").check();
    const enlarged = await tools.run();
    records.push(enlarged.recordId);
    expect(enlarged.method).toBe("esrgan");
    const big = await sharp((await tools.bytes(enlarged.url)).bytes).metadata();
    expect([big.width, big.height]).toEqual([384, 384]);

    // Erase: a red square in the middle of a white picture, painted over with the brush, is filled from the white around it.
    const marked = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#ffffff" } })
      .composite([
        {
          input: await sharp({ create: { width: 40, height: 40, channels: 3, background: "#d01010" } })
            .png()
            .toBuffer(),
          left: 180,
          top: 180,
        },
      ])
      .png()
      .toBuffer();
    await tools.open("imagefix");
    await tools.upload("mark.png", marked);
    await tools.drawMask(
      [
        [0.38, 0.5],
        [0.62, 0.5],
      ],
      120,
    );
    const erased = await tools.run();
    records.push(erased.recordId);
    expect(erased.method).toBe("inpaint");
    const { data, info } = await sharp((await tools.bytes(erased.url)).bytes)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Inside the old square: white again (the red is gone), within a small error.
    for (const [fx, fy] of [
      [0.5, 0.5],
      [0.47, 0.47],
      [0.53, 0.53],
    ] as const) {
      const at = (Math.round(fy * info.height) * info.width + Math.round(fx * info.width)) * info.channels;
      expect(Math.min(data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0), `pixel at ${fx},${fy}`).toBeGreaterThan(230);
    }

    // An ID photo: the person on blue, at the passport size (35x45 mm at 300 dpi: 413x531 px).
    await tools.open("idphoto");
    await tools.upload(
      "portrait.jpg",
      readFileSync(fileURLToPath(new URL("../../bench/fixtures/person/02-mage-female-on-dusk.jpg", import.meta.url))),
      "image/jpeg",
    );
    await page.getByTestId("tools-id-blue").check();
    await page.getByTestId("tools-id-size").selectOption("passport");
    const id = await tools.run();
    records.push(id.recordId);
    const idFile = await sharp((await tools.bytes(id.url)).bytes)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([idFile.info.width, idFile.info.height]).toEqual([413, 531]);
    // A top corner is the backdrop: the ID blue (#438edb), within a little.
    const [r = 0, g = 0, b = 0] = idFile.data.subarray(idFile.info.channels * 4, idFile.info.channels * 4 + 3);
    expect(Math.abs(r - 0x43) + Math.abs(g - 0x8e) + Math.abs(b - 0xdb)).toBeLessThan(30);

    // A mockup of the logo on a business card (the offline renderer).
    await tools.open("aimockup");
    await tools.upload("obo.png", fixture("flat-05-letters-obo-on-white.png"));
    const mockup = await tools.run();
    records.push(mockup.recordId);
    expect(mockup.method).toBe("mockup");
    const card = await sharp((await tools.bytes(mockup.url)).bytes).metadata();
    expect(card.width).toBeGreaterThan(0);
    await screenshot(page, "image-tools-mockup");

    expect(new Set(records).size).toBe(records.length);
    await tools.goto("/edit?lang=en");
    for (const id of records) await page.locator(`[data-testid=creation-card][data-id="${id}"]`).waitFor();
    expect(errors).toEqual([]);
  }, 240_000);
});
