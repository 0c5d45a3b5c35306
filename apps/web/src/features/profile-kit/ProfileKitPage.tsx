import type { ProfileImageId } from "@studio/contracts";
import { packageAllows } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../api/client";
import { useLazyMessages } from "../../i18n/use-lazy-messages";
import { useCurrentUser } from "../auth/hooks/use-current-user";
import { downloadCenterApi } from "../download-center/api/download-center-api";
import { centerDesignId, downloadCenterHref } from "../download-center/center-links";
import { PackageOffers } from "../download-center/components/PackageOffers";
import { openLoginPanel } from "../session/login-panel-store";
import { profileImageUrl, profileKitApi, profileZipUrl } from "./profile-kit-api";
import "../download-center/download-center.css";
import "./profile-kit.css";

const accessText = { staff: "profileKit.accessStaff", pro: "profileKit.accessPro", package: "profileKit.accessPackage" } as const;

/**
 * /download/profile?logo= (spec 03 section 2; docs/profile-kit.md): the logo's social profile kit,
 * profile pictures and covers at each network's size, drawn on the server. Every image shows as a
 * preview; with the right (staff, Pro, the Professional or Brand package: the server decides) each
 * downloads as a PNG and all of them as a zip. Without it the owner is offered the packages that
 * bring it, in place, and Pro.
 */
export function ProfileKitPage() {
  const { t } = useTranslation();
  const ready = useLazyMessages();
  const [params] = useSearchParams();
  const designId = centerDesignId(params.get("logo")) ?? "";
  const { user, loading } = useCurrentUser();
  const view = useQuery({
    queryKey: ["profile-kit", designId],
    queryFn: ({ signal }) => profileKitApi.view(designId, signal),
    enabled: user !== null && designId !== "",
    retry: false,
  });
  const locked = view.data !== undefined && view.data.access === null && view.data.owner;
  // The package offers of the download center, for a locked owner: the ones that bring the kit.
  const center = useQuery({
    queryKey: ["download-center", designId],
    queryFn: ({ signal }) => downloadCenterApi.view(designId, signal),
    enabled: locked,
    retry: false,
  });
  // Images are drawn on request, a few at a time on the server: until a picture arrives its tile says so.
  const [drawn, setDrawn] = useState<ReadonlySet<ProfileImageId>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<ProfileImageId>>(new Set());

  if (loading || !ready) return <section className="download-center" aria-busy="true" />;
  const title = <h1>{t("profileKit.title")}</h1>;
  if (!user) {
    return (
      <section className="download-center profile-kit" data-testid="profile-kit-page">
        {title}
        <p>{t("profileKit.signIn")}</p>
        <button type="button" className="button button-primary" onClick={() => openLoginPanel("sign-in")}>
          {t("profileKit.signInCta")}
        </button>
      </section>
    );
  }
  if (!designId) {
    return (
      <section className="download-center profile-kit" data-testid="profile-kit-page">
        {title}
        <p data-testid="profile-kit-message">{t("profileKit.missingLogo")}</p>
      </section>
    );
  }
  if (view.isPending) return <section className="download-center" aria-busy="true" />;
  if (view.isError) {
    const missing = view.error instanceof ApiError && view.error.status === 404;
    return (
      <section className="download-center profile-kit" data-testid="profile-kit-page">
        {title}
        <p data-testid="profile-kit-message">{missing ? t("profileKit.notFound") : t("profileKit.loadFailed")}</p>
        {missing ? null : (
          <button type="button" className="button" onClick={() => void view.refetch()}>
            {t("profileKit.retry")}
          </button>
        )}
      </section>
    );
  }

  const data = view.data;
  const offers = (center.data?.offers ?? []).filter((offer) => packageAllows(offer.level, "icons"));
  return (
    <section className="download-center profile-kit" data-testid="profile-kit-page" data-access={data.access ?? "none"}>
      {title}
      {data.name ? <p className="dc-name">{data.name}</p> : null}
      <p>{t("profileKit.lead")}</p>
      <ul className="profile-kit-images" data-testid="profile-kit-images">
        {data.images.map((image) => {
          const label = t(`profileKit.images.${image.id}.title`);
          return (
            <li key={image.id} className={`profile-kit-image profile-kit-${image.kind}`} data-testid={`profile-image-${image.id}`}>
              {failed.has(image.id) ? (
                <p className="profile-kit-failed" role="alert" style={{ aspectRatio: `${image.width} / ${image.height}` }}>
                  {t("profileKit.imageFailed")}
                </p>
              ) : (
                <div className="profile-kit-picture" aria-busy={!drawn.has(image.id)}>
                  <img
                    src={profileImageUrl(designId, image.id, "preview")}
                    alt={label}
                    width={image.width}
                    height={image.height}
                    onLoad={() => setDrawn((current) => new Set(current).add(image.id))}
                    onError={() => setFailed((current) => new Set(current).add(image.id))}
                  />
                  {drawn.has(image.id) ? null : <span className="profile-kit-drawing">{t("profileKit.drawing")}</span>}
                </div>
              )}
              <div className="profile-kit-bar">
                <strong>{label}</strong>
                <span className="profile-kit-size">{t("profileKit.size", { width: image.width, height: image.height })}</span>
                <span className="profile-kit-body">{t(`profileKit.images.${image.id}.body`)}</span>
                {data.access ? (
                  <a className="button button-small" href={profileImageUrl(designId, image.id, "full")} download data-testid={`profile-download-${image.id}`}>
                    {t("profileKit.download")}
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {data.access ? (
        <div className="profile-kit-actions">
          <a className="button button-primary" href={profileZipUrl(designId)} download data-testid="profile-download-all">
            {t("profileKit.downloadAll")}
          </a>
          <p className="dc-note">{t(accessText[data.access])}</p>
        </div>
      ) : (
        <div className="dc-section" data-testid="profile-kit-locked">
          <p>{t("profileKit.locked")}</p>
          {offers.length > 0 && center.data ? (
            <PackageOffers designId={designId} offers={offers} bought={center.data.level !== null} onPaid={() => void view.refetch()} />
          ) : (
            <p>
              <Link to={downloadCenterHref(designId)}>{t("profileKit.upgrade")}</Link>
            </p>
          )}
          <p>
            <Link to="/pricing">{t("profileKit.seePro")}</Link>
          </p>
        </div>
      )}
      <nav className="dc-kit-nav">
        <Link to={downloadCenterHref(designId)} data-testid="profile-kit-back">
          {t("profileKit.back")}
        </Link>
      </nav>
    </section>
  );
}
