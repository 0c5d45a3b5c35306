import { describe, expect, it } from "vitest";
import { useBrowser } from "../harness/fixture";
import { BizcardDownloadPage } from "../pages/bizcard-download-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** A 2000 x 1222 card (90 x 55 mm): a background, the name and a Chinese title. */
const card = (name: string) => ({
  version: 3,
  kind: "card",
  width: 2000,
  height: 1222,
  background: { type: "solid", color: "#1d3557" },
  layout: { aspect: "horizontal", code: "" },
  elements: [
    { id: "name", role: "name", type: "text", text: name, fontId: "inter-600", fontSize: 120, color: "#f1faee", x: 800, y: 600, field: "name" },
    { id: "title", role: "text", type: "text", text: "设计师", fontId: "noto-sans-sc-400", fontSize: 70, color: "#a8dadc", x: 800, y: 800, field: "title" },
  ],
});

/** Issue 22: a new user's saved card downloads as a print PDF (the bizcard page and the must-show test call the same page object). */
describe("business card print PDF", () => {
  const browser = useBrowser();

  it("a new user saves a card and downloads its print PDF: a PDF with trim and bleed boxes and the card's words", async () => {
    const { page, errors } = await browser.newPage();
    const app = new BizcardDownloadPage(page, browser.baseURL);
    await app.signInNewUser(unique("bizcard-print"));
    const workId = await app.saveCard("Ada card", card("Ada Lovelace"));
    const pdf = await app.exportPrintPdf({ workId });
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text).toContain("/TrimBox");
    expect(text).toContain("/BleedBox");
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+Inter/);
    const png = await app.download({ workId }, "png");
    expect(png.contentType).toBe("image/png");
    expect(png.bytes.readUInt32BE(16)).toBe(2000);
    expect(errors).toEqual([]);
  });
});
