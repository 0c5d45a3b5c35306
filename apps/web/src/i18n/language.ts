import { defaultLanguage, parseLanguage, type Language } from "@studio/contracts/plain";
import { localStore } from "../lib/safe-storage";

export const languageStorageKey = "studio.lang";

/** `?lang=` wins (and is remembered), then the remembered choice, then the spec's default (zh). */
export function resolveLanguage(search: string, stored: string | null): Language {
  return parseLanguage(new URLSearchParams(search).get("lang")) ?? parseLanguage(stored) ?? defaultLanguage;
}

/** The `<html lang>` value: a BCP 47 tag, so screen readers and fonts pick the right script. */
export function htmlLang(language: Language): string {
  return language === "zh" ? "zh-CN" : "en";
}

export function readStoredLanguage(storage: Storage = localStore()): string | null {
  try {
    return storage.getItem(languageStorageKey);
  } catch {
    // Storage can be disabled (privacy modes, some in-app browsers).
    return null;
  }
}

export function rememberLanguage(language: Language, storage: Storage = localStore()): void {
  try {
    storage.setItem(languageStorageKey, language);
  } catch {
    // Not remembered; the URL still carries it.
  }
}

/** The same location with `lang` set, other query values kept. */
export function withLanguage(pathname: string, search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set("lang", language);
  return `${pathname}?${params.toString()}`;
}
