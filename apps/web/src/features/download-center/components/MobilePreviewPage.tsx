import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ownFileUrl } from "../center-links";
import "../download-center.css";

/**
 * /logo/img/preview?file={url}&name={filename} (spec 03 section 2): on a phone a download link does
 * not save an image, so the download center opens it here, where a long press saves it. Only the
 * site's own files are shown; the file route still checks the session and the package.
 */
export function MobilePreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const file = ownFileUrl(params.get("file"));
  const name = (params.get("name") ?? "").slice(0, 80);
  return (
    <section className="download-center dc-preview-page" data-testid="mobile-preview">
      <h1>{t("downloadCenter.previewTitle")}</h1>
      {file ? (
        <>
          <p>{t("downloadCenter.previewHint")}</p>
          <img className="dc-preview-image" src={file} alt={name} data-testid="mobile-preview-image" />
          {name ? <p className="dc-name">{name}</p> : null}
        </>
      ) : (
        <p role="alert">{t("downloadCenter.previewInvalid")}</p>
      )}
    </section>
  );
}
