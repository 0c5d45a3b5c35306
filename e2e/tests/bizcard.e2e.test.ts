import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { BizcardPage } from "../pages/bizcard-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/**
 * Business cards (issue 22): a new user with a saved logo makes a card on /bizcard with their details;
 * front and back are drawn, the server's work holds the fields and the logo on both sides, the print
 * info dialog shows the partners' prices, and the editor opens the card with its safe area, sides and
 * print files.
 */
describe("business cards", () => {
  const browser = useBrowser();

  it("makes a two-sided card from the user's logo and details, and opens it in the editor", async () => {
    const { page, errors } = await browser.newPage();
    const app = new BizcardPage(page, browser.baseURL);
    await app.signInNewUser(unique("bizcard"));
    await app.saveClassicLogo("Harbor Pine", "marine supplies");

    const id = await app.makeCardFromLogo(
      { name: "Ada Lovelace", title: "Engineer", email: "ada@example.com", address: "", code: "https://ada.dev" },
      "Navy band",
    );
    await app.waitForSides();
    expect(await app.sides().count()).toBe(2);
    const card = await app.savedCard(id);
    expect(card).toMatchObject({ kind: "bizcard", name: "Ada Lovelace" });
    const field = (elements: typeof card.document.elements, name: string) => elements.filter((element) => element.field === name);
    expect(field(card.document.elements, "name")[0]?.text).toBe("Ada Lovelace");
    expect(field(card.document.elements, "address")[0]?.hidden).toBe(true);
    expect(field(card.document.elements, "Logo").length).toBeGreaterThan(1);
    expect(field(card.back?.elements ?? [], "code")[0]?.text).toBe("https://ada.dev");
    await screenshot(page, "bizcard-made");

    // Changing the form redraws both sides; saving keeps both.
    await page.locator('.bizcard-form input[name="title"]').fill("Chief Engineer");
    await page.getByTestId("bizcard-save").click();
    await expect.poll(async () => field((await app.savedCard(id)).document.elements, "title")[0]?.text).toBe("Chief Engineer");

    await page.getByTestId("bizcard-print-info-open").click();
    const dialog = page.getByTestId("bizcard-print-info");
    expect(await dialog.textContent()).toContain("9 yuan per 100 cards");
    expect(await dialog.textContent()).toContain("9.25 yuan per 100 cards");
    await dialog.getByRole("button", { name: "Close" }).click();

    await app.openInEditor();
    await page.getByTestId("card-safe-area").waitFor();
    await app.showSide("Back");
    await page.getByTestId("card-safe-area").waitFor();
    await app.showSide("Front");
    expect(errors).toEqual([]);

    // The editor's download panel holds the card's print files: both sides, each page with its bleed box
    // (a new user's free downloads cover this free template's card).
    await page.getByTestId("editor-export-open").click();
    await page.getByTestId("editor-export").getByTestId("bizcard-download-print-pdf").waitFor();
    const printed = await app.downloadFromPage("print-pdf");
    const pdfText = printed.bytes.toString("latin1");
    expect(pdfText.startsWith("%PDF")).toBe(true);
    expect(pdfText.split("/BleedBox").length - 1).toBe(2);
  }, 60_000);
});
