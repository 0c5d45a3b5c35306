import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { authApi } from "../api/auth-api";
import { currentUserQueryKey } from "../hooks/use-current-user";
import { useSmsCodeForm } from "../hooks/use-sms-code-form";

/**
 * The cn site's bind-mobile dialog (spec 03 sections 2 and 6): the mobile number and the SMS code
 * of the sign-in's own sender (/api/sms/send), bound to the signed-in account (POST
 * /api/user/mobile); `onBound` then continues the action that asked for it.
 */
export function BindMobileDialog({ onBound, onClose }: { onBound: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { mobile, setMobile, code, setCode, error, busy, seconds, send, submit } = useSmsCodeForm(async (number, smsCode) => {
    await authApi.bindMobile(number, smsCode);
    // The session's user now has the number: the next checks (and the server's) pass.
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    onBound();
  });

  return (
    <Modal open onClose={onClose} title={t("bindMobile.title")} width={420}>
      <form className="auth-view auth-form" onSubmit={submit} noValidate data-testid="bind-mobile">
        <p>{t("bindMobile.lead")}</p>
        <input
          className="auth-input"
          type="tel"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          aria-label={t("login.mobileRequired")}
          placeholder={t("login.mobileRequired")}
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
          data-autofocus
          data-testid="bind-mobile-number"
        />
        <div className="auth-row">
          <input
            className="auth-input"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            aria-label={t("login.captchaRequired")}
            placeholder={t("login.captchaRequired")}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            data-testid="bind-mobile-code"
          />
          <button type="button" className="button button-secondary" disabled={seconds > 0} onClick={() => void send()} data-testid="bind-mobile-send">
            {seconds > 0 ? t("auth.resendCodeIn", { seconds }) : t("bindMobile.getCode")}
          </button>
        </div>
        {error ? (
          <p className="auth-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button-primary auth-wide" disabled={busy} data-testid="bind-mobile-submit">
          {t("bindMobile.submit")}
        </button>
      </form>
    </Modal>
  );
}
