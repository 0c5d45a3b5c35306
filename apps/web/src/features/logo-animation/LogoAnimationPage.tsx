import { migrateDesignDocument } from "@studio/design";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../api/client";
import { useLazyMessages } from "../../i18n/use-lazy-messages";
import { useCurrentUser } from "../auth/hooks/use-current-user";
import { fetchFavourite } from "../classic-maker/api/favourites-api";
import { centerDesignId, downloadCenterHref, savedLogoId } from "../download-center/center-links";
import { openLoginPanel } from "../session/login-panel-store";
import { AnimationStudio } from "./AnimationStudio";
import "./logo-animation.css";

/** /download/animation?logo={fa_id | logo:{fa_id}}: a saved logo's animation (issue 22), beside the download center's brand kit pages. */
export function LogoAnimationPage() {
  const { t } = useTranslation();
  const ready = useLazyMessages();
  const [params] = useSearchParams();
  const designId = centerDesignId(params.get("logo")) ?? "";
  const faId = savedLogoId(designId);
  const { user, loading } = useCurrentUser();
  const logo = useQuery({
    queryKey: ["favourite", faId],
    queryFn: ({ signal }) => fetchFavourite(faId ?? 0, signal),
    enabled: user !== null && faId !== null,
    retry: false,
  });
  const doc = useMemo(() => (logo.data ? migrateDesignDocument(logo.data.design) : null), [logo.data]);

  if (!ready || loading) return <section className="logo-animation" aria-busy="true" />;
  const heading = <h1>{t("logoAnimation.title")}</h1>;
  if (!user) {
    return (
      <section className="logo-animation">
        {heading}
        <p>{t("logoAnimation.signIn")}</p>
        <button type="button" className="button button-primary" onClick={() => openLoginPanel("sign-in")}>
          {t("logoAnimation.signInCta")}
        </button>
      </section>
    );
  }
  if (faId === null) {
    return (
      <section className="logo-animation">
        {heading}
        <p data-testid="la-message">{t("logoAnimation.noLogo")}</p>
        <Link to="/favourites">{t("logoAnimation.myLogos")}</Link>
      </section>
    );
  }
  if (logo.isPending) return <section className="logo-animation" aria-busy="true" />;
  if (logo.isError || !doc) {
    const missing = logo.error instanceof ApiError && logo.error.status === 404;
    return (
      <section className="logo-animation">
        {heading}
        <p data-testid="la-message">{missing ? t("logoAnimation.notFound") : t("logoAnimation.failed")}</p>
      </section>
    );
  }
  return (
    <section className="logo-animation" data-testid="logo-animation">
      {heading}
      <p>{t("logoAnimation.lead")}</p>
      <AnimationStudio designId={designId} doc={doc} name={logo.data.logo_name} />
      <Link to={downloadCenterHref(designId)} data-testid="la-back">
        {t("logoAnimation.back")}
      </Link>
    </section>
  );
}
