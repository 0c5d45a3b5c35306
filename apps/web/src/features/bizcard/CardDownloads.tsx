import { BUSINESS_CARD_FORMATS, type BusinessCardFormat } from "@studio/contracts";
import type { DesignDocument } from "@studio/design";
import { isProductOffered } from "@studio/domain";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../api/client";
import { saveLink } from "../../ui/save-blob";
import { isLimitCode } from "../credits/limit-kind";
import { openPayment, paymentEvents } from "../payments/payment-store";
import { openLoginPanel } from "../session/login-panel-store";
import { downloadCard } from "./card-download-api";

const LABELS: Record<BusinessCardFormat, "bizcard.downloadPng" | "bizcard.downloadPdf" | "bizcard.downloadPrintPdf"> = {
  png: "bizcard.downloadPng",
  pdf: "bizcard.downloadPdf",
  "print-pdf": "bizcard.downloadPrintPdf",
};

/**
 * A business card's downloads (PNG of the front, PDF of both sides, print PDF), on the /bizcard page
 * (the pages as drawn beside the form) and in the editor's download panel of a card (both sides as they
 * stand), with the work id (its `download-bizcard` purchase covers it) and
 * the logo it was made from (that logo's Brand package covers it). When the user's downloads do not
 * cover it the card can be bought here (docs/bizcard.md).
 */
export function CardDownloads({
  workId,
  pages,
  logo,
  name,
}: {
  workId: number;
  /** The sides to draw, front first; a function when they are read at the click (the editor's live document). */
  pages: DesignDocument[] | (() => DesignDocument[]);
  logo: number | null;
  name: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<BusinessCardFormat | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const designId = `work:${workId}`;
  const buyable = isProductOffered({ kind: "download", item: "bizcard" });
  // Bought in the payment dialog: the offer goes; the next click downloads.
  useEffect(() => paymentEvents.on("completed", (event) => (event.designId === designId ? setLocked(false) : undefined)), [designId]);

  const download = async (format: BusinessCardFormat) => {
    setBusy(format);
    setProblem(null);
    try {
      const file = await downloadCard({
        work_id: workId,
        pages: (typeof pages === "function" ? pages() : pages) as unknown as Array<Record<string, unknown>>,
        format,
        name,
        ...(logo !== null ? { logo } : {}),
      });
      setLocked(false);
      saveLink(file.url, file.filename);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        openLoginPanel("sign-in");
      } else if (error instanceof ApiError && error.status === 403 && isLimitCode(error.error)) {
        setLocked(true);
        setProblem(error.message);
      } else {
        setProblem(error instanceof ApiError && error.status > 0 && error.status < 500 && error.message ? error.message : t("bizcard.downloadFailed"));
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="bizcard-downloads" role="group" aria-label={t("bizcard.download")} data-testid="bizcard-downloads">
      <span>{t("bizcard.download")}</span>
      {BUSINESS_CARD_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className="button button-small"
          disabled={busy !== null}
          onClick={() => void download(format)}
          data-testid={`bizcard-download-${format}`}
        >
          {t(LABELS[format])}
        </button>
      ))}
      {problem ? (
        <p role="alert" data-testid="bizcard-download-problem">
          {problem}
        </p>
      ) : null}
      {locked ? (
        <div className="bizcard-download-offer" data-testid="bizcard-download-offer">
          <p>{buyable ? t("bizcard.downloadLocked") : t("bizcard.downloadLockedPro")}</p>
          {buyable ? (
            <button
              type="button"
              className="button button-primary button-small"
              onClick={() => openPayment({ tab: "package", productId: "download-bizcard", designId })}
              data-testid="bizcard-buy"
            >
              {t("bizcard.buyCard")}
            </button>
          ) : null}
          <Link className="button button-small" to="/pricing">
            {t("bizcard.seePro")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
