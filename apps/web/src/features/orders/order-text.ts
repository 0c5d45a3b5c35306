import type { OrderView } from "@studio/contracts";
import { downloadItems, formatMinor, packageLevels, type DownloadItem, type PackageLevel } from "@studio/domain";
import type { TFunction } from "i18next";
import type { OrdersText } from "./orders-text";

const isLevel = (value: string): value is PackageLevel => (packageLevels as readonly string[]).includes(value);
const isItem = (value: string): value is DownloadItem => Object.hasOwn(downloadItems, value);

/** The product of an order in the reader's language, from its catalogue id ('credits-300', 'package-basic' ...). */
export function orderProductName(order: Pick<OrderView, "kind" | "product"> & { credits?: number | null }, tp: OrdersText, t: TFunction): string {
  const suffix = order.product.slice(order.product.indexOf("-") + 1);
  switch (order.kind) {
    case "credits":
      return tp("products.credits", { credits: order.credits ?? (Number(suffix) || 0) });
    case "pro":
      return tp("products.pro", { credits: order.credits ?? 500 });
    case "package":
      return isLevel(suffix) ? tp("products.package", { level: tp(`levels.${suffix}`) }) : order.product;
    case "download":
      return isItem(suffix) ? tp("products.download", { item: t(`productTypes.${suffix}`) }) : order.product;
    case "designer":
      return tp("products.designer");
  }
}

/** "$4.99" / "¥29.00": amounts are minor units in the order's currency. */
export function orderAmount(order: Pick<OrderView, "amount" | "currency">): string {
  return formatMinor(order.amount, order.currency);
}

export function providerName(provider: string, tp: OrdersText): string {
  return ["sandbox", "stripe", "paypal", "wechat", "alipay"].includes(provider) ? tp(`providers.${provider as "sandbox"}`) : provider;
}
