import { readFile } from "node:fs/promises";
import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { uniqueEmail as unique, useAdminServer } from "../harness/own-server";
import { OrdersPage } from "../pages/orders-page";

async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/**
 * After checkout (issue 16 P4), in Chromium against the real server: a buyer pays for the smallest
 * credit pack with the sandbox card, spends part of it and downloads the receipt again from My
 * invoices; the admin finds the order by e-mail, reads its history, sees in the refund dialog what
 * will be taken back and what was already spent, refunds it once, and sees it in the revenue page.
 * Its own server: an admin made the operator's way (ADMIN_EMAILS) and no registration grant, so
 * the balance is exactly the pack.
 */
describe("admin orders, refund and receipts", () => {
  const browser = useBrowser();
  const server = useAdminServer("orders-admin", { CREDITS_REGISTER_GRANT: "0" });
  const { adminEmail } = server;

  it("a buyer's receipt PDF holds the amount; the admin refunds with both figures shown first, exactly once", async () => {
    const buyerEmail = unique("orders-buyer");
    const { page, errors } = await browser.newPage();
    const buyer = new OrdersPage(page, server.baseURL);
    await buyer.signInNewUser(buyerEmail);
    const orderId = await buyer.buyWithCard("credits-50");
    expect(await buyer.balance()).toBe(50);
    for (let i = 0; i < 5; i += 1) expect((await buyer.writeOff(`orders-e2e-${i}`, { type: "ai", name: "aiimage" })).status).toBe(200);
    expect(await buyer.balance()).toBe(30);

    await buyer.goto("/invoices?lang=en");
    const row = buyer.myOrderRow(orderId);
    await row.waitFor();
    expect(await row.textContent()).toContain("50 AI credits");
    expect(await row.textContent()).toContain("$4.99");
    const download = page.waitForEvent("download");
    await row.getByTestId("order-receipt").click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`receipt-${orderId}.pdf`);
    const text = await pdfText(await file.path());
    expect(text).toContain("$4.99 USD");
    expect(text).toContain(orderId);
    expect(text).toContain(buyerEmail);
    await screenshot(page, "orders-my-invoices");
    // The admin pages are not the buyer's.
    await buyer.goto("/admin/orders?lang=en");
    await expect.poll(() => page.getByText("Only admins can see the orders.").count()).toBe(1);
    expect(errors.filter((error) => !error.includes("403"))).toEqual([]);

    const adminTab = await browser.newPage();
    const admin = new OrdersPage(adminTab.page, server.baseURL);
    await admin.signInNewUser(adminEmail);
    await admin.openAccountMenu();
    await adminTab.page.getByTestId("admin-orders-link").click();
    await adminTab.page.getByTestId("admin-orders").waitFor();
    await adminTab.page.getByTestId("orders-search-email").fill(buyerEmail.slice(0, 20));
    await adminTab.page.getByTestId("orders-search-state").selectOption("fulfilled");
    await adminTab.page.getByTestId("orders-search-submit").click();
    const adminRow = admin.adminRow(orderId);
    await adminRow.waitFor();
    expect(await adminRow.textContent()).toContain(buyerEmail);
    await adminRow.getByTestId("admin-order-open").click();
    const history = adminTab.page.getByTestId("order-history");
    await history.waitFor();
    await expect.poll(() => history.locator("li").count()).toBeGreaterThanOrEqual(3);
    expect(await history.textContent()).toContain("Completed");

    await adminTab.page.getByTestId("order-refund").click();
    const credits = adminTab.page.getByTestId("refund-credits");
    await credits.waitFor();
    expect(await credits.textContent()).toBe("Credits taken back: 30 of 50 granted (balance now 0).");
    expect(await adminTab.page.getByTestId("refund-shortfall").textContent()).toContain("Already spent, cannot be taken back: 20 credits.");
    expect(await admin.refundFigures.textContent()).toContain("Money returned to the buyer: $4.99 USD through Card (sandbox test payment).");
    // Shown, not done: the balance is untouched until the admin confirms.
    expect(await buyer.balance()).toBe(30);
    await screenshot(adminTab.page, "orders-refund-dialog");
    await adminTab.page.getByTestId("refund-note").fill("asked by mail");
    await adminTab.page.getByTestId("refund-confirm").click();
    await admin.toasts.filter({ hasText: "Refunded: 30 credits taken back, 20 short." }).first().waitFor();
    await expect.poll(() => admin.orderDetail.textContent()).toContain("Credits already spent (not taken back)");
    await expect.poll(() => history.textContent()).toContain("asked by mail · credits taken back 30 of 50");
    expect(await history.textContent()).toContain(adminEmail);
    expect(await adminTab.page.getByTestId("order-refund").count()).toBe(0);
    expect(await buyer.balance()).toBe(0);

    // A second refund of the same order (a double click, another admin) changes nothing.
    const again = await admin.call<{ replayed: boolean; creditsTaken: number }>("POST", `/api/admin/payment/orders/${orderId}/refund`, {});
    expect(again.body.data).toMatchObject({ replayed: true, creditsTaken: 30 });
    expect(await buyer.balance()).toBe(0);

    // The refunded order is kept out of revenue and counted as refunded; credits sold net of the take-back.
    await adminTab.page.keyboard.press("Escape");
    await adminTab.page.getByTestId("admin-revenue-link").click();
    const totals = adminTab.page.getByTestId("revenue-totals");
    await totals.waitFor();
    expect(await adminTab.page.getByTestId("revenue-total-USD").textContent()).toBe("$0.00");
    expect(await totals.textContent()).toContain("Refunded: $4.99");
    expect(await adminTab.page.getByTestId("revenue-credits-sold").textContent()).toBe("20");
    expect(await adminTab.page.getByTestId("revenue-credits-spent").textContent()).toBe("20");
    expect(await adminTab.page.getByTestId("revenue-chart-USD").locator("rect").count()).toBe(30);
    await screenshot(adminTab.page, "orders-revenue");
    expect(adminTab.errors).toEqual([]);
  });
});
