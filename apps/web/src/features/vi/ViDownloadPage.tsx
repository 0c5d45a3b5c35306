import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useLazyMessages } from "../../i18n/use-lazy-messages";
import { useCurrentUser } from "../auth/hooks/use-current-user";
import { centerDesignId, downloadCenterHref, savedLogoId } from "../download-center/center-links";
import { openLoginPanel } from "../session/login-panel-store";
import { ViStudio } from "./ViStudio";
import "./vi.css";

/** /download/vi?logo={fa_id} (spec 03 section 2): the classic maker's VI page of one saved logo, beside its download center. */
export function ViDownloadPage() {
  const { t } = useTranslation();
  const ready = useLazyMessages();
  const { user, loading } = useCurrentUser();
  const [params] = useSearchParams();
  const designId = centerDesignId(params.get("logo"));
  const faId = designId ? savedLogoId(designId) : null;

  if (loading || !ready) return <section className="vi-page" aria-busy="true" />;
  return (
    <section className="vi-page download-center" data-testid="vi-download-page">
      <h1>{t("vi.downloadTitle")}</h1>
      <p>{t("vi.lead")}</p>
      {!user ? (
        <>
          <p>{t("vi.signIn")}</p>
          <button type="button" className="button button-primary" onClick={() => openLoginPanel("sign-in")}>
            {t("vi.signInCta")}
          </button>
        </>
      ) : faId === null ? (
        <p data-testid="vi-message">{t("vi.missingLogo")}</p>
      ) : (
        <>
          <ViStudio faId={faId} />
          <Link to={downloadCenterHref(`logo:${faId}`)} data-testid="vi-back">
            {t("vi.back")}
          </Link>
        </>
      )}
    </section>
  );
}
