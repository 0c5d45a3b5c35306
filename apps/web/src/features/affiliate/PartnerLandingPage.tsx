import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useLazyMessages } from "../../i18n/use-lazy-messages";
import { affiliateApi } from "./affiliate-api";
import "./affiliate.css";

/** The partner landing page (/partner/{code}): the invitation, the code's discount; the visit counts as the partner's click. */
export function PartnerLandingPage() {
  const ready = useLazyMessages();
  const { t } = useTranslation();
  const { code = "" } = useParams();
  const landing = useQuery({ queryKey: ["affiliate", "landing", code], queryFn: ({ signal }) => affiliateApi.landing(code, signal), retry: false });
  useEffect(() => {
    if (landing.data) affiliateApi.click(landing.data.code).catch(() => undefined);
  }, [landing.data]);
  if (!ready) return null;
  return (
    <section className="affiliate-page" data-testid="partner-landing">
      {landing.data ? (
        <>
          <h1>{t("affiliate.landing.title")}</h1>
          <p className="affiliate-lead">{t("affiliate.landing.lead", { code: landing.data.code, percent: landing.data.percentOff })}</p>
          <p className="affiliate-actions">
            <Link className="button button-primary" to="/pricing">
              {t("affiliate.landing.pricing")}
            </Link>{" "}
            <Link className="button" to="/">
              {t("affiliate.landing.start")}
            </Link>
          </p>
        </>
      ) : null}
      {landing.isError ? <p role="alert">{t("affiliate.landing.unknown")}</p> : null}
    </section>
  );
}
