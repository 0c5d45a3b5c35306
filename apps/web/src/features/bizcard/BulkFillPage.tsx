import { BULK_FILL_FORMATS, type BulkFillFormat, type BulkFillJob } from "@studio/contracts";
import { isErrorCode } from "@studio/contracts/plain";
import { migrateDesignDocument } from "@studio/design";
import { CSV_CARD_FIELDS, isProductOffered, type CardCsv, type ColumnMapping } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../api/client";
import { useLazyMessages } from "../../i18n/use-lazy-messages";
import { useCurrentUser } from "../auth/hooks/use-current-user";
import { openPayment, paymentEvents } from "../payments/payment-store";
import { openLoginPanel } from "../session/login-panel-store";
import { fetchWork } from "../works/api/works-api";
import { bulkFillApi } from "./bulk-fill-api";
import { chosenMapping, nextStepOf, previewRow, readCsvForFill } from "./bulk-fill-form";
import { CardPreview } from "./CardPreview";
import "./bizcard.css";

/** How often the page asks for a running batch's progress. */
const POLL_MS = 1000;

const workIdOf = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** /bizcard/bulk?work={id}: one card per CSV row, zipped (issue 22, docs/bulk-fill.md). */
export function BulkFillPage() {
  const ready = useLazyMessages();
  const { t } = useTranslation();
  const { user, loading } = useCurrentUser();
  const [params] = useSearchParams();
  const workId = workIdOf(params.get("work"));
  if (!ready || loading) return <main className="bizcard-page" aria-busy="true" />;
  const heading = <h1>{t("bizcard.bulk.title")}</h1>;
  if (!user) {
    return (
      <main className="bizcard-page">
        {heading}
        <p className="bizcard-note">{t("bizcard.bulk.signIn")}</p>
        <button type="button" className="button button-primary" onClick={() => openLoginPanel("sign-in")}>
          {t("bizcard.signIn")}
        </button>
      </main>
    );
  }
  if (workId === null) {
    return (
      <main className="bizcard-page">
        {heading}
        <p className="bizcard-note" data-testid="bulk-message">
          {t("bizcard.bulk.noCard")}
        </p>
        <Link to="/bizcard">{t("bizcard.bulk.backToCards")}</Link>
      </main>
    );
  }
  return <BulkFill workId={workId} />;
}

type Refusal = { code: string; message: string };

function BulkFill({ workId }: { workId: number }) {
  const { t } = useTranslation();
  const work = useQuery({ queryKey: ["work", workId], queryFn: ({ signal }) => fetchWork(workId, signal), retry: false });
  const sides = useMemo(
    () => (work.data ? { front: migrateDesignDocument(work.data.document), back: work.data.back ? migrateDesignDocument(work.data.back) : null } : null),
    [work.data],
  );
  const [csvText, setCsvText] = useState<string | null>(null);
  const [csv, setCsv] = useState<CardCsv | null>(null);
  const [csvProblem, setCsvProblem] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [nameColumn, setNameColumn] = useState("");
  const [format, setFormat] = useState<BulkFillFormat>("print-pdf");
  const [starting, setStarting] = useState(false);
  const [job, setJob] = useState<BulkFillJob | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const buyable = isProductOffered({ kind: "download", item: "bizcard" });
  const designId = `work:${workId}`;

  // Bought in the payment dialog: the refusal goes; the next click starts the batch.
  useEffect(() => paymentEvents.on("completed", (event) => (event.designId === designId ? setRefusal(null) : undefined)), [designId]);

  // A running batch's progress, asked every second until it succeeds or fails.
  const runningId = job && (job.state === "queued" || job.state === "running") ? job.id : null;
  useEffect(() => {
    if (!runningId) return;
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      bulkFillApi.get(runningId, controller.signal).then(setJob, () => undefined);
    }, POLL_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [runningId]);

  const preview = useMemo(() => (sides && csv ? previewRow(sides, csv, 0, mapping) : sides), [sides, csv, mapping]);

  const readFile = async (file: File | undefined) => {
    setJob(null);
    setRefusal(null);
    setCsv(null);
    setCsvText(null);
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setCsvProblem(t("bizcard.bulk.csvUnreadable"));
      return;
    }
    const read = readCsvForFill(text);
    if (!read.ok) {
      setCsvProblem(t(`errors.${read.code}`));
      return;
    }
    setCsvProblem(null);
    setCsvText(text);
    setCsv(read.csv);
    setMapping(read.mapping);
    setNameColumn(read.mapping.name ?? "");
  };

  const start = async () => {
    if (!csvText) return;
    setStarting(true);
    setRefusal(null);
    try {
      setJob(
        await bulkFillApi.start({
          work_id: workId,
          csv: csvText,
          mapping: chosenMapping(mapping),
          name_column: nameColumn === "" ? null : nameColumn,
          format,
        }),
      );
    } catch (error) {
      const code = error instanceof ApiError ? error.error : "INTERNAL";
      // The spec's words for a known refusal; the server's message otherwise.
      const message = isErrorCode(code) ? t(`errors.${code}`) : error instanceof ApiError && error.message ? error.message : t("bizcard.makeFailed");
      setRefusal({ code, message });
    } finally {
      setStarting(false);
    }
  };

  if (work.isPending) return <main className="bizcard-page" aria-busy="true" />;
  if (work.isError || !sides || !preview) {
    const missing = work.error instanceof ApiError && work.error.status === 404;
    return (
      <main className="bizcard-page">
        <h1>{t("bizcard.bulk.title")}</h1>
        <p className="bizcard-note" data-testid="bulk-message">
          {missing ? t("bizcard.bulk.cardGone") : t("bizcard.bulk.loadFailed")}
        </p>
        <Link to="/bizcard">{t("bizcard.bulk.backToCards")}</Link>
      </main>
    );
  }

  const running = runningId !== null;
  const next = refusal ? nextStepOf(refusal.code) : null;
  return (
    <main className="bizcard-page bulk-fill" data-testid="bulk-fill" data-work-id={workId}>
      <header className="bizcard-header">
        <h1>{t("bizcard.bulk.title")}</h1>
        <p>{t("bizcard.bulk.intro")}</p>
        <Link to="/bizcard">{t("bizcard.bulk.backToCards")}</Link>
      </header>

      <section aria-labelledby="bulk-csv-step">
        <h2 id="bulk-csv-step">{t("bizcard.bulk.csvStep")}</h2>
        <p className="bizcard-note">{t("bizcard.bulk.csvHint")}</p>
        <label className="bizcard-field">
          <span>{t("bizcard.bulk.csvFile")}</span>
          <input
            type="file"
            accept=".csv,text/csv"
            disabled={running || starting}
            onChange={(event) => void readFile(event.target.files?.[0])}
            data-testid="bulk-csv"
          />
        </label>
        {csv ? (
          <p role="status" data-testid="bulk-csv-read">
            {t("bizcard.bulk.csvRead", { rows: csv.rows.length, columns: csv.headers.length })}
          </p>
        ) : null}
        {csvProblem ? (
          <p role="alert" data-testid="bulk-csv-problem">
            {csvProblem}
          </p>
        ) : null}
      </section>

      {csv ? (
        <div className="bizcard-work">
          <section className="bizcard-form" aria-labelledby="bulk-map-step">
            <h2 id="bulk-map-step">{t("bizcard.bulk.mapStep")}</h2>
            <p className="bizcard-note">{t("bizcard.bulk.mapHint")}</p>
            {CSV_CARD_FIELDS.map((field) => (
              <label key={field} className="bizcard-field">
                <span>{t(`bizcard.fields.${field}`)}</span>
                <select
                  value={mapping[field] ?? ""}
                  disabled={running}
                  onChange={(event) => setMapping({ ...mapping, [field]: event.target.value })}
                  data-testid={`bulk-map-${field}`}
                >
                  <option value="">{t("bizcard.bulk.keep")}</option>
                  {csv.headers.map((header) => (
                    <option key={header} value={header}>
                      {header}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <label className="bizcard-field">
              <span>{t("bizcard.bulk.nameColumn")}</span>
              <select value={nameColumn} disabled={running} onChange={(event) => setNameColumn(event.target.value)} data-testid="bulk-name-column">
                <option value="">{t("bizcard.bulk.numbered")}</option>
                {csv.headers.map((header) => (
                  <option key={header} value={header}>
                    {header}
                  </option>
                ))}
              </select>
            </label>

            <fieldset className="bulk-fill-formats">
              <legend>{t("bizcard.bulk.formatStep")}</legend>
              {BULK_FILL_FORMATS.map((option) => (
                <label key={option} className="bulk-fill-format">
                  <input
                    type="radio"
                    name="bulk-format"
                    value={option}
                    checked={format === option}
                    disabled={running}
                    onChange={() => setFormat(option)}
                    data-testid={`bulk-format-${option}`}
                  />
                  {t(`bizcard.bulk.formats.${option}`)}
                </label>
              ))}
            </fieldset>

            <button type="button" className="button button-primary" disabled={running || starting} onClick={() => void start()} data-testid="bulk-start">
              {starting ? t("bizcard.bulk.starting") : t("bizcard.bulk.start", { count: csv.rows.length })}
            </button>
          </section>

          <section className="bizcard-result" aria-labelledby="bulk-preview-step" data-testid="bulk-preview">
            <h2 id="bulk-preview-step">{t("bizcard.bulk.previewStep")}</h2>
            <CardPreview document={preview.front} label={t("bizcard.front")} />
            {preview.back ? <CardPreview document={preview.back} label={t("bizcard.back")} /> : null}
          </section>
        </div>
      ) : (
        <section className="bizcard-result" aria-label={work.data.name}>
          <CardPreview document={sides.front} label={t("bizcard.front")} />
        </section>
      )}

      {refusal ? (
        <div className="bulk-fill-refusal" role="alert" data-testid="bulk-refusal" data-code={refusal.code}>
          <p>{refusal.message}</p>
          {next === "buy" ? <p>{buyable ? t("bizcard.bulk.notIncludedNext") : t("bizcard.bulk.proNext")}</p> : null}
          {next === "buy-pro-template" ? <p>{buyable ? t("bizcard.bulk.proTemplateNext") : t("bizcard.bulk.proNext")}</p> : null}
          {next === "wait" ? <p>{t("bizcard.bulk.busyNext")}</p> : null}
          {(next === "buy" || next === "buy-pro-template") && buyable ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() => openPayment({ tab: "package", productId: "download-bizcard", designId })}
              data-testid="bulk-buy"
            >
              {t("bizcard.buyCard")}
            </button>
          ) : null}
          {next === "buy" || next === "buy-pro-template" ? (
            <Link className="button" to="/pricing">
              {t("bizcard.seePro")}
            </Link>
          ) : null}
        </div>
      ) : null}

      {job ? (
        <section className="bulk-fill-job" aria-live="polite" data-testid="bulk-job" data-state={job.state}>
          {job.state === "succeeded" && job.zip_url ? (
            <>
              <p>{t("bizcard.bulk.done", { total: job.total })}</p>
              <a className="button button-primary" href={job.zip_url} download data-testid="bulk-zip">
                {t("bizcard.bulk.download")}
              </a>
            </>
          ) : job.state === "failed" ? (
            <p role="alert">{t("bizcard.bulk.failed", { reason: isErrorCode(job.error_code) ? t(`errors.${job.error_code}`) : (job.error ?? "") })}</p>
          ) : (
            <p>
              <progress max={job.total} value={job.done} data-testid="bulk-progress" /> {t("bizcard.bulk.progress", { done: job.done, total: job.total })}
            </p>
          )}
        </section>
      ) : null}
    </main>
  );
}
