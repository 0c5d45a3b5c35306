import { defaultLanguage, parseLanguage, type Language } from "@studio/contracts/plain";
import type { LazyMessages } from "@studio/i18n";
import type { i18n } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

// Only pages and dialogs that load later import this file, so none of it is in a page's first download.
/** The sections only some pages need (payments, orders), each language its own chunk, loaded on first use. */
const lazyLoaders: Record<Language, () => Promise<LazyMessages>> = {
  en: () => import("@studio/i18n/lazy-en").then((m) => m.enLazy),
  zh: () => import("@studio/i18n/lazy-zh").then((m) => m.zhLazy),
};

/** Whether this i18next instance holds the first-use sections of `language` (tests give it whole catalogues). */
export function hasLazyMessages(instance: i18n, language: Language): boolean {
  return instance.exists("checkout.title", { lng: language });
}

const lazyPending = new WeakMap<i18n, Map<Language, Promise<void>>>();

/**
 * Adds the sections loaded on first use (@studio/i18n lazy.en.ts / lazy.zh.ts) to this instance's
 * `language`, once; pages that use them wait for it (useLazyMessages).
 */
export function loadLazyMessages(instance: i18n, language: Language): Promise<void> {
  if (hasLazyMessages(instance, language)) return Promise.resolve();
  const pending = lazyPending.get(instance) ?? new Map<Language, Promise<void>>();
  lazyPending.set(instance, pending);
  const known = pending.get(language);
  if (known) return known;
  const loading = lazyLoaders[language]().then(
    (sections) => {
      instance.addResourceBundle(language, "translation", sections, true, true);
    },
    (error: unknown) => {
      // A failed chunk load may succeed on the next try.
      pending.delete(language);
      throw error;
    },
  );
  pending.set(language, loading);
  return loading;
}

/**
 * Whether the message sections loaded on first use (payments, orders: @studio/i18n lazy.*.ts) are
 * here for the page's language; starts loading them when not. A page or dialog that uses them
 * shows its spinner until this is true, and again while a language switch loads the other one.
 */
export function useLazyMessages(): boolean {
  const { i18n } = useTranslation();
  const language = parseLanguage(i18n.language) ?? defaultLanguage;
  const [attempt, setAttempt] = useState(0);
  const ready = hasLazyMessages(i18n, language);
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    loadLazyMessages(i18n, language).then(
      () => {
        if (!cancelled) setAttempt((count) => count + 1);
      },
      () => {
        // The chunk did not load (offline): try again in a moment.
        if (!cancelled) setTimeout(() => setAttempt((count) => count + 1), 2000);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [i18n, language, ready, attempt]);
  return ready;
}
