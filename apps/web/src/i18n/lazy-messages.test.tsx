import { en as enCore } from "@studio/i18n/en";
import { enLazy } from "@studio/i18n/lazy-en";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { useOrdersText } from "../features/orders/orders-text";
import { createI18n } from "./i18n-setup";
import { LazyMessagesGate } from "./LazyMessagesGate";
import { hasLazyMessages } from "./use-lazy-messages";

afterEach(cleanup);

// A copy each time: i18next merges the loaded sections into the catalogue object it was given.
const coreOnly = () => structuredClone(enCore);

function OrdersHeading() {
  const { t } = useTranslation();
  const tp = useOrdersText();
  return (
    <h1>
      {tp("admin.refundTitle", { orderId: "o-9" })} / {t("orders.menu.orders")}
    </h1>
  );
}

describe("texts loaded on first use (one mechanism: @studio/i18n lazy.*.ts)", () => {
  it("shows a spinner until the sections arrive, then the orders texts from them", async () => {
    // A page starts with the core catalogue only, as main.tsx loads it.
    const instance = createI18n("en", { en: coreOnly() });
    expect(hasLazyMessages(instance, "en")).toBe(false);
    render(
      <I18nextProvider i18n={instance}>
        <LazyMessagesGate>
          <OrdersHeading />
        </LazyMessagesGate>
      </I18nextProvider>,
    );
    expect(screen.getByRole("status")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Refund order o-9 / My orders" })).toBeTruthy();
    expect(hasLazyMessages(instance, "en")).toBe(true);
  });
});

describe("the receipt buttons outside the orders pages", () => {
  it("load the orders texts themselves and show no raw keys before they arrive", async () => {
    const { ReceiptButtons } = await import("../features/orders/components/ReceiptButtons");
    const instance = createI18n("en", { en: coreOnly() });
    const { container } = render(
      <I18nextProvider i18n={instance}>
        <ReceiptButtons orderId="o-1" />
      </I18nextProvider>,
    );
    expect(container.textContent).toBe("");
    expect(await screen.findByRole("button", { name: enLazy.ordersPages.mine.receipt })).toBeTruthy();
  });
});
