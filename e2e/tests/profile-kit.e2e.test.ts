import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../harness/fixture";
import { zipFiles } from "../harness/zip";
import { ProfileKitPage } from "../pages/profile-kit-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** Issue 22's social profile kit in the browser: /download/profile, locked for a new user, open with Pro. */
describe("social profile kit", () => {
  const browser = useBrowser();

  it("a new user's saved logo: previews drawn, PNGs locked until Pro, then one cover's PNG and the zip at the networks' sizes", async () => {
    const { page, errors } = await browser.newPage();
    const app = new ProfileKitPage(page, browser.baseURL);
    await app.signInNewUser(unique("profile-kit"));
    const designId = await app.saveLogo("Copper Finch", "coffee roasters");

    await app.openFromCenter(designId);
    expect(await app.drawnTiles()).toEqual([
      "Profile picture",
      "Profile picture, reversed",
      "X (Twitter) header",
      "Facebook cover",
      "LinkedIn banner",
      "YouTube banner",
    ]);
    // Without the Professional package or Pro: no file links, the packages that bring the kit offered.
    expect(await page.getByTestId("profile-kit-locked").textContent()).toContain("Professional or Brand package");
    expect(await page.getByTestId("profile-download-x-header").count()).toBe(0);
    expect(await page.getByTestId("profile-download-all").count()).toBe(0);

    await app.buyPro();
    await app.openFromCenter(designId);
    await app.drawnTiles();
    const header = await app.downloadImage("x-header");
    expect(header.name).toBe("copper-finch-x-header.png");
    const meta = await sharp(header.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1500, 500]);

    const zip = await app.downloadAll();
    expect(zip.name).toBe("copper-finch-profile-kit.zip");
    const files = zipFiles(zip.bytes);
    const sizes: Array<[string, number | undefined, number | undefined]> = [];
    for (const [name, bytes] of files) {
      const image = await sharp(bytes).metadata();
      sizes.push([name, image.width, image.height]);
    }
    expect(sizes).toEqual([
      ["copper-finch-avatar.png", 800, 800],
      ["copper-finch-avatar-reversed.png", 800, 800],
      ["copper-finch-x-header.png", 1500, 500],
      ["copper-finch-facebook-cover.png", 820, 312],
      ["copper-finch-linkedin-banner.png", 1584, 396],
      ["copper-finch-youtube-banner.png", 2560, 1440],
    ]);
    expect(Buffer.compare(files.get("copper-finch-x-header.png") ?? Buffer.alloc(0), header.bytes)).toBe(0);
    expect(errors).toEqual([]);
  }, 240_000);
});
