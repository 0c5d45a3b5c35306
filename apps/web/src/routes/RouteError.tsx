import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Shown when a route fails to load or render (e.g. a chunk missing after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <section className="message-page" role="alert">
      <h1>{t("errors.occurred")}</h1>
      <Link className="button button-primary" to="/">
        {t("notFound.backHome")}
      </Link>
    </section>
  );
}
