import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { downloadCenterApi } from "../api/download-center-api";
import { downloadCenterHref, levelKey } from "../center-links";
import "../download-center.css";

export const brandKitKinds = ["vi", "word", "ppt", "profile"] as const;
export type BrandKitKind = (typeof brandKitKinds)[number];

/**
 * /download/vi, /download/word, /download/ppt, /download/profile (spec 03 section 2): the brand
 * kit's pages beside the download center. The kit is not built yet, so each says honestly what the
 * Brand package will hold there and where this logo's files are today; no file, no dead button.
 */
export function BrandKitPage({ kind }: { kind: BrandKitKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const designId = params.get("logo") ?? "";
  const { user } = useCurrentUser();
  const center = useQuery({
    queryKey: ["download-center", designId],
    queryFn: ({ signal }) => downloadCenterApi.view(designId, signal),
    enabled: user !== null && designId !== "",
    retry: false,
  });
  return (
    <section className="download-center dc-kit" data-testid="brand-kit-page" data-kind={kind}>
      <h1>{t(`downloadCenter.kit.${kind}.title`)}</h1>
      <p>{t(`downloadCenter.kit.${kind}.body`)}</p>
      {center.data ? <p data-testid="brand-kit-level">{t("downloadCenter.kitNow", { level: t(levelKey(center.data.level)) })}</p> : null}
      {designId ? (
        <Link className="button button-secondary" to={downloadCenterHref(designId)} data-testid="brand-kit-back">
          {t("downloadCenter.kitBack")}
        </Link>
      ) : (
        <p>{t("downloadCenter.kitLogo")}</p>
      )}
    </section>
  );
}
