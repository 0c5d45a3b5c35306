import { languages, parseLanguage } from "@studio/contracts/plain";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { withLanguage } from "../i18n/language";

/** Links (not buttons): each language is a real URL that can be shared and reloaded. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = parseLanguage(i18n.language);
  return (
    <nav className="language-switcher" aria-label={t("language.label")}>
      {languages.map((language) => (
        <Link
          key={language}
          to={withLanguage(location.pathname, location.search, language)}
          hrefLang={language === "zh" ? "zh-CN" : "en"}
          lang={language === "zh" ? "zh-CN" : "en"}
          aria-current={current === language ? "true" : undefined}
          className="language-option"
          data-testid={`language-${language}`}
        >
          {t(`language.${language}`)}
        </Link>
      ))}
    </nav>
  );
}
