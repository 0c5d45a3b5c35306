import { apiTypes } from "@studio/contracts";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { contactApi } from "../api/contact-api";
import type { ApiType } from "../contact-store";
import { useContactSend } from "../use-contact-send";
import { ContactField } from "./ContactField";

/**
 * The logo-API request form (spec 02 sections 3 and 5): a warning tip, the daily-active-users
 * question, and the webhook only for LOGO API Lite (its placeholder starts with this site's host).
 */
export function ApiRequestForm({ initialType }: { initialType: ApiType }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [form, setForm] = useState({
    name: user?.name ?? "",
    email: user?.email ?? "",
    apiType: initialType,
    product: "",
    websiteRank: "",
    webhook: "",
    needs: "",
  });
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));
  const { busy, send } = useContactSend(contactApi.sendApiRequest);
  const lite = form.apiType === "LOGO API Lite";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send({ ...form, webhook: lite ? form.webhook : undefined });
  };
  return (
    <form className="contact-form" onSubmit={submit} data-testid="api-request-form">
      <p className="contact-warning" role="note" data-testid="api-warning">
        {t("contact.api.warning")}
      </p>
      <ContactField
        id="contact-name"
        label={t("contact.name")}
        value={form.name}
        onChange={(name) => set({ name })}
        required
        autoComplete="name"
        data-autofocus
      />
      <ContactField
        id="contact-email"
        label={t("contact.email")}
        type="email"
        value={form.email}
        onChange={(email) => set({ email })}
        required
        autoComplete="email"
      />
      <label className="contact-field" htmlFor="contact-api-type">
        <span>{t("contact.api.apiType")}</span>
        <select id="contact-api-type" className="auth-input" value={form.apiType} onChange={(event) => set({ apiType: event.target.value as ApiType })}>
          {apiTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <ContactField id="contact-product" label={t("contact.api.product")} value={form.product} onChange={(product) => set({ product })} required />
      <ContactField
        id="contact-website-rank"
        label={t("contact.api.websiteRank")}
        value={form.websiteRank}
        onChange={(websiteRank) => set({ websiteRank })}
        required
      />
      {lite ? (
        <ContactField
          id="contact-webhook"
          label={t("contact.api.webhook")}
          value={form.webhook}
          onChange={(webhook) => set({ webhook })}
          placeholder={t("contact.api.webhookPlaceholder", { host: window.location.host })}
          required
        />
      ) : null}
      <label className="contact-field" htmlFor="contact-needs">
        <span>{t("contact.api.needs")}</span>
        <textarea
          id="contact-needs"
          name="needs"
          className="auth-input"
          rows={4}
          value={form.needs}
          onChange={(event) => set({ needs: event.target.value })}
          required
        />
      </label>
      <button type="submit" className="button button-primary auth-wide" disabled={busy} data-testid="contact-send">
        {busy ? t("contact.sending") : t("contact.send")}
      </button>
    </form>
  );
}
