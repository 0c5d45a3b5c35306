import type { Messages } from "@studio/i18n";

// Module augmentation must use `interface`; it makes `t("home.title")` a checked key.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Messages };
  }
}
