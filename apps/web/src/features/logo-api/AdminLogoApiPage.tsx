import { useMutation, useQuery } from "@tanstack/react-query";
import {
  LOGO_API_DEFAULT_MONTHLY_QUOTA,
  LOGO_API_DEFAULT_RATE_PER_MINUTE,
  type CreatedLogoApiKey,
  type LogoApiKey,
  type LogoApiKeyKind,
} from "@studio/contracts";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../api/client";
import { useLazyMessages } from "../../i18n/use-lazy-messages";
import { logoApiApi } from "./logo-api-api";
import { UsageTable } from "./UsageTable";
import "./logo-api.css";

function CopyButton({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  if (typeof navigator === "undefined" || !navigator.clipboard) return null;
  return (
    <button
      type="button"
      className="button button-secondary"
      data-testid={testId}
      onClick={() => void navigator.clipboard.writeText(value).then(() => setCopied(true))}
    >
      {copied ? t("logoApi.admin.copied") : t("logoApi.admin.copy")}
    </button>
  );
}

/** The key and a Lite key's webhook secret, this once: the server keeps only the key's digest. */
function IssuedKey({ created }: { created: CreatedLogoApiKey }) {
  const { t } = useTranslation();
  return (
    <div className="logo-api-secret" role="status" data-testid="logo-api-issued">
      <p>{t("logoApi.admin.created", { name: created.record.name })}</p>
      <p>
        {t("logoApi.admin.key")}: <code data-testid="logo-api-issued-key">{created.key}</code> <CopyButton value={created.key} testId="logo-api-copy-key" />
      </p>
      {created.webhookSecret ? (
        <p>
          {t("logoApi.admin.secret")}: <code data-testid="logo-api-issued-secret">{created.webhookSecret}</code>{" "}
          <CopyButton value={created.webhookSecret} testId="logo-api-copy-secret" />
        </p>
      ) : null}
    </div>
  );
}

function KeyUsage({ id }: { id: number }) {
  const { t } = useTranslation();
  const usage = useQuery({ queryKey: ["admin", "logo-api", "usage", id], queryFn: ({ signal }) => logoApiApi.usageOf(id, signal), retry: false });
  if (usage.error) return <p role="alert">{t("logoApi.admin.loadFailed")}</p>;
  if (!usage.data) return <div className="spinner" role="status" aria-label={t("common.loading")} />;
  return <UsageTable usage={usage.data} />;
}

function KeyRow({ apiKey, onRevoked }: { apiKey: LogoApiKey; onRevoked: () => void }) {
  const { t, i18n } = useTranslation();
  const [showUsage, setShowUsage] = useState(false);
  const revoke = useMutation({ mutationFn: () => logoApiApi.revoke(apiKey.id), onSuccess: onRevoked });
  const locale = i18n.language === "zh" ? "zh-CN" : "en";
  return (
    <>
      <tr data-testid="logo-api-key-row">
        <td>
          <code>{apiKey.prefix}…</code>
        </td>
        <td>{apiKey.name}</td>
        <td>{t(`logoApi.admin.kinds.${apiKey.kind}`)}</td>
        <td data-testid="logo-api-key-month">
          {t("logoApi.admin.monthValue", { calls: apiKey.monthCalls, quota: apiKey.monthlyQuota, logos: apiKey.monthLogos })}
          <br />
          <small>{t("logoApi.admin.limit", { rate: apiKey.ratePerMinute })}</small>
        </td>
        <td data-testid="logo-api-key-state">
          {apiKey.revokedAt ? t("logoApi.admin.revoked", { date: new Date(apiKey.revokedAt).toLocaleDateString(locale) }) : t("logoApi.admin.live")}
        </td>
        <td>
          <button type="button" className="button button-secondary" aria-expanded={showUsage} onClick={() => setShowUsage(!showUsage)}>
            {showUsage ? t("logoApi.admin.hideUsage") : t("logoApi.admin.usage")}
          </button>{" "}
          {apiKey.revokedAt ? null : (
            <button
              type="button"
              className="button button-secondary"
              data-testid="logo-api-revoke"
              disabled={revoke.isPending}
              onClick={() => {
                if (window.confirm(t("logoApi.admin.revokeConfirm", { name: apiKey.name }))) revoke.mutate();
              }}
            >
              {t("logoApi.admin.revoke")}
            </button>
          )}
          {revoke.error ? <p role="alert">{revoke.error.message}</p> : null}
        </td>
      </tr>
      {showUsage ? (
        <tr>
          <td colSpan={6}>
            <KeyUsage id={apiKey.id} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** /admin/logo-api: issue (shown once), revoke and watch the logo API's partner keys (issue 23, docs/logo-api.md). */
export function AdminLogoApiPage() {
  const { t } = useTranslation();
  const ready = useLazyMessages();
  const [name, setName] = useState("");
  const [kind, setKind] = useState<LogoApiKeyKind>("api");
  const [webhook, setWebhook] = useState("");
  const [rate, setRate] = useState(LOGO_API_DEFAULT_RATE_PER_MINUTE);
  const [quota, setQuota] = useState(LOGO_API_DEFAULT_MONTHLY_QUOTA);
  const keys = useQuery({ queryKey: ["admin", "logo-api", "keys"], queryFn: ({ signal }) => logoApiApi.keys(signal), retry: false });
  const create = useMutation({
    mutationFn: () => logoApiApi.create({ name, kind, ...(kind === "lite" ? { webhook } : {}), ratePerMinute: rate, monthlyQuota: quota }),
    onSuccess: () => {
      setName("");
      setWebhook("");
      void keys.refetch();
    },
  });
  if (!ready) return <div className="spinner" role="status" aria-label={t("common.loading")} />;
  const status = keys.error instanceof ApiError ? keys.error.status : 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };

  return (
    <section className="logo-api-page" data-testid="logo-api-admin">
      <h1>{t("logoApi.admin.title")}</h1>
      <p>
        {t("logoApi.admin.lead")} <Link to="/logo-api">{t("logoApi.admin.docsLink")}</Link>
      </p>
      {status === 401 ? <p role="alert">{t("logoApi.admin.signIn")}</p> : null}
      {status === 403 ? <p role="alert">{t("logoApi.admin.forbidden")}</p> : null}
      {keys.error && status !== 401 && status !== 403 ? <p role="alert">{t("logoApi.admin.loadFailed")}</p> : null}
      {keys.data ? (
        <>
          <h2>{t("logoApi.admin.createTitle")}</h2>
          <form className="logo-api-form" onSubmit={submit}>
            <label>
              {t("logoApi.admin.name")}
              <input data-testid="logo-api-name" required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
            </label>
            <label>
              {t("logoApi.admin.kind")}
              <select data-testid="logo-api-kind" value={kind} onChange={(event) => setKind(event.target.value === "lite" ? "lite" : "api")}>
                <option value="api">{t("logoApi.admin.kinds.api")}</option>
                <option value="lite">{t("logoApi.admin.kinds.lite")}</option>
              </select>
            </label>
            {kind === "lite" ? (
              <label>
                {t("logoApi.admin.webhook")}
                <input
                  data-testid="logo-api-webhook"
                  type="url"
                  required
                  maxLength={500}
                  value={webhook}
                  onChange={(event) => setWebhook(event.target.value)}
                />
              </label>
            ) : null}
            <label>
              {t("logoApi.admin.rate")}
              <input type="number" min={1} max={6000} required value={rate} onChange={(event) => setRate(Number(event.target.value))} />
            </label>
            <label>
              {t("logoApi.admin.quota")}
              <input type="number" min={1} max={10_000_000} required value={quota} onChange={(event) => setQuota(Number(event.target.value))} />
            </label>
            <button type="submit" className="button" data-testid="logo-api-create" disabled={create.isPending}>
              {t("logoApi.admin.create")}
            </button>
          </form>
          {create.error ? <p role="alert">{create.error.message}</p> : null}
          {create.data ? <IssuedKey created={create.data} /> : null}
          {keys.data.list.length === 0 ? (
            <p>{t("logoApi.admin.empty")}</p>
          ) : (
            <table className="logo-api-table">
              <thead>
                <tr>
                  <th scope="col">{t("logoApi.admin.prefix")}</th>
                  <th scope="col">{t("logoApi.admin.name")}</th>
                  <th scope="col">{t("logoApi.admin.kind")}</th>
                  <th scope="col">{t("logoApi.admin.month")}</th>
                  <th scope="col" aria-label={t("logoApi.admin.live")} />
                  <th scope="col" aria-label={t("logoApi.admin.usage")} />
                </tr>
              </thead>
              <tbody>
                {keys.data.list.map((apiKey) => (
                  <KeyRow key={apiKey.id} apiKey={apiKey} onRevoked={() => void keys.refetch()} />
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
    </section>
  );
}
