import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { toast } from "../../../ui/toast-store";
import { Modal } from "../../../ui/Modal";
import { downloadCenterApi } from "../api/download-center-api";

/**
 * The brand centre of a saved logo with the Brand package (issue 23; spec 03's brand-centre
 * activation dialog): the owner confirms, the server sets `brand_register` and answers the brand
 * platform's link, which opens in a new tab; once active, one click opens it again. The server's
 * 'Brand Identity setup failure' or 'Only the logo owner can make this operation!' shows as a toast.
 */
export function BrandCentre({ faId, name, registered, onActivated }: { faId: number; name: string; registered: boolean; onActivated: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);

  const activate = async () => {
    setBusy(true);
    try {
      const { url } = await downloadCenterApi.brandCentre(faId);
      setLink(url);
      setConfirming(false);
      // Still inside the click's user activation, so the new tab is allowed; the link stays in case it is not.
      window.open(url, "_blank", "noopener,noreferrer");
      if (!registered) {
        toast.success(t("downloadCenter.brandCentreDone"));
        onActivated();
      }
    } catch (error) {
      toast.error(error instanceof ApiError ? t(`errors.${error.error}`, { defaultValue: error.message }) : t("errors.BRAND_SETUP_FAILED"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="dc-section" aria-labelledby="dc-brand-centre-title" data-testid="brand-centre" data-registered={registered}>
      <h2 id="dc-brand-centre-title">{t("downloadCenter.brandCentreTitle")}</h2>
      <p>{t("downloadCenter.brandCentreLead")}</p>
      {link ? (
        <a className="button button-primary" href={link} target="_blank" rel="noopener noreferrer" data-testid="brand-centre-link">
          {t("downloadCenter.brandCentreOpen")}
        </a>
      ) : registered ? (
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void activate()} data-testid="brand-centre-open">
          {t("downloadCenter.brandCentreOpen")}
        </button>
      ) : (
        <button type="button" className="button button-primary" onClick={() => setConfirming(true)} data-testid="brand-centre-activate">
          {t("downloadCenter.brandCentreActivate")}
        </button>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("downloadCenter.brandCentreTitle")}
        footer={
          <>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
              {t("downloadCenter.brandCentreCancel")}
            </button>
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void activate()} data-testid="brand-centre-confirm">
              {t("downloadCenter.brandCentreActivate")}
            </button>
          </>
        }
      >
        <p>{t("downloadCenter.brandCentreConfirm", { name })}</p>
      </Modal>
    </section>
  );
}
