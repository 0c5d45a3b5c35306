import { readFile } from "node:fs/promises";
import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { PaymentsPage } from "../pages/payments-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

type Envelope<T> = { code: number; data: T; msg: string };

/** Records every confetti canvas the page adds (it removes itself after a moment). */
const watchConfetti = `(() => {
  window.__confetti = [];
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) {
      if (node instanceof HTMLCanvasElement && node.dataset.testid === "confetti") window.__confetti.push(Number(node.dataset.particles));
    }
  }).observe(document.body, { childList: true });
})()`;

/** Must-show 1 of issue 16 on the sandbox provider (no keys, offline): credits, a decline, Pro, a logo package and its upgrade. */
describe("payments", () => {
  const browser = useBrowser();

  it("a new user buys the smallest credit pack with 4242 after two refused cards; the balance rises by the pack without a reload; the receipt is a PDF with the amount", async () => {
    const { page, errors } = await browser.newPage();
    const app = new PaymentsPage(page, browser.baseURL);
    await app.signInNewUser(unique("pay-credits"));
    await app.openPricing();
    await expect.poll(() => app.credits()).toBe(24);
    // Prices come from the catalogue: the smallest pack, 50 credits for $4.99.
    expect(await page.getByTestId("product-credits-50").textContent()).toContain("$4.99");
    await screenshot(page, "payments-pricing");
    await page.evaluate(watchConfetti);
    await page.evaluate("window.__sameDocument = true");

    await app.choose("credits-50");
    expect(await app.payButton.textContent()).toBe("Pay $4.99");
    await app.prepareOrder();
    // Inline card errors stay in their field and nothing is sent.
    await app.payButton.click();
    expect(await page.getByTestId("card-number-error").textContent()).toBe("This field is incomplete.");
    expect(await app.paymentError.count()).toBe(0);

    // Declined: the processor's message, nothing granted.
    await app.payWithCard("4000 0000 0000 0002");
    await expect.poll(() => app.paymentError.textContent()).toBe("Your card was declined.");
    await app.payWithCard("4000 0000 0000 9995");
    await expect.poll(() => app.paymentError.textContent()).toBe("Your card has insufficient funds.");
    expect(await app.success.count()).toBe(0);
    expect(await app.credits()).toBe(24);
    await screenshot(page, "payments-declined");

    // The same order paid with the good card.
    await app.payWithCard("4242 4242 4242 4242");
    const orderId = await app.paidOrderId();
    expect(await app.success.textContent()).toContain("Success!");
    await expect.poll(() => app.credits()).toBe(74);
    expect(await page.evaluate("window.__sameDocument")).toBe(true);
    expect(await page.evaluate("window.__confetti")).toEqual([100]);
    await screenshot(page, "payments-success");

    // The receipt: a real PDF that parses, with the amount and the order id on it.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("payment-receipt").click()]);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain("$4.99");
    expect(text).toContain(orderId);

    // The record check and the order say paid; the balance on the server agrees.
    const check = (await (await page.request.get(`${browser.baseURL}/api/payment/check/${orderId}`)).json()) as Envelope<boolean>;
    expect(check.data).toBe(true);
    const summary = (await (await page.request.get(`${browser.baseURL}/api/credits/summary`)).json()) as Envelope<{ ai_credits: number }>;
    expect(summary.data.ai_credits).toBe(74);
    expect(errors.filter((e) => !e.includes("402"))).toEqual([]);
  });

  it("a new user buys Pro: the badge and 500 credits show without a reload, downloads become unlimited", async () => {
    const { page, errors } = await browser.newPage();
    const app = new PaymentsPage(page, browser.baseURL);
    await app.signInNewUser(unique("pay-pro"));
    await app.openPricing();
    expect(await app.proBadge.count()).toBe(0);
    await app.choose("pro-monthly");
    expect(await app.payButton.textContent()).toBe("Pay $19.00");
    await app.prepareOrder();
    await app.payWithCard("4242424242424242");
    await app.paidOrderId();
    await app.proBadge.waitFor();
    await expect.poll(() => app.credits()).toBe(524);
    const summary = (await (await page.request.get(`${browser.baseURL}/api/credits/summary`)).json()) as Envelope<{
      pro: boolean;
      downloadsUnlimited: boolean;
    }>;
    expect(summary.data).toMatchObject({ pro: true, downloadsUnlimited: true });
    await screenshot(page, "payments-pro");
    expect(errors).toEqual([]);
  });

  it("buys a Basic package for a logo made in the logo maker, then upgrades to Professional for the difference", async () => {
    const { page, errors } = await browser.newPage();
    const app = new PaymentsPage(page, browser.baseURL);
    await app.signInNewUser(unique("pay-package"));
    await app.makeLogos("a coffee shop");
    const card = app.results.first();
    const popover = await app.openPopover(card);
    await popover.getByTestId("download-buy-package").click();
    await app.paymentDialog.waitFor();
    await app.choose("package-basic");
    expect(await app.payButton.textContent()).toBe("Pay $29.00");
    const placed = page.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith("/api/payment/orders"));
    await app.prepareOrder();
    const basicOrder = (await (await placed).json()) as Envelope<{ orderId: string; amount: number }>;
    expect(basicOrder.data.amount).toBe(2900);
    await app.payWithCard("4242 4242 4242 4242");
    const basicId = await app.paidOrderId();
    const order = (await (await page.request.get(`${browser.baseURL}/api/payment/orders/${basicId}`)).json()) as Envelope<{ designId: string; state: string }>;
    expect(order.data.state).toBe("fulfilled");
    const logo = order.data.designId;
    expect(logo).toMatch(/^task:.+:\d+$/);
    const center = async () =>
      (
        (await (await page.request.get(`${browser.baseURL}/api/download-center/${encodeURIComponent(logo)}`)).json()) as Envelope<{
          level: string | null;
          files: { id: string; format: string; allowed: boolean }[];
        }>
      ).data;
    const basic = await center();
    expect(basic.level).toBe("basic");
    // Basic is JPG and PNG at 800x600 only.
    expect(
      basic.files
        .filter((file) => file.allowed)
        .map((file) => file.format)
        .sort(),
    ).toEqual(["jpg", "png"]);
    expect(basic.files.some((file) => file.format === "svg" && !file.allowed)).toBe(true);
    await page.getByTestId("payment-done").click();

    // Upgrade: the dialog prices Professional at the difference (59 - 29 = 30 USD).
    await (await app.openPopover(card)).getByTestId("download-buy-package").click();
    await app.choose("package-professional");
    await app.prepareOrder();
    expect(await app.payButton.textContent()).toBe("Pay $30.00");
    await app.payWithCard("4242 4242 4242 4242");
    await app.paidOrderId();
    const professional = await center();
    expect(professional.level).toBe("professional");
    expect(professional.files.some((file) => file.format === "svg" && file.allowed)).toBe(true);
    await screenshot(page, "payments-package-upgrade");
    expect(errors).toEqual([]);
  });
});
