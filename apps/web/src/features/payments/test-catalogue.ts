import type { Catalogue } from "@studio/contracts";

const prices = { poster: 199, bizcard: 499, logoanimate: 499, ppt: 499 };
const base = { type: "per-download" as const, title: "", description: "", recommended: false, currency: "USD" as const, downloadPrices: prices };
/** A catalogue as GET /api/payment/catalogue answers it, for the payment tests. */
export const testCatalogue: Catalogue = {
  currency: "USD",
  providers: ["sandbox"],
  defaultCreditPackType: 3,
  products: [
    { ...base, id: "credits-50", kind: "credits", amount: 499, credits: 50 },
    { ...base, id: "credits-300", kind: "credits", amount: 1999, credits: 300, recommended: true },
    { ...base, id: "pro-monthly", kind: "pro", type: "subscription", amount: 1900, credits: 500, recommended: true },
    { ...base, id: "package-basic", kind: "package", amount: 2900, level: "basic" },
    { ...base, id: "package-professional", kind: "package", amount: 5900, level: "professional" },
    { ...base, id: "package-brand", kind: "package", amount: 9900, level: "brand" },
    { ...base, id: "designer-fix", kind: "designer", amount: 4000 },
  ],
};
