import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { creditConfirmStore } from "../credit-confirm-store";

/** The credit check's confirm dialog (spec 01 section 4): Continue spends, Cancel or closing does not. */
export function CreditConfirmHost() {
  const { t } = useTranslation();
  const request = useSyncExternalStore(creditConfirmStore.subscribe, creditConfirmStore.getSnapshot);
  return (
    <Modal
      open={request !== null}
      onClose={() => request?.answer(false)}
      title={t("credits.confirmTitle")}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={() => request?.answer(false)} data-testid="credit-confirm-cancel">
            {t("common.cancel")}
          </button>
          <button type="button" className="button button-primary" data-autofocus onClick={() => request?.answer(true)} data-testid="credit-confirm-continue">
            {t("credits.confirmContinue")}
          </button>
        </>
      }
    >
      <p data-testid="credit-confirm">{request ? t("credits.confirmSpend", { count: request.required }) : null}</p>
    </Modal>
  );
}
