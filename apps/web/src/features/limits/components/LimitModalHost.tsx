import { defaultLanguage, parseLanguage } from "@studio/contracts/plain";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { messagesFor } from "../../../i18n/i18n-setup";
import { Modal } from "../../../ui/Modal";
import { LimitHelp } from "../../credits/components/LimitHelp";
import { limitDialog } from "../../credits/limit-kind";
import { closeLimitModal, limitModalStore, limitText } from "../limit-modal-store";

export function LimitModalHost() {
  const { t, i18n } = useTranslation();
  const stop = useSyncExternalStore(limitModalStore.subscribe, limitModalStore.getSnapshot);
  const errors = messagesFor(parseLanguage(i18n.language) ?? defaultLanguage).errors;
  // Which modal the stop opens: recharge (Pro out of credits), upgrade tips, or a plain message.
  const dialog = stop ? limitDialog(stop.error) : "message";
  return (
    <Modal
      open={stop !== null}
      onClose={closeLimitModal}
      title={dialog === "recharge" ? t("credits.rechargeTitle") : dialog === "upgrade" ? t("credits.upgradeTitle") : t("limits.title")}
      footer={
        <button type="button" className="button button-primary" data-autofocus onClick={closeLimitModal}>
          {t("common.ok")}
        </button>
      }
    >
      <p data-testid="limit-modal" data-limit={stop?.error}>
        {stop ? limitText(stop, errors) : null}
      </p>
      {dialog === "message" ? null : <LimitHelp dialog={dialog} onNavigate={closeLimitModal} />}
    </Modal>
  );
}
