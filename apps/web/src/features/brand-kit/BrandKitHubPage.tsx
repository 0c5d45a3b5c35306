import type { SavedLogoSummary } from "@studio/contracts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useLazyMessages } from "../../i18n/use-lazy-messages";
import { useCurrentUser } from "../auth/hooks/use-current-user";
import { useFavourites } from "../classic-maker/hooks/use-favourites";
import { svgDataUrl } from "../classic-maker/svg-image";
import { designTools, logoTools } from "./brand-tools";
import "./brand-kit.css";

/**
 * /brand: the brand kit in one place (the home page's 'Brand assets' card). The tools that start
 * from a template link straight to their pages; the ones made from a logo (animation, slide deck,
 * Word guide, the download center) link to that logo's page once one of the user's saved logos is
 * chosen (`?logo={fa_id}`, kept in the address so a reload or a shared link keeps it).
 */
export function BrandKitHubPage() {
  const ready = useLazyMessages();
  const { t } = useTranslation();
  if (!ready) return <p className="brand-kit-note">{t("common.loading")}</p>;
  return <BrandKitHub />;
}

function BrandKitHub() {
  const { t } = useTranslation();
  const { user, loading } = useCurrentUser();
  return (
    <div className="brand-kit" data-testid="brand-kit">
      <h1>{t("brandKit.title")}</h1>
      <p className="brand-kit-lead">{t("brandKit.lead")}</p>
      <section aria-labelledby="brand-kit-any">
        <h2 id="brand-kit-any">{t("brandKit.anyDesign")}</h2>
        <ul className="brand-kit-tools">
          {designTools().map((tool) => (
            <li key={tool.id}>
              <Link className="brand-kit-tool" to={tool.path} data-tool={tool.id}>
                <strong>{t(`brandKit.tools.${tool.id}.title`)}</strong>
                <span>{t(`brandKit.tools.${tool.id}.body`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="brand-kit-logo">
        <h2 id="brand-kit-logo">{t("brandKit.fromLogo")}</h2>
        {user ? <LogoTools /> : <p className="brand-kit-note">{loading ? t("common.loading") : t("brandKit.signIn")}</p>}
      </section>
    </div>
  );
}

function LogoTools() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const logos = useFavourites("all", true);
  const list: SavedLogoSummary[] = logos.data?.pages.flatMap((page) => page.list) ?? [];
  const asked = Number(params.get("logo"));
  const chosen = list.find((logo) => logo.fa_id === asked) ?? list[0];

  if (logos.isPending) return <p className="brand-kit-note">{t("common.loading")}</p>;
  if (list.length === 0)
    return (
      <p className="brand-kit-note" data-testid="brand-kit-no-logos">
        {t("brandKit.noLogos")}{" "}
        <Link to="/generate" className="button button-small">
          {t("brandKit.makeLogo")}
        </Link>
      </p>
    );
  return (
    <>
      <div role="radiogroup" aria-label={t("brandKit.pickLogo")} className="brand-kit-logos">
        {list.map((logo) => (
          <button
            key={logo.fa_id}
            type="button"
            role="radio"
            aria-checked={logo.fa_id === chosen?.fa_id}
            className="brand-kit-logo"
            data-fa-id={logo.fa_id}
            onClick={() => setParams({ logo: String(logo.fa_id) }, { replace: true })}
          >
            <img src={svgDataUrl(logo.svg)} alt={logo.logo_name} width={120} height={90} />
          </button>
        ))}
        {logos.hasNextPage ? (
          <button type="button" className="button button-small" disabled={logos.isFetchingNextPage} onClick={() => void logos.fetchNextPage()}>
            {t("brandKit.loadMore")}
          </button>
        ) : null}
      </div>
      {chosen ? (
        <>
          <p className="brand-kit-note" aria-live="polite">
            {t("brandKit.chosen", { name: chosen.logo_name })}
          </p>
          <ul className="brand-kit-tools">
            {logoTools.map((tool) => (
              <li key={tool.id}>
                <Link className="brand-kit-tool" to={tool.path(chosen.fa_id)} data-tool={tool.id}>
                  <strong>{t(`brandKit.tools.${tool.id}.title`)}</strong>
                  <span>{t(`brandKit.tools.${tool.id}.body`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
