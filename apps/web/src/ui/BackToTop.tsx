import { useTranslation } from "react-i18next";
import { useScrollPast } from "./use-scroll-past";

export function BackToTop() {
  const { t } = useTranslation();
  const visible = useScrollPast();
  if (!visible) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={t("common.backToTop")}
      title={t("common.backToTop")}
      onClick={() => {
        const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      }}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
