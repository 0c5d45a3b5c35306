import { productAreas } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { HomePage } from "../pages/home-page";

describe("home page", () => {
  const browser = useBrowser();

  it("shows a card only for areas whose page works, each opening a working page", async () => {
    const { page, errors } = await browser.newPage();
    const home = new HomePage(page, browser.baseURL);
    await home.open("?lang=en");
    const areas = await home.featureCards.evaluateAll((cards) => cards.map((card) => card.getAttribute("data-area")));
    const ready = Object.entries(productAreas)
      .filter(([, area]) => area.ready)
      .map(([name]) => name);
    // The areas that work, in the grid's order, then the self-hosting card (the API reference).
    // Payments and the affiliate programme have no card: the header's credits and the footer lead to them.
    expect(areas.filter((area) => area !== "own").sort()).toEqual(ready.filter((area) => area !== "payments" && area !== "affiliate").sort());
    expect(areas).toContain("own");
    // Nothing unbuilt is advertised: no image generator, tools or brand assets while their areas are off.
    const text = (await page.locator("#features").textContent()) ?? "";
    if (!productAreas.imageGenerator.ready) expect(text).not.toContain("Text to image");
    if (!productAreas.imageTools.ready) expect(text).not.toContain("Remove backgrounds");
    if (!productAreas.payments.ready) expect(await page.locator("#credits").textContent()).not.toContain("top up");
    // Once they can be bought, the promise of Pro and credit packs leads to the prices.
    else expect(await page.getByTestId("credits-pricing-link").getAttribute("href")).toBe(productAreas.payments.path);
    await screenshot(page, "home-features-en");

    // The classic maker's card opens its entry (/generate on the English site), starting at the brief.
    if (productAreas.classicMaker.ready) {
      await page.locator('.feature-card[data-area="classicMaker"] a').click();
      await page.waitForURL((url) => url.pathname === productAreas.classicMaker.path);
      await page.locator("#cm-name").waitFor();
      await page.goBack();
    }
    // The image generator's card opens its playground (/design).
    if (productAreas.imageGenerator.ready) {
      expect(text).toContain("Text to image");
      await page.locator('.feature-card[data-area="imageGenerator"] a').click();
      await page.waitForURL((url) => url.pathname === productAreas.imageGenerator.path);
      await page.getByTestId("playground").waitFor();
      await page.goBack();
    }
    // The image tools' cards (editing, photos) open the tools page, which lists the tools this server runs.
    for (const area of ["imageTools", "photoTools"] as const) {
      if (!productAreas[area].ready) continue;
      await page.locator(`.feature-card[data-area="${area}"] a`).click();
      await page.waitForURL((url) => url.pathname === productAreas[area].path);
      await page.getByTestId("tool-matting").or(page.getByTestId("tool-fileConverter")).first().waitFor();
      await page.goBack();
    }
    // The editor's card opens a new design (an Instagram post by default).
    if (productAreas.designEditor.ready) {
      await page.locator('.feature-card[data-area="designEditor"] a').click();
      await page.waitForURL((url) => url.pathname === productAreas.designEditor.path);
      await page.getByTestId("editor-stage").waitFor();
      await page.goBack();
    }
    // The brand kit's card opens /brand, which lists its tools.
    if (productAreas.brandAssets.ready) {
      await page.locator('.feature-card[data-area="brandAssets"] a').click();
      await page.waitForURL((url) => url.pathname === productAreas.brandAssets.path);
      await page.getByTestId("brand-kit").waitFor();
      await page.goBack();
    }
    // The logo maker's card opens the logo maker.
    await page.locator('.feature-card[data-area="logoMaker"] a').click();
    await page.waitForURL((url) => url.pathname === productAreas.logoMaker.path);
    // The self-hosting card opens the API reference, a page the server serves.
    const docs = await page.request.get(`${browser.baseURL}/api/docs/ui`);
    expect(docs.status()).toBe(200);
    expect(errors).toEqual([]);
  });
});
