import { isProductOffered } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { AnimationPage } from "../pages/animation-page";
import { BizcardDownloadPage } from "../pages/bizcard-download-page";
import { BizcardPage } from "../pages/bizcard-page";
import { BulkFillPage, TEAM_CSV } from "../pages/bulk-fill-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** Whether the site sells a business card on its own now (the brand kit's products); the offers follow it. */
const cardSold = isProductOffered({ kind: "download", item: "bizcard" });

/** A one-sided card with its name and email fields. */
const card = {
  version: 3,
  kind: "card",
  width: 2000,
  height: 1222,
  background: { type: "solid", color: "#1d3557" },
  layout: { aspect: "horizontal", code: "" },
  elements: [
    { id: "name", role: "name", type: "text", text: "Your Name", fontId: "inter-600", fontSize: 120, color: "#f1faee", x: 800, y: 500, field: "name" },
    { id: "email", role: "text", type: "text", text: "you@example.com", fontId: "inter-400", fontSize: 60, color: "#f1faee", x: 800, y: 800, field: "email" },
  ],
};

/** Issue 22's bulk fill in the browser: a card, a CSV, the mapping, row 1's preview, the refusal, the purchase, one zip of one file per row. */
describe("bulk fill", () => {
  const browser = useBrowser();

  it("a new user's Pro-template card: its download is refused with the offer, then with Pro its print PDF downloads and 5 rows give one zip of 5 print PDFs", async () => {
    const { page, errors } = await browser.newPage();
    const cards = new BizcardPage(page, browser.baseURL);
    const bulk = new BulkFillPage(page, browser.baseURL);
    await cards.signInNewUser(unique("bulk-fill"));
    await cards.saveClassicLogo("Harbor Pine", "marine supplies");
    // "Coral split" is a Pro template: a free user's downloads do not cover it.
    const workId = await cards.makeCardFromLogo({ name: "Ada Lovelace", email: "ada@example.com" }, "Coral split");
    await cards.waitForSides();
    const offer = await cards.downloadRefused("print-pdf");
    // The page's own offer answers the refusal: no modal says it again over it.
    expect(await page.getByTestId("limit-modal").count()).toBe(0);
    expect(offer).toContain(cardSold ? "Buy this card" : "Pro downloads every template.");
    expect(await page.getByTestId("bizcard-download-offer").getByRole("link", { name: "See Pro" }).getAttribute("href")).toBe("/pricing");

    // With Pro (the sandbox card), the same buttons download: the print PDF and the front's PNG.
    await new AnimationPage(page, browser.baseURL).buyPro();
    const pdf = await cards.downloadFromPage("print-pdf");
    expect(pdf.name).toMatch(/-print\.pdf$/);
    expect(pdf.bytes.toString("latin1")).toContain("/TrimBox");
    const png = await cards.downloadFromPage("png");
    expect(png.bytes.readUInt32BE(16)).toBe(2000);

    // Bulk fill, reached from the made card: the columns matched by name, row 1 on the card.
    await bulk.openFromBizcard();
    expect(await bulk.root.getAttribute("data-work-id")).toBe(String(workId));
    expect(await bulk.upload(TEAM_CSV)).toBe("5 rows, 5 columns");
    expect([await bulk.mappedColumn("name"), await bulk.mappedColumn("title"), await bulk.mappedColumn("email"), await bulk.mappedColumn("phone")]).toEqual([
      "姓名",
      "Job title",
      "E-mail",
      "Phone",
    ]);
    expect(await bulk.mappedColumn("web")).toBe("");
    await bulk.waitForPreview();
    await screenshot(page, "bulk-fill-mapped");

    const zip = await bulk.fillFromCsv(TEAM_CSV, "print-pdf");
    expect(zip.name).toMatch(/-5\.zip$/);
    expect([...zip.files.keys()].sort()).toEqual(["Ada-Lovelace.pdf", "Grace-Hopper.pdf", "Katherine-Johnson.pdf", "Turing-Alan.pdf", "王小明.pdf"]);
    for (const bytes of zip.files.values()) {
      const text = bytes.toString("latin1");
      expect(text.startsWith("%PDF-")).toBe(true);
      expect(text).toContain("/BleedBox");
    }
    expect(new Set([...zip.files.values()].map((bytes) => bytes.toString("base64"))).size).toBe(5);
    // The one refusal asked for (the Pro template's download) is the browser's only complaint.
    expect(errors.filter((line) => !line.includes("403"))).toEqual([]);
  }, 240_000);

  it("a free user's own card: a broken CSV is named before sending; the batch is refused with the spec's words and 'See Pro'; Pro bought on /pricing with the sandbox card, 5 rows give 5 PNGs", async () => {
    const { page, errors } = await browser.newPage();
    const bulk = new BulkFillPage(page, browser.baseURL);
    await bulk.signInNewUser(unique("bulk-refused"));
    const workId = await new BizcardDownloadPage(page, browser.baseURL).saveCard("Team card", card);
    await bulk.open(workId);

    await page.getByTestId("bulk-csv").setInputFiles({ name: "empty.csv", mimeType: "text/csv", buffer: Buffer.from("name\n") });
    expect(await page.getByTestId("bulk-csv-problem").textContent()).toBe("The CSV needs a header row and at least one row under it.");

    await bulk.upload(TEAM_CSV);
    expect(await bulk.startRefused()).toBe("BULK_FILL_NOT_INCLUDED");
    expect(await page.getByTestId("limit-modal").count()).toBe(0);
    expect(await bulk.refusal.textContent()).toContain("Bulk fill is included with Pro or with this business card bought.");
    expect(await bulk.refusal.getByTestId("bulk-buy").count()).toBe(cardSold ? 1 : 0);

    // What to do next: See Pro, bought in the payment dialog, then the same card fills.
    await bulk.refusal.getByRole("link", { name: "See Pro" }).click();
    await page.getByTestId("pricing-page").waitFor();
    await bulk.choose("pro-monthly");
    await bulk.prepareOrder();
    await bulk.payWithCard("4242 4242 4242 4242");
    await bulk.paidOrderId();
    await bulk.open(workId);
    const zip = await bulk.fillFromCsv(TEAM_CSV, "png");
    expect([...zip.files.keys()].sort()).toEqual(["Ada-Lovelace.png", "Grace-Hopper.png", "Katherine-Johnson.png", "Turing-Alan.png", "王小明.png"]);
    for (const bytes of zip.files.values()) expect(bytes.readUInt32BE(16)).toBe(2000);
    expect(errors.filter((line) => !line.includes("403"))).toEqual([]);
  }, 180_000);
});
