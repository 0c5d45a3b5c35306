import type { Language } from "@studio/contracts";
import type { CoreMessages } from "@studio/i18n";
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

/**
 * Each language's messages are their own chunk: a page downloads only the language it shows, and
 * every area's strings added to the catalogue no longer grow the other language's first load.
 */
const loaders: Record<Language, () => Promise<CoreMessages>> = {
  en: () => import("@studio/i18n/en").then((m) => m.en),
  zh: () => import("@studio/i18n/zh").then((m) => m.zh),
};

/** The catalogues this page holds, for code that reads message trees instead of calling t(). */
const loaded = new Map<Language, CoreMessages>();

export async function loadMessages(language: Language): Promise<CoreMessages> {
  const known = loaded.get(language);
  if (known) return known;
  const catalogue = await loaders[language]();
  loaded.set(language, catalogue);
  return catalogue;
}

/** The message tree of a language already loaded (the current one always is: it is loaded before it is shown). */
export function messagesFor(language: Language): CoreMessages {
  const catalogue = loaded.get(language);
  if (!catalogue) throw new Error(`The ${language} messages are not loaded`);
  return catalogue;
}

/** One i18next instance holding the given catalogues (the page passes its one language; tests both). */
export function createI18n(language: Language, catalogues: Partial<Record<Language, CoreMessages>>): i18n {
  const resources: Record<string, { translation: CoreMessages }> = {};
  for (const [lang, catalogue] of Object.entries(catalogues) as [Language, CoreMessages][]) {
    loaded.set(lang, catalogue);
    resources[lang] = { translation: catalogue };
  }
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: ["en", "zh"],
    resources,
    // Languages not given here are added by switchLanguage before they are shown.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
    // Components re-render when a section loaded on first use arrives (loadLazyMessages).
    react: { bindI18nStore: "added" },
  });
  return instance;
}

/** Loads a language's chunk when this page has not shown it yet, then switches to it. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, "translation")) {
    instance.addResourceBundle(language, "translation", await loadMessages(language));
  }
  await instance.changeLanguage(language);
}
