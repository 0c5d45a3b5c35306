import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../ui/toast-store";
import { authErrorText } from "../auth/auth-error";
import { getCaptchaToken } from "../auth/captcha";
import { closeContactDialog } from "./contact-store";
import { createSubmitOnce } from "./contact-rules";

/**
 * Sends one of the dialog's forms: one submission at a time, the bot-check token (gtoken) first.
 * Success: the spec's 'Message sent…' toast, `onSent`, the dialog closes. Failure: the loading state
 * resets and the form stays as typed; the server's reason is shown (spec 02 section 8).
 */
export function useContactSend<F>(post: (form: F & { gtoken: string; lang: "en" | "zh" }) => Promise<unknown>, onSent?: () => void) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const once = useRef(createSubmitOnce());
  const send = (form: F) =>
    once.current(async () => {
      setBusy(true);
      try {
        const gtoken = await getCaptchaToken();
        await post({ ...form, gtoken, lang: i18n.language === "zh" ? "zh" : "en" });
        toast.success(t("contact.sent"));
        onSent?.();
        closeContactDialog();
      } catch (error) {
        toast.error(authErrorText(error, i18n.language));
      } finally {
        setBusy(false);
      }
    });
  return { busy, send };
}
