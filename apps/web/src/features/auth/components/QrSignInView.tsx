import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../api/auth-api";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";

/** Spec: polled every 3000 ms; expires after 900 s with '二维码已过期' and click to refresh. */
export const QR_POLL_MS = 3000;

type Qr = { uuid: string; qrcode: string; url: string; expiresAt: number };

export function QrSignInView() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [qr, setQr] = useState<Qr | null>(null);
  const [expired, setExpired] = useState(false);

  const refresh = useCallback(async () => {
    setExpired(false);
    const fresh = await authApi.qrCode();
    setQr({ ...fresh, expiresAt: Date.now() + fresh.expires_in * 1000 });
  }, []);

  useEffect(() => {
    void refresh().catch(() => setExpired(true));
  }, [refresh]);

  useEffect(() => {
    if (!qr || expired) return;
    const timer = setInterval(async () => {
      if (Date.now() >= qr.expiresAt) {
        setExpired(true);
        return;
      }
      try {
        const status = await authApi.qrStatus(qr.uuid);
        if (status.status === "expired") setExpired(true);
        if (status.status === "confirmed") {
          clearInterval(timer);
          completeSignIn(status);
        }
      } catch {
        setExpired(true);
      }
    }, QR_POLL_MS);
    return () => clearInterval(timer);
  }, [qr, expired, completeSignIn]);

  return (
    <div className="auth-view auth-qr" data-testid="auth-qr-view">
      {qr && !expired ? (
        <>
          <img src={qr.qrcode} width={200} height={200} alt="QR" data-testid="qr-image" data-url={qr.url} />
          <p className="auth-muted">
            <a href={qr.url} target="_blank" rel="noreferrer">
              {qr.url}
            </a>
          </p>
        </>
      ) : null}
      {expired ? (
        <button type="button" className="auth-qr-expired" onClick={() => void refresh()} data-testid="qr-expired">
          {t("login.qrExpired")}
          <span>{t("login.clickToRefresh")}</span>
        </button>
      ) : null}
    </div>
  );
}
