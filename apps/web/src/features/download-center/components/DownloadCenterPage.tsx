import { isProductOffered, packageAllows } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../../api/client";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { BrandOffer } from "../../logo-maker/components/BrandOffer";
import { ShareDialog } from "../../classic-maker/components/ShareDialog";
import { openLoginPanel } from "../../session/login-panel-store";
import { downloadCenterApi } from "../api/download-center-api";
import { brandKitKinds, centerDesignId, levelKey, savedLogoId, targetOf } from "../center-links";
import { BrandKit } from "./BrandKit";
import { BrandCentre } from "./BrandCentre";
import { CenterFiles } from "./CenterFiles";
import { PackageOffers } from "./PackageOffers";
import { PackageReceipts } from "./PackageReceipts";
import "../download-center.css";

/** /download?logo={designId}: a purchased logo's files by package, upgrades and the brand platform offer. */
export function DownloadCenterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const designId = centerDesignId(params.get("logo")) ?? "";
  // The brand platform's offer is made for AI results (task ids) only.
  const target = targetOf(designId);
  const { user, loading } = useCurrentUser();
  const [sharing, setSharing] = useState(false);
  const center = useQuery({
    queryKey: ["download-center", designId],
    queryFn: ({ signal }) => downloadCenterApi.view(designId, signal),
    enabled: user !== null && designId !== "",
  });

  if (loading) return <section className="download-center" aria-busy="true" />;
  if (!user) {
    return (
      <section className="download-center">
        <h1>{t("downloadCenter.title")}</h1>
        <p>{t("downloadCenter.signIn")}</p>
        <button type="button" className="button button-primary" onClick={() => openLoginPanel("sign-in")}>
          {t("downloadCenter.signInCta")}
        </button>
      </section>
    );
  }
  if (!designId) {
    return (
      <section className="download-center">
        <h1>{t("downloadCenter.title")}</h1>
        <p data-testid="dc-message">{t("downloadCenter.missingLogo")}</p>
      </section>
    );
  }
  if (center.isPending) return <section className="download-center" aria-busy="true" />;
  if (center.isError) {
    const missing = center.error instanceof ApiError && center.error.status === 404;
    return (
      <section className="download-center">
        <h1>{t("downloadCenter.title")}</h1>
        <p data-testid="dc-message">{missing ? t("downloadCenter.notFound") : t("downloadCenter.loadFailed")}</p>
        {missing ? null : (
          <button type="button" className="button" onClick={() => void center.refetch()}>
            {t("downloadCenter.retry")}
          </button>
        )}
      </section>
    );
  }

  const data = center.data;
  // Only a saved classic logo has a share link (POST /api/user/favourite/{fa_id}/share), and only its owner makes one.
  const sharedFaId = data.owner ? savedLogoId(data.designId) : null;
  return (
    <section className="download-center" data-testid="download-center" data-level={data.level ?? "none"}>
      <header className="dc-header">
        <img className="dc-preview" src={data.previewUrl} alt={data.name} width={160} height={160} />
        <div>
          <h1>{t("downloadCenter.title")}</h1>
          {data.name ? <p className="dc-name">{data.name}</p> : null}
          <p className="dc-level" data-testid="dc-level">
            {t(levelKey(data.level))}
          </p>
          <p>{data.access === "staff" ? t("downloadCenter.staffAccess") : t("downloadCenter.lead")}</p>
          {data.pro ? <p className="dc-note">{t("downloadCenter.proNote")}</p> : null}
          {sharedFaId !== null ? (
            <button type="button" className="button button-small" data-testid="dc-share" onClick={() => setSharing(true)}>
              {t("classicMaker.share.button")}
            </button>
          ) : null}
        </div>
      </header>
      <CenterFiles designId={data.designId} name={data.name} files={data.files} range={data.customSize} />
      {/* The brand kit is listed once it is sold (the Brand package, isProductOffered). */}
      {isProductOffered({ kind: "package", level: "brand" }) ? <BrandKit items={data.brandItems} /> : null}
      {data.brandPlatform && target ? <BrandOffer target={target} /> : null}
      {/* A saved logo's brand centre: its owner (brandPlatform is the owner's), with the Brand package. */}
      {data.brandPlatform && sharedFaId !== null && packageAllows(data.level, "brandCentre") ? (
        <BrandCentre faId={sharedFaId} name={data.name} registered={data.brandRegistered} onActivated={() => void center.refetch()} />
      ) : null}
      <nav className="dc-kit-nav" aria-label={t("downloadCenter.kitNav")} data-testid="dc-kit-nav">
        {/* VI mockups are drawn from a saved classic logo (docs/vi.md): its link shows for those only.
            The others (brand documents, the social profile kit) are made from any logo. */}
        {brandKitKinds
          .filter((kind) => kind !== "vi" || savedLogoId(data.designId) !== null)
          .map((kind) => (
            <Link key={kind} to={`/download/${kind}?logo=${encodeURIComponent(data.designId)}`} data-testid={`dc-kit-${kind}`}>
              {t(`downloadCenter.kit.${kind}.title`)}
            </Link>
          ))}
        {/* A saved classic logo has a design to animate (issue 22, docs/logo-animation.md). */}
        {savedLogoId(data.designId) !== null ? (
          <Link to={`/download/animation?logo=${encodeURIComponent(data.designId)}`} data-testid="dc-animation">
            {t("downloadCenter.animationLink")}
          </Link>
        ) : null}
      </nav>
      <PackageOffers designId={data.designId} offers={data.offers} bought={data.level !== null} onPaid={() => void center.refetch()} />
      <PackageReceipts orders={data.orders} />
      {sharing && sharedFaId !== null ? <ShareDialog faId={sharedFaId} name={data.name} onClose={() => setSharing(false)} /> : null}
    </section>
  );
}
