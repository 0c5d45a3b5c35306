import { parseLanguage } from "@studio/contracts/plain";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { switchLanguage } from "./i18n-setup";
import { htmlLang, rememberLanguage } from "./language";

/** Follows `?lang=` on every navigation: switches i18next, remembers it, updates `<html lang>` and the title. */
export function LanguageSync() {
  const { i18n, t } = useTranslation();
  const [params] = useSearchParams();
  const requested = parseLanguage(params.get("lang"));

  useEffect(() => {
    if (!requested) return;
    rememberLanguage(requested);
    if (i18n.language !== requested) void switchLanguage(i18n, requested);
  }, [requested, i18n]);

  const current = parseLanguage(i18n.language);
  useEffect(() => {
    if (!current) return;
    document.documentElement.lang = htmlLang(current);
    document.title = t("app.documentTitle");
  }, [current, t]);

  return null;
}
