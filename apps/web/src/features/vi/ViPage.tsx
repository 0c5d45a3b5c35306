import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useLazyMessages } from "../../i18n/use-lazy-messages";
import { useCurrentUser } from "../auth/hooks/use-current-user";
import { useFavourites } from "../classic-maker/hooks/use-favourites";
import { svgDataUrl } from "../classic-maker/svg-image";
import { downloadCenterHref } from "../download-center/center-links";
import { openLoginPanel } from "../session/login-panel-store";
import { ViStudio } from "./ViStudio";
import "./vi.css";

/**
 * /vi/ (spec 03's linked page, issue 22): pick one of My logos (the saved logos) and see it on every
 * VI scene, save the set, download each scene or all of them. `?logo={fa_id}` keeps the choice.
 */
export function ViPage() {
  const { t } = useTranslation();
  const ready = useLazyMessages();
  const { user, loading } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const logos = useFavourites("all", user !== null);

  if (loading || !ready) return <section className="vi-page" aria-busy="true" />;
  const header = (
    <>
      <h1>{t("vi.title")}</h1>
      <p>{t("vi.lead")}</p>
    </>
  );
  if (!user) {
    return (
      <section className="vi-page" data-testid="vi-page">
        {header}
        <p>{t("vi.signIn")}</p>
        <button type="button" className="button button-primary" onClick={() => openLoginPanel("sign-in")}>
          {t("vi.signInCta")}
        </button>
      </section>
    );
  }
  const saved = logos.data?.pages.flatMap((page) => page.list) ?? [];
  const asked = Number(params.get("logo"));
  const picked = Number.isInteger(asked) && asked > 0 ? asked : (saved[0]?.fa_id ?? null);
  return (
    <section className="vi-page" data-testid="vi-page">
      {header}
      <h2 id="vi-logo-step">{t("vi.pickLogo")}</h2>
      {logos.isPending ? <p aria-busy="true">{t("common.loading")}</p> : null}
      {logos.isError ? <p>{t("vi.loadFailed")}</p> : null}
      {logos.isSuccess && saved.length === 0 ? (
        <p data-testid="vi-no-logos">
          {t("vi.noLogos")} <Link to="/generate">{t("vi.makeLogo")}</Link>
        </p>
      ) : null}
      <div className="vi-logos" role="radiogroup" aria-labelledby="vi-logo-step">
        {saved.map((logo) => (
          <button
            key={logo.fa_id}
            type="button"
            role="radio"
            aria-checked={picked === logo.fa_id}
            aria-label={t("vi.pickedLogo", { name: logo.logo_name })}
            className="vi-logo"
            data-testid="vi-logo"
            onClick={() => setParams({ logo: String(logo.fa_id) }, { replace: true })}
          >
            <img src={svgDataUrl(logo.svg)} alt="" />
          </button>
        ))}
        {logos.hasNextPage ? (
          <button type="button" className="button button-small" disabled={logos.isFetchingNextPage} onClick={() => void logos.fetchNextPage()}>
            {t("vi.moreLogos")}
          </button>
        ) : null}
      </div>
      {picked !== null ? (
        <>
          <ViStudio key={picked} faId={picked} />
          <Link to={downloadCenterHref(`logo:${picked}`)}>{t("vi.openDownload")}</Link>
        </>
      ) : null}
    </section>
  );
}
