import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MobileUploadGrant } from "@studio/contracts";
import { isErrorCode, MOBILE_UPLOAD_MAX_BYTES } from "@studio/contracts/plain";
import { ApiError } from "../../../api/client";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";
import { mobileUploadApi } from "./mobile-upload-api";
import { imageFilesIn } from "./upload-input";
import "./editor-uploads.css";

type Sent = { name: string; ok: boolean; text: string };

/** The link's token: the fragment of the QR code's URL (#token), never sent to a server as part of an address. */
const tokenOf = (hash: string): string | null => (/^#[\w-]{43}$/.test(hash) ? hash.slice(1) : null);

/**
 * The phone's page of mobile upload by QR code (/mobile-upload#token): no sign-in, the token is
 * the grant; pick images (20M or smaller each, checked here for comfort and on the server), each
 * sent in turn; the editor on the computer shows them within 2 s.
 */
export function MobileUploadPage() {
  const { t, i18n } = useTranslation();
  const ready = useLazyMessages();
  const [token] = useState(() => tokenOf(window.location.hash));
  const [grant, setGrant] = useState<MobileUploadGrant | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent[]>([]);
  const picker = useRef<HTMLInputElement>(null);

  const errorText = (error: unknown) =>
    error instanceof ApiError && isErrorCode(error.error) && error.status < 500 ? t(`errors.${error.error}`) : t("errors.UPLOAD_FAILED");

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    mobileUploadApi.grant(token, controller.signal).then(setGrant, (error: unknown) => {
      if (!controller.signal.aborted) setProblem(errorText(error));
    });
    return () => controller.abort();
    // The texts are read when the answer comes; one check per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  async function send(files: File[]) {
    if (!token || sending) return;
    for (const file of imageFilesIn(files)) {
      const name = file.name || "image";
      if (file.size > MOBILE_UPLOAD_MAX_BYTES) {
        setSent((list) => [...list, { name, ok: false, text: t("errors.MOBILE_UPLOAD_TOO_LARGE") }]);
        continue;
      }
      setSending(name);
      try {
        await mobileUploadApi.send(token, file, name);
        setSent((list) => [...list, { name, ok: true, text: t("editorUploads.phoneSent", { name }) }]);
        setGrant((current) => (current ? { ...current, received: current.received + 1 } : current));
      } catch (error) {
        setSent((list) => [...list, { name, ok: false, text: `${name}: ${errorText(error)}` }]);
      }
    }
    setSending(null);
  }

  if (!ready) return <div className="spinner" role="status" aria-label={t("common.loading")} />;
  const until = grant ? new Date(grant.expires_at).toLocaleTimeString(i18n.language, { hour: "2-digit", minute: "2-digit" }) : "";
  return (
    <main className="mobile-upload-page" data-testid="mobile-upload-page">
      <h1>{t("editorUploads.phoneTitle")}</h1>
      {!token ? (
        <p role="alert">{t("editorUploads.phoneNoLink")}</p>
      ) : problem ? (
        <p role="alert">{problem}</p>
      ) : !grant ? (
        <div className="spinner" role="status" aria-label={t("common.loading")} />
      ) : (
        <>
          <p>{t("editorUploads.phoneLead")}</p>
          <p className="mobile-upload-hint">{t("editorUploads.phoneLimit")}</p>
          <p className="mobile-upload-hint">{t("editorUploads.phoneLeft", { count: Math.max(0, grant.max_files - grant.received), time: until })}</p>
          <input
            ref={picker}
            type="file"
            accept="image/*"
            multiple
            hidden
            data-testid="mobile-upload-input"
            onChange={(event) => {
              void send(Array.from(event.target.files ?? []));
              event.target.value = "";
            }}
          />
          <button
            type="button"
            className="button button-primary"
            disabled={sending !== null || grant.received >= grant.max_files}
            onClick={() => picker.current?.click()}
          >
            {t("editorUploads.phonePick")}
          </button>
          {sending ? <p role="status">{t("editorUploads.phoneSending", { name: sending })}</p> : null}
        </>
      )}
      {sent.length > 0 ? (
        <ul aria-live="polite" data-testid="mobile-upload-sent">
          {sent.map((item, index) => (
            <li key={index} className={item.ok ? undefined : "editor-upload-error"}>
              {item.text}
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}
