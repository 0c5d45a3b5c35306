import type { DownloadTarget } from "@studio/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { toast } from "../../../ui/toast-store";
import { downloadsApi } from "../api/downloads-api";

/**
 * Spec 02 section 1: after a purchase, the offer to set the brand up on the companion branding
 * platform. Hidden when the site has none (BRAND_PLATFORM_URL unset). The server checks the owner;
 * anyone else's 403 ('Only the logo owner can make this operation!') shows in the message dialog.
 */
export function BrandOffer({ target }: { target: DownloadTarget }) {
  const { t } = useTranslation();
  const offer = useQuery({ queryKey: ["downloads", "brand-offer"], queryFn: ({ signal }) => downloadsApi.brandOffer(signal), staleTime: 5 * 60_000 });
  const [link, setLink] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!offer.data?.enabled || dismissed) return null;

  const setUp = async () => {
    setBusy(true);
    try {
      const { url } = await downloadsApi.brandSetup(target);
      setLink(url);
      // Still inside the click's user activation, so the new tab is allowed; the link below stays in case it is not.
      window.open(url, "_blank", "noopener,noreferrer");
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 401 || error.status === 403)))
        toast.error(error instanceof Error ? error.message : t("downloads.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="dl-brand" data-testid="brand-offer" aria-label={t("downloads.brandTitle")}>
      <h3>{t("downloads.brandTitle")}</h3>
      <p>{t("downloads.brandLead")}</p>
      <div className="dl-brand-actions">
        <button type="button" className="button button-secondary" onClick={() => setDismissed(true)}>
          {t("downloads.brandLater")}
        </button>
        {link ? (
          <a className="button button-primary" href={link} target="_blank" rel="noopener noreferrer" data-testid="brand-link">
            {t("downloads.brandCta")}
          </a>
        ) : (
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void setUp()} data-testid="brand-setup">
            {t("downloads.brandCta")}
          </button>
        )}
      </div>
    </section>
  );
}
