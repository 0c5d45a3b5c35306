import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useRedirectCountdown } from "./use-redirect-countdown";

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate("/", { replace: true }), [navigate]);
  // Spec 02 section 4: the page counts down and goes home at zero in production.
  const left = useRedirectCountdown(goHome, import.meta.env.PROD);
  return (
    <section className="message-page" data-testid="not-found">
      <p className="message-page-code" aria-hidden="true">
        404
      </p>
      <h1>{t("notFound.title")}</h1>
      <p className="message-page-body">{t("notFound.body")}</p>
      {import.meta.env.PROD ? (
        <p className="message-page-body" data-testid="redirect-countdown" aria-live="polite">
          {t("notFound.redirecting", { count: left })}
        </p>
      ) : null}
      <Link className="button button-primary" to="/">
        {t("notFound.backHome")}
      </Link>
    </section>
  );
}
