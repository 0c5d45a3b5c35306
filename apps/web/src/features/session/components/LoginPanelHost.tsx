import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { useLoginPanel } from "../use-login-panel";

/**
 * The shell of the login panel (spec: dialog height 400 px). It tells the visitor why it opened;
 * the sign-in views (e-mail link, Google, mobile, QR) belong to the accounts work and go in here.
 */
export function LoginPanelHost() {
  const { t } = useTranslation();
  const state = useLoginPanel();
  const { closeLoginPanel } = state;
  return (
    <Modal
      open={state.open}
      onClose={closeLoginPanel}
      title={t("login.title")}
      footer={
        <button type="button" className="button button-primary" data-autofocus onClick={closeLoginPanel}>
          {t("common.ok")}
        </button>
      }
    >
      <p data-testid="login-panel">{state.reason === "session-ended" ? t("login.sessionEnded") : t("errors.UNAUTHORIZED")}</p>
    </Modal>
  );
}
