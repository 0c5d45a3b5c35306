import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { dismissToast, showToast, toast } from "../../../ui/toast-store";
import { authApi } from "../api/auth-api";
import { authErrorText } from "../auth-error";
import { useCurrentUser } from "../hooks/use-current-user";

/**
 * Admin action on a user (showcase and elsewhere): confirm, 'Waiting please...', then 'Succeed'.
 * Renders nothing for non-admins; the server checks the role again.
 */
export function BlacklistButton({ userId, onDone }: { userId: number; onDone?: () => void }) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const [confirming, setConfirming] = useState(false);
  if (!user?.is_admin || user.id === userId) return null;

  const run = async () => {
    setConfirming(false);
    const waiting = showToast("info", t("auth.waiting"));
    try {
      await authApi.blacklist(userId);
      toast.success(t("auth.succeed"));
      onDone?.();
    } catch (failure) {
      toast.error(authErrorText(failure, i18n.language));
    } finally {
      dismissToast(waiting);
    }
  };

  return (
    <>
      <button type="button" className="button button-small" onClick={() => setConfirming(true)} data-testid="blacklist-button">
        {t("auth.blacklist")}
      </button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("auth.blacklist")}
        footer={
          <>
            <button type="button" className="button button-secondary" data-autofocus onClick={() => setConfirming(false)}>
              {t("common.cancel")}
            </button>
            <button type="button" className="button button-primary" onClick={() => void run()}>
              {t("common.ok")}
            </button>
          </>
        }
      >
        <p>{t("auth.blacklistConfirm")}</p>
      </Modal>
    </>
  );
}
