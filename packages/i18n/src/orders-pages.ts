import type { Language } from "@studio/contracts";
import { ordersPagesEn } from "./orders-pages.en";
import { ordersPagesZh } from "./orders-pages.zh";

export { ordersPagesEn, ordersPagesZh };
export type OrdersPagesMessages = typeof ordersPagesEn;

export const ordersPages: Record<Language, OrdersPagesMessages> = { en: ordersPagesEn, zh: ordersPagesZh };
