import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="message-page" data-testid="not-found">
      <p className="message-page-code" aria-hidden="true">
        404
      </p>
      <h1>{t("notFound.title")}</h1>
      <p className="message-page-body">{t("notFound.body")}</p>
      <Link className="button button-primary" to="/">
        {t("notFound.backHome")}
      </Link>
    </section>
  );
}
