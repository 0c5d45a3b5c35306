import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatMinor } from "@studio/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOrdersText } from "../orders-text";
import type { AdminOrder } from "@studio/contracts";
import { Modal } from "../../../ui/Modal";
import { toast } from "../../../ui/toast-store";
import { ordersApi } from "../api/orders-api";
import { providerName } from "../order-text";

/**
 * The refund of one order. It opens with the server's dry run, so the admin sees the money going
 * back and, for credits, what will be taken back and what was already spent (the shortfall) before
 * confirming; the confirmed refund happens exactly once on the server whatever is clicked.
 */
export function RefundDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const tp = useOrdersText();
  const client = useQueryClient();
  const [note, setNote] = useState("");
  const preview = useQuery({
    queryKey: ["admin", "refund-preview", order.orderId],
    queryFn: () => ordersApi.refund(order.orderId, { dryRun: true }),
    retry: false,
    gcTime: 0,
  });
  const refund = useMutation({
    mutationFn: () => ordersApi.refund(order.orderId, { dryRun: false, note: note.trim() || undefined }),
    onSuccess: async (result) => {
      toast.success(tp("admin.refundDone", { taken: result.creditsTaken, shortfall: result.creditsShortfall }));
      await client.invalidateQueries({ queryKey: ["admin", "orders"] });
      onClose();
    },
  });
  const figures = preview.data;
  const error = refund.error ?? preview.error;
  return (
    <Modal
      open
      onClose={onClose}
      title={tp("admin.refundTitle", { orderId: order.orderId })}
      width={520}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button
            type="button"
            className="button button-primary"
            data-autofocus
            disabled={!figures || figures.replayed || refund.isPending}
            aria-busy={refund.isPending}
            onClick={() => refund.mutate()}
            data-testid="refund-confirm"
          >
            {tp("admin.refundConfirm")}
          </button>
        </>
      }
    >
      <div className="refund-figures" data-testid="refund-figures">
        {preview.isPending ? <p>{t("common.loading")}</p> : null}
        {figures ? (
          <>
            <p>
              {tp("admin.refundMoney", {
                amount: `${formatMinor(figures.amount, figures.currency)} ${figures.currency}`,
                provider: providerName(figures.provider, tp),
              })}
            </p>
            {figures.creditsGranted > 0 ? (
              <>
                <p data-testid="refund-credits">
                  {tp("admin.refundCredits", { taken: figures.creditsTaken, granted: figures.creditsGranted, balance: figures.balanceAfter })}
                </p>
                {figures.creditsShortfall > 0 ? (
                  <p className="refund-shortfall" data-testid="refund-shortfall">
                    {tp("admin.refundShortfallLine", { shortfall: figures.creditsShortfall })}
                  </p>
                ) : null}
              </>
            ) : (
              <p>{tp("admin.refundNoCredits")}</p>
            )}
            {figures.unlock ? <p>{tp("admin.refundUnlock", { unlock: figures.unlock })}</p> : null}
            {figures.proEnded ? <p>{tp("admin.refundPro")}</p> : null}
            <label className="orders-field">
              <span>{tp("admin.refundNote")}</span>
              <input type="text" maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} data-testid="refund-note" />
            </label>
          </>
        ) : null}
        {error ? <p role="alert">{error.message}</p> : null}
      </div>
    </Modal>
  );
}
