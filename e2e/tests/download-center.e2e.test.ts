import { isProductOffered } from "@studio/domain";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { DownloadCenterPage } from "../pages/download-center-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

describe("download center", () => {
  const browser = useBrowser();

  it("a Basic owner sees exactly Basic's files open, downloads the 800x600 PNG in one click, and is offered Professional at the difference", async () => {
    const { page, errors } = await browser.newPage();
    const app = new DownloadCenterPage(page, browser.baseURL);
    await app.signInNewUser(unique("center"));
    await app.makeLogos("a coffee shop");
    const designId = await app.newestDesignId();

    // Before buying: nothing open, every package offered at its full price.
    await app.open(designId);
    expect(await app.allowedFiles()).toEqual([]);
    expect(await page.getByTestId("dc-level").textContent()).toBe("No package yet");

    const order = await app.buyPackage("package-basic", designId);
    expect(order.amount).toBe(2900);
    await app.open(designId);
    expect(await page.getByTestId("dc-level").textContent()).toBe("Basic package");
    expect(await app.allowedFiles()).toEqual(["jpg-800", "png-800"]);
    expect(await app.file("svg").textContent()).toContain("Included in Professional package");
    expect(await app.file("favicon").getByTestId("dc-file-download").count()).toBe(0);
    expect(await page.getByTestId("dc-custom").count()).toBe(0);
    const offers = page.getByTestId("dc-offer");
    // The Brand package is offered once the brand kit works (isProductOffered).
    const brandSold = isProductOffered({ kind: "package", level: "brand" });
    expect(await offers.evaluateAll((rows) => rows.map((row) => [row.getAttribute("data-level"), row.getAttribute("data-amount")]))).toEqual([
      ["professional", "3000"],
      ...(brandSold ? [["brand", "7000"]] : []),
    ]);
    await screenshot(page, "download-center-basic-desktop");

    const png = await app.download(app.file("png-800").getByTestId("dc-file-download"));
    expect(png.name).toMatch(/-800x600\.png$/);
    const meta = await sharp(png.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 800, 600]);
    // What the page does not offer, the server does not serve either.
    const svg = await page.request.get(`${browser.baseURL}/api/download-center/${encodeURIComponent(designId)}/files/svg`);
    expect(svg.status()).toBe(403);

    // The order that bought the package is listed with its receipt, one click; My orders leads back here.
    const receiptRow = page.locator(`[data-testid="dc-receipt"][data-order-id="${order.orderId}"]`);
    const receipt = await app.download(receiptRow.getByTestId("order-receipt"));
    expect(receipt.name).toBe(`receipt-${order.orderId}.pdf`);
    expect(receipt.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await app.goto("/orders?lang=en");
    await page.locator(`[data-testid="my-order-row"][data-order-id="${order.orderId}"]`).getByTestId("order-download-center").click();
    await app.center.waitFor();
    expect(new URL(page.url()).searchParams.get("logo")).toBe(designId);
    expect(errors).toEqual([]);
  });
});
