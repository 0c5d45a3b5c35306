import type { Language } from "@studio/contracts";
import { en, zh } from "@studio/i18n";
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

/** One i18next instance fed from the shared translation package (no HTTP backend: both languages are small). */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: ["en", "zh"],
    resources: { en: { translation: en }, zh: { translation: zh } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}
