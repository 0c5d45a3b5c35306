import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";
import { useOrdersText } from "../orders-text";
import { toast } from "../../../ui/toast-store";
import { downloadReceipt, type ReceiptType } from "../api/orders-api";

/** The receipt and invoice of a paid order, each one click, downloadable again at any time. */
export function ReceiptButtons({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const tp = useOrdersText();
  const [busy, setBusy] = useState<ReceiptType | null>(null);
  // Its labels are a section loaded on first use; a page that does not wait for it (the download
  // center) gets the buttons once it is here, never raw keys.
  const textsReady = useLazyMessages();
  const save = async (type: ReceiptType) => {
    setBusy(type);
    try {
      await downloadReceipt(orderId, type, i18n.language);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t("errors.occurred"));
    } finally {
      setBusy(null);
    }
  };
  if (!textsReady) return null;
  return (
    <span className="order-documents">
      {(["receipt", "invoice"] as const).map((type) => (
        <button
          key={type}
          type="button"
          className="button button-secondary button-small"
          disabled={busy !== null}
          aria-busy={busy === type}
          onClick={() => void save(type)}
          data-testid={`order-${type}`}
        >
          {tp(`mine.${type}`)}
        </button>
      ))}
    </span>
  );
}
