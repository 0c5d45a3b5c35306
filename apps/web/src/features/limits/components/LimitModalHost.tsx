import { defaultLanguage, parseLanguage } from "@studio/contracts";
import { messages } from "@studio/i18n";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { closeLimitModal, limitModalStore, limitText } from "../limit-modal-store";

export function LimitModalHost() {
  const { t, i18n } = useTranslation();
  const stop = useSyncExternalStore(limitModalStore.subscribe, limitModalStore.getSnapshot);
  const errors = messages(parseLanguage(i18n.language) ?? defaultLanguage).errors;
  return (
    <Modal
      open={stop !== null}
      onClose={closeLimitModal}
      title={t("limits.title")}
      footer={
        <button type="button" className="button button-primary" data-autofocus onClick={closeLimitModal}>
          {t("common.ok")}
        </button>
      }
    >
      <p data-testid="limit-modal">{stop ? limitText(stop, errors) : null}</p>
    </Modal>
  );
}
