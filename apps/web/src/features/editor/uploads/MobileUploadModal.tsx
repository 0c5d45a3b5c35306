import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import type { MobileUploadState } from "./use-mobile-upload-link";
import "./editor-uploads.css";

/** The phone's QR code (spec 03 section 2's mobile upload: QR scan, 20M limit); the `qrcode` package loads with this dialog only. */
export function MobileUploadModal({ state }: { state: MobileUploadState }) {
  const { t, i18n } = useTranslation();
  const [qr, setQr] = useState<{ url: string; image: string } | null>(null);
  const url = state.link?.url ?? null;

  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    void import("qrcode").then(async (qrcode) => {
      const svg = await qrcode.toString(url, { type: "svg", margin: 1, width: 220, errorCorrectionLevel: "M" });
      if (!cancelled) setQr({ url, image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      cancelled = true;
    };
  }, [url]);

  const image = qr && qr.url === url ? qr.image : null;
  const until = state.link ? new Date(state.link.expires_at).toLocaleTimeString(i18n.language, { hour: "2-digit", minute: "2-digit" }) : "";

  return (
    <Modal open={state.isOpen} onClose={state.close} title={t("editorUploads.mobileTitle")} width={380}>
      <div className="mobile-upload" data-testid="mobile-upload">
        <p>{t("editorUploads.mobileScan")}</p>
        {state.expired ? (
          <p role="status">
            {t("editorUploads.mobileExpired")}{" "}
            <button type="button" className="link-button" onClick={state.renew}>
              {t("editorUploads.mobileNewCode")}
            </button>
          </p>
        ) : state.failed ? (
          <p role="alert">
            {t("errors.UPLOAD_FAILED")}{" "}
            <button type="button" className="link-button" onClick={state.renew}>
              {t("editorUploads.mobileNewCode")}
            </button>
          </p>
        ) : image && state.link ? (
          <>
            <img className="mobile-upload-code" src={image} width={220} height={220} alt={t("editorUploads.mobileQrAlt")} data-testid="mobile-upload-qr" />
            <p className="mobile-upload-hint">{t("editorUploads.mobileLimit")}</p>
            <p className="mobile-upload-hint">{t("editorUploads.mobileExpires", { time: until })}</p>
            <p className="mobile-upload-hint">
              {t("editorUploads.mobileOrOpen")}{" "}
              <a href={state.link.url} target="_blank" rel="noreferrer" data-testid="mobile-upload-link">
                {t("editorUploads.fromPhone")}
              </a>
            </p>
          </>
        ) : (
          <div className="spinner" role="status" aria-label={t("common.loading")} />
        )}
        {state.received > 0 ? <p role="status">{t("editorUploads.mobileReceived", { count: state.received })}</p> : null}
      </div>
    </Modal>
  );
}
