import { readGifFacts } from "@studio/design";
import { describe, expect, it } from "vitest";
import { useBrowser } from "../harness/fixture";
import { AnimationPage } from "../pages/animation-page";
import { BizcardPage } from "../pages/bizcard-page";
import { BrandDocsPage, OFFICE_PARTS, officeFacts } from "../pages/brand-docs-page";
import { BulkFillPage, TEAM_CSV } from "../pages/bulk-fill-page";
import { SignaturePage } from "../pages/signature-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/**
 * Issue 22, must-show 1, as one chain in Chromium: one new user with one saved logo (Pro bought once on
 * the sandbox card, which covers every brand kit download) makes a business card from the logo and
 * exports its print PDF, copies an e-mail signature, makes a GIF animation, downloads the slide deck
 * and the Word document, and bulk-fills 5 cards from a CSV into one zip. Each step is the page object
 * of its own spec (bizcard, signatures, logo animation, brand documents, bulk fill).
 */
describe("brand kit", () => {
  const browser = useBrowser();

  it("a new user: card and print PDF, e-mail signature copied, GIF, .pptx and .docx, 5 cards bulk-filled into one zip", async () => {
    const { page, errors } = await browser.newPage();
    const logos = new AnimationPage(page, browser.baseURL);
    const cards = new BizcardPage(page, browser.baseURL);
    const signatures = new SignaturePage(page, browser.baseURL);
    const docs = new BrandDocsPage(page, browser.baseURL);
    const bulk = new BulkFillPage(page, browser.baseURL);
    await logos.signInNewUser(unique("brand-kit"));
    const designId = await logos.saveLogo("Harbor Pine", "marine supplies");
    await logos.buyPro();

    // A business card from the logo, exported as a print PDF from the /bizcard page.
    const workId = await cards.makeCardFromLogo({ name: "Ada Lovelace", title: "Engineer", email: "ada@example.com" });
    await cards.waitForSides();
    const pdf = await cards.downloadFromPage("print-pdf");
    const pdfText = pdf.bytes.toString("latin1");
    expect(pdfText.startsWith("%PDF-")).toBe(true);
    expect(pdfText).toContain("/TrimBox");
    expect(pdfText).toContain("/BleedBox");

    // An e-mail signature with the logo, copied as rich text: tables and inline styles only.
    await signatures.open();
    await signatures.fill({ name: "Ada Lovelace", title: "Engineer", company: "Harbor Pine", email: "ada@example.com" });
    await signatures.chooseFirstLogo();
    await signatures.save();
    const copied = await signatures.copySignature(0);
    expect(copied.html).toContain("Ada Lovelace");
    expect(copied.html).not.toMatch(/<style|<link|\sclass=/i);

    // The logo's GIF animation, made by the page's workers.
    await logos.open(designId);
    const gif = readGifFacts(new Uint8Array((await logos.makeGif("draw-in")).bytes));
    expect(gif.frames).toBe(30);
    expect(new Set(gif.delays)).toEqual(new Set([6]));

    // The brand documents: a slide deck and a Word document of Office XML with the logo's pictures.
    for (const kind of ["ppt", "word"] as const) {
      const file = await docs.download(kind, designId);
      expect(file.name).toMatch(kind === "ppt" ? /\.pptx$/ : /\.docx$/);
      const { parts, media } = OFFICE_PARTS[kind];
      const facts = officeFacts(file.files, [...parts], media);
      expect(facts.xmlParts).toEqual(["[Content_Types].xml", "_rels/.rels", ...parts]);
      expect(facts.pngMedia).toBeGreaterThan(0);
    }

    // Bulk fill of the card, reached from its editor: 5 rows, one zip of 5 print PDFs.
    await cards.goto(`/design/w/${workId}?lang=en`);
    await page.getByTestId("card-bulk-fill").click();
    await bulk.root.waitFor();
    const zip = await bulk.fillFromCsv(TEAM_CSV, "print-pdf");
    expect(zip.files.size).toBe(5);
    for (const bytes of zip.files.values()) expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(errors).toEqual([]);
  }, 360_000);
});
