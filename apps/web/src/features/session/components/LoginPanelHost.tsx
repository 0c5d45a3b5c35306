import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { showAuthView } from "../../auth/auth-view-store";
import { useLoginPanel } from "../use-login-panel";

// The sign-in views load when the panel first opens, so they are not part of every page's first
// download (the initial-JS budget, e2e/tests/bundle-budget.e2e.test.ts).
const LoginPanel = lazy(async () => ({ default: (await import("../../auth/components/LoginPanel")).LoginPanel }));

/**
 * The login panel (spec: dialog height 400 px). It tells the visitor why it opened when their
 * session ended; the sign-in views come from features/auth.
 */
export function LoginPanelHost() {
  const { t } = useTranslation();
  const state = useLoginPanel();
  const { closeLoginPanel } = state;
  const close = () => {
    closeLoginPanel();
    showAuthView({ name: "email" });
  };
  return (
    <Modal open={state.open} onClose={close} title={t("login.title")} width={440}>
      <div data-testid="login-panel">
        {state.reason === "session-ended" ? <p className="auth-muted">{t("login.sessionEnded")}</p> : null}
        <Suspense fallback={<div className="spinner" role="status" aria-label={t("common.loading")} />}>
          <LoginPanel />
        </Suspense>
      </div>
    </Modal>
  );
}
