import { describe, expect, it } from "vitest";
import { useBrowser } from "../harness/fixture";
import { AnimationPage } from "../pages/animation-page";
import { BrandDocsPage, OFFICE_PARTS, officeFacts } from "../pages/brand-docs-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** A downloaded Office file is a zip of Office XML whose media holds the logo's PNG pictures. */
function expectOfficeFile(files: Map<string, Buffer>, kind: "ppt" | "word"): void {
  const { parts, media } = OFFICE_PARTS[kind];
  const facts = officeFacts(files, [...parts], media);
  expect(facts.xmlParts).toEqual(["[Content_Types].xml", "_rels/.rels", ...parts]);
  expect(facts.pngMedia).toBeGreaterThan(0);
}

/** Issue 22's brand documents in the browser: /download/ppt and /download/word, locked for a free user, open with Pro. */
describe("brand documents", () => {
  const browser = useBrowser();

  it("a new user's logo: locked until Pro, then the slide deck and the Word document download as Office XML with the logo's pictures", async () => {
    const { page, errors } = await browser.newPage();
    const logos = new AnimationPage(page, browser.baseURL);
    const docs = new BrandDocsPage(page, browser.baseURL);
    await logos.signInNewUser(unique("brand-docs"));
    const designId = await logos.saveLogo();

    await docs.goto(`/download/ppt?logo=${encodeURIComponent(designId)}&lang=en`);
    await page.getByTestId("brand-docs-locked").waitFor();

    await logos.buyPro();
    const deck = await docs.download("ppt", designId);
    expect(deck.name).toMatch(/\.pptx$/);
    expectOfficeFile(deck.files, "ppt");

    const word = await docs.download("word", designId);
    expect(word.name).toMatch(/\.docx$/);
    expectOfficeFile(word.files, "word");
    expect(errors).toEqual([]);
  }, 180_000);
});
