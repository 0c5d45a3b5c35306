import { describe, expect, it } from "vitest";
import { enLazy } from "./lazy.en";
import { zhLazy } from "./lazy.zh";
import { en, ordersText, zh } from "./index";

// The orders texts are one of the sections loaded on first use (lazy.*.ts): the browser reads them
// through i18next once useLazyMessages has added them, the server's receipts through ordersText.
// Key and placeholder parity of en and zh is messages.test.ts's, over the whole catalogues.
describe("orders texts", () => {
  it("are a section loaded on first use, part of the whole catalogues, not of the core a page loads first", () => {
    expect(enLazy.ordersPages.receipt.receiptTitle).toBe("Receipt");
    expect(zhLazy.ordersPages.receipt.receiptTitle).toBe("收据");
    expect(en.ordersPages).toBe(enLazy.ordersPages);
    expect(zh.ordersPages).toBe(zhLazy.ordersPages);
  });

  it("fill their placeholders in the asked language", () => {
    expect(ordersText("en")("admin.refundTitle", { orderId: "o-1" })).toBe("Refund order o-1");
    expect(ordersText("zh")("admin.refundTitle", { orderId: "o-1" })).toBe("为订单 o-1 退款");
    expect(ordersText("en")("receipt.couponValue", { code: "SAVE10", percent: 10 })).toBe("SAVE10 (10% off)");
  });
});
