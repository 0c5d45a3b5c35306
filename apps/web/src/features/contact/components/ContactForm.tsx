import { useEffect, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast-store";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { contactApi } from "../api/contact-api";
import { firstContactProblem, messageRows } from "../contact-rules";
import { useContactDraft } from "../contact-store";
import { useContactSend } from "../use-contact-send";
import { ContactField } from "./ContactField";

/**
 * The contact form (spec 01 sections 3 to 5): checked in the spec's order with one error toast,
 * name and e-mail from the signed-in user. A withdraw request locks them to that user.
 */
export function ContactForm({ withdraw, coupon }: { withdraw: boolean; coupon: string }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [draft, update] = useContactDraft();
  const { busy, send } = useContactSend(contactApi.sendContact, () => update({ subject: "", message: "" }));

  useEffect(() => {
    if (!user) return;
    // A withdraw request always names the account holder; otherwise only empty fields are filled.
    if (withdraw) update({ name: user.name, email: user.email ?? "" });
    else update({ name: draft.name || user.name, email: draft.email || (user.email ?? "") });
    // Once per user and mode: re-running on every keystroke would undo the user's edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id, withdraw]);

  useEffect(() => {
    if (withdraw && !draft.subject) update({ subject: coupon ? t("contact.withdrawSubjectCoupon", { coupon }) : t("contact.withdrawSubject") });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [withdraw, coupon]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstContactProblem(draft);
    if (problem) {
      toast.error(t(problem));
      return;
    }
    void send({ ...draft, withdrawRequest: withdraw });
  };

  return (
    <form className="contact-form" onSubmit={submit} noValidate data-testid="contact-form">
      <ContactField
        id="contact-name"
        label={t("contact.name")}
        value={draft.name}
        onChange={(name) => update({ name })}
        disabled={withdraw}
        autoComplete="name"
      />
      <ContactField
        id="contact-email"
        label={t("contact.email")}
        type="email"
        value={draft.email}
        onChange={(email) => update({ email })}
        disabled={withdraw}
        autoComplete="email"
      />
      <ContactField id="contact-subject" label={t("contact.subject")} value={draft.subject} onChange={(subject) => update({ subject })} data-autofocus />
      <label className="contact-field" htmlFor="contact-message">
        <span>{t("contact.message")}</span>
        <textarea
          id="contact-message"
          name="message"
          className="auth-input contact-message"
          rows={messageRows(draft.message)}
          value={draft.message}
          onChange={(event) => update({ message: event.target.value })}
        />
      </label>
      <button type="submit" className="button button-primary auth-wide" disabled={busy} data-testid="contact-send">
        {busy ? t("contact.sending") : t("contact.send")}
      </button>
    </form>
  );
}
