import { PDFParse } from "pdf-parse";
import { afterAll, describe, expect, it } from "vitest";
import { renderReceiptPdf, type ReceiptDocument } from "./receipt-pdf";
import { orderProductName, receiptDate } from "./receipt-text";

const parsers: PDFParse[] = [];
afterAll(async () => {
  await Promise.all(parsers.map((parser) => parser.destroy()));
});

/** The PDF's text as a reader's tool extracts it (pdf.js underneath). */
async function textOf(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  parsers.push(parser);
  return (await parser.getText()).text;
}

const base: ReceiptDocument = {
  type: "receipt",
  language: "en",
  issuer: "Logo Studio",
  taxPercent: 0,
  timeZone: "UTC",
  issuedAt: new Date("2026-11-25T10:00:00Z"),
  buyer: { name: "张伟", email: "zhang.wei@example.test" },
  order: {
    id: "ord_8Hq2mXk3",
    kind: "credits",
    product: "credits-50",
    details: { credits: 50 },
    amount: 499,
    listAmount: 499,
    currency: "USD",
    coupon: null,
    percentOff: null,
    provider: "sandbox",
    providerRef: "sbx_1",
    state: "fulfilled",
    designId: null,
    createdAt: new Date("2026-11-25T09:58:00Z"),
    paidAt: new Date("2026-11-25T09:59:30Z"),
    refundedAt: null,
  },
};

describe("receipt PDF", () => {
  it("is a real PDF whose text holds the amount, the CJK buyer name, the order id and the product", async () => {
    const bytes = await renderReceiptPdf(base);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = await textOf(bytes);
    expect(text).toContain("Receipt");
    expect(text).toContain("$4.99 USD");
    expect(text).toContain("张伟");
    expect(text).toContain("zhang.wei@example.test");
    expect(text).toContain("ord_8Hq2mXk3");
    expect(text).toContain("50 AI credits");
    expect(text).toContain("Tax: included / 0");
    expect(text).toContain("Card (sandbox test payment)");
    expect(text).toContain("2026-11-25 09:59 UTC");
    // Embedded subsets, not whole families: a receipt stays small.
    expect(bytes.byteLength).toBeLessThan(120_000);
  });

  it("writes a Chinese invoice in CNY with the coupon, the discount and an operator's tax rate", async () => {
    const bytes = await renderReceiptPdf({
      ...base,
      type: "invoice",
      language: "zh",
      taxPercent: 13,
      timeZone: "Asia/Shanghai",
      order: {
        ...base.order,
        kind: "package",
        product: "package-professional",
        details: { level: "professional", fromLevel: "basic" },
        amount: 4470,
        listAmount: 5000,
        currency: "CNY",
        coupon: "SPRING24",
        percentOff: 10,
        designId: "task:42:1",
      },
    });
    const text = await textOf(bytes);
    expect(text).toContain("发票");
    expect(text).toContain("¥44.70 CNY");
    expect(text).toContain("¥50.00");
    expect(text).toContain("-¥5.30");
    expect(text).toContain("SPRING24");
    expect(text).toContain("¥5.14");
    expect(text).toContain("专业标志套餐（由基础升级）");
    expect(text).toContain("task:42:1");
    expect(text).toContain("张伟");
    expect(text).toContain("2026-11-25 17:59 Asia/Shanghai");
  });

  it("says when and that the order was refunded", async () => {
    const text = await textOf(await renderReceiptPdf({ ...base, order: { ...base.order, state: "refunded", refundedAt: new Date("2026-11-27T12:00:00Z") } }));
    expect(text).toContain("Refunded on 2026-11-27 12:00 UTC");
  });

  it("names products from the order's frozen facts", () => {
    expect(orderProductName({ kind: "download", product: "download-poster", details: { item: "poster" } }, "en")).toBe("Poster download");
    expect(orderProductName({ kind: "pro", product: "pro-monthly", details: { credits: 500 } }, "en")).toBe("Pro membership, 1 month (500 AI credits)");
    expect(orderProductName({ kind: "package", product: "package-brand", details: {} }, "zh")).toBe("品牌标志套餐");
    expect(receiptDate(new Date("2026-01-02T03:04:00Z"), "UTC")).toBe("2026-01-02 03:04 UTC");
  });
});
