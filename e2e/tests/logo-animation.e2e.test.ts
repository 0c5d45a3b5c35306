import { readGifFacts } from "@studio/design";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../harness/fixture";
import { AnimationPage } from "../pages/animation-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

describe("logo animation", () => {
  const browser = useBrowser();

  it("a new user's saved logo: refused until Pro, then a GIF made by the page's workers (frames of 60 ms), a Lottie file and a WebM video", async () => {
    const { page, errors } = await browser.newPage();
    const app = new AnimationPage(page, browser.baseURL);
    await app.signInNewUser(unique("animation"));
    const designId = await app.saveLogo();
    await app.open(designId);
    expect(Number(await page.getByTestId("la-preview").getAttribute("data-frames"))).toBe(30);

    // No package with animation, no Pro, nothing bought: the page offers instead of making a file.
    expect(await app.askWithoutRight()).toContain("Brand package");

    await app.buyPro();
    const gif = await app.makeGif("bounce");
    expect(gif.name).toMatch(/-bounce\.gif$/);
    const facts = readGifFacts(new Uint8Array(gif.bytes));
    expect(facts.width).toBe(500);
    expect(facts.frames).toBe(30);
    expect(new Set(facts.delays)).toEqual(new Set([6]));
    expect(facts.loops).toBe(true);

    await app.choose("draw-in");
    const lottie = await app.makeLottie();
    const json = JSON.parse(lottie.bytes.toString("utf8")) as { v: string; fr: number; op: number; w: number; layers: Array<{ ty: number }> };
    expect([json.v, json.fr, json.op, json.w]).toEqual(["5.7.4", 16.667, 30, 800]);
    expect(json.layers.length).toBeGreaterThan(1);

    if (await page.getByTestId("la-download-webm").count()) {
      const webm = await app.makeWebm();
      // EBML header of a WebM (Matroska) file.
      expect(webm.bytes.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
    } else {
      expect(await page.getByTestId("la-no-video").textContent()).toContain("cannot record video");
    }
    // The refused permit (403) is the one console line a browser writes for it.
    expect(errors.filter((line) => !line.includes("403"))).toEqual([]);
  });
});
