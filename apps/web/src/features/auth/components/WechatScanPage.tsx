import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { authApi } from "../api/auth-api";
import { authErrorText } from "../auth-error";
import { localStore } from "../../../lib/safe-storage";
import "../auth.css";

const openidKey = "studio.sandboxWechatOpenid";

/** The sandbox messaging-app user of this browser: one stable id, so a second scan is the same account. */
function sandboxOpenid(): string {
  const storage = localStore();
  let id = storage.getItem(openidKey);
  if (!id) {
    id = `sandbox-${crypto.randomUUID()}`;
    storage.setItem(openidKey, id);
  }
  return id;
}

/**
 * /wechat/scan?uuid=…: what the sign-in QR encodes in the sandbox. Opening it (in another tab or on
 * a phone) stands in for scanning with the messaging app and confirming the sign-in.
 */
export function WechatScanPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const uuid = params.get("uuid") ?? "";
  const [name, setName] = useState("");
  const [state, setState] = useState<"idle" | "done" | string>("idle");

  const confirm = async () => {
    try {
      await authApi.confirmQr(uuid, sandboxOpenid(), name.trim());
      setState("done");
    } catch (failure) {
      setState(authErrorText(failure, i18n.language));
    }
  };

  return (
    <section className="auth-scan" data-testid="wechat-scan">
      <h1>{t("auth.scanTitle")}</h1>
      {state === "done" ? (
        <p role="status">{t("auth.scanDone")}</p>
      ) : (
        <>
          <p>{t("auth.scanLead")}</p>
          <input className="auth-input" placeholder={t("auth.nameLabel")} value={name} onChange={(event) => setName(event.target.value)} />
          <button type="button" className="button button-primary" onClick={() => void confirm()}>
            {t("auth.scanConfirm")}
          </button>
          {state !== "idle" ? (
            <p className="auth-error" role="alert">
              {state}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
