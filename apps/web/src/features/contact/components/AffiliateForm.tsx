import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { contactApi } from "../api/contact-api";
import { useContactSend } from "../use-contact-send";
import { ContactField } from "./ContactField";

/** The affiliate form (spec 02 section 3): account, name, ID number (Chinese site only), e-mail, channel; all required. */
export function AffiliateForm() {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const zh = i18n.language === "zh";
  const [form, setForm] = useState({ account: "", name: user?.name ?? "", idNumber: "", email: user?.email ?? "", channel: "" });
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));
  const { busy, send } = useContactSend(contactApi.sendAffiliate);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send({ ...form, idNumber: zh ? form.idNumber : undefined });
  };
  return (
    <form className="contact-form" onSubmit={submit} data-testid="affiliate-form">
      <p className="contact-tip">{t("contact.affiliate.intro")}</p>
      <ContactField
        id="contact-account"
        label={t("contact.affiliate.account")}
        value={form.account}
        onChange={(account) => set({ account })}
        required
        data-autofocus
      />
      <ContactField id="contact-name" label={t("contact.name")} value={form.name} onChange={(name) => set({ name })} required autoComplete="name" />
      {zh ? (
        <ContactField
          id="contact-id-number"
          label={t("contact.affiliate.idNumber")}
          value={form.idNumber}
          onChange={(idNumber) => set({ idNumber })}
          required
          maxLength={40}
        />
      ) : null}
      <ContactField
        id="contact-email"
        label={t("contact.email")}
        type="email"
        value={form.email}
        onChange={(email) => set({ email })}
        required
        autoComplete="email"
      />
      <ContactField id="contact-channel" label={t("contact.affiliate.channel")} value={form.channel} onChange={(channel) => set({ channel })} required />
      <button type="submit" className="button button-primary auth-wide" disabled={busy} data-testid="contact-send">
        {busy ? t("contact.sending") : t("contact.send")}
      </button>
    </form>
  );
}
