import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLazyMessages } from "../../i18n/use-lazy-messages";
import { openContactDialog } from "../contact/contact-store";
import { logoApiApi, PartnerUsageError } from "./logo-api-api";
import { UsageTable } from "./UsageTable";
import "./logo-api.css";

const FIELDS = ["name", "slogan", "color", "font", "style", "format", "page", "size"] as const;
// The examples are code: the same in both languages (docs/logo-api.md has them too).
const curlExample = (origin: string) =>
  `curl -H 'ApiKey: lk_...' '${origin}/logoapi/async/logo?name=Harbor%20Coffee&slogan=Fresh%20daily&color=2&font=0&style=0&format=2&page=1&size=8'`;
const jsExample = (origin: string) =>
  [
    "const query = new URLSearchParams({ name: 'Harbor Coffee', format: '1', size: '4' });",
    `const answer = await fetch(\`${origin}/logoapi/async/logo?\${query}\`, { headers: { ApiKey: process.env.LOGO_API_KEY } });`,
    "const { code, data, msg } = await answer.json();",
    "if (code !== 200) throw new Error(msg);",
    "for (const logo of data.logos) console.log(logo.id, logo.image.slice(0, 40));",
  ].join("\n");
const verifyExample = [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  "function verify(rawBody, header, secret) {",
  "  const [, t, v1] = /^t=(\\d+),v1=([0-9a-f]{64})$/.exec(header ?? '') ?? [];",
  "  if (!t) return false;",
  "  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();",
  "  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));",
  "}",
].join("\n");

/** The partner's usage by their own key (kept in this component only). */
function PartnerUsage() {
  const { t } = useTranslation();
  const [key, setKey] = useState("");
  const usage = useMutation({ mutationFn: (value: string) => logoApiApi.partnerUsage(value) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    usage.mutate(key.trim());
  };
  return (
    <section aria-labelledby="logo-api-usage-title">
      <h2 id="logo-api-usage-title">{t("logoApi.partner.usageTitle")}</h2>
      <form className="logo-api-form" onSubmit={submit}>
        <label>
          {t("logoApi.partner.keyLabel")}
          <input data-testid="logo-api-partner-key" type="password" autoComplete="off" required value={key} onChange={(event) => setKey(event.target.value)} />
          <small>{t("logoApi.partner.keyHint")}</small>
        </label>
        <button type="submit" className="button" data-testid="logo-api-partner-show" disabled={usage.isPending}>
          {t("logoApi.partner.show")}
        </button>
      </form>
      {usage.error ? (
        <p role="alert">
          {usage.error instanceof PartnerUsageError && usage.error.status === 401 ? t("logoApi.partner.unauthorized") : t("logoApi.partner.failed")}
        </p>
      ) : null}
      {usage.data ? (
        <div data-testid="logo-api-partner-usage">
          <dl>
            <dt>{t("logoApi.partner.kind")}</dt>
            <dd>{t(`logoApi.admin.kinds.${usage.data.kind}`)}</dd>
            <dt>{t("logoApi.partner.limits")}</dt>
            <dd>{t("logoApi.partner.limitsValue", { rate: usage.data.ratePerMinute, quota: usage.data.monthlyQuota })}</dd>
            <dt>{t("logoApi.partner.month")}</dt>
            <dd data-testid="logo-api-partner-month">{t("logoApi.partner.monthValue", { calls: usage.data.monthCalls, logos: usage.data.monthLogos })}</dd>
          </dl>
          <UsageTable usage={usage.data} />
        </div>
      ) : null}
    </section>
  );
}

/** /logo-api: what the logo API does, how to call it (with examples), and a partner's usage by their key (issue 23). */
export function PartnerLogoApiPage() {
  const { t } = useTranslation();
  const ready = useLazyMessages();
  if (!ready) return <div className="spinner" role="status" aria-label={t("common.loading")} />;
  const origin = window.location.origin;
  return (
    <section className="logo-api-page" data-testid="logo-api-partner">
      <h1>{t("logoApi.partner.title")}</h1>
      <p>{t("logoApi.partner.lead")}</p>
      <button type="button" className="button button-secondary" data-testid="logo-api-request" onClick={() => openContactDialog({ type: "api" })}>
        {t("logoApi.partner.request")}
      </button>
      <PartnerUsage />
      <section className="logo-api-docs" aria-labelledby="logo-api-docs-title">
        <h2 id="logo-api-docs-title">{t("logoApi.partner.docsTitle")}</h2>
        <p>{t("logoApi.partner.docsIntro")}</p>
        <table className="logo-api-table" data-testid="logo-api-fields">
          <thead>
            <tr>
              <th scope="col">{t("logoApi.partner.field")}</th>
              <th scope="col">{t("logoApi.partner.values")}</th>
              <th scope="col">{t("logoApi.partner.meaning")}</th>
            </tr>
          </thead>
          <tbody>
            {FIELDS.map((field) => (
              <tr key={field}>
                <td>
                  <code>{field}</code>
                </td>
                <td>{t(`logoApi.partner.fields.${field}.values`)}</td>
                <td>{t(`logoApi.partner.fields.${field}.meaning`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3>{t("logoApi.partner.curlTitle")}</h3>
        <pre data-testid="logo-api-curl">{curlExample(origin)}</pre>
        <h3>{t("logoApi.partner.jsTitle")}</h3>
        <pre>{jsExample(origin)}</pre>
        <h3>{t("logoApi.partner.errorsTitle")}</h3>
        <p>{t("logoApi.partner.errors")}</p>
        <h3>{t("logoApi.partner.liteTitle")}</h3>
        <p>{t("logoApi.partner.lite")}</p>
        <h3>{t("logoApi.partner.verifyTitle")}</h3>
        <pre>{verifyExample}</pre>
        <p>
          <a href="/api/docs/ui">{t("logoApi.partner.openapi")}</a>
        </p>
      </section>
    </section>
  );
}
