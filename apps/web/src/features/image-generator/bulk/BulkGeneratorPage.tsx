import type { AspectRatio } from "@studio/contracts";
import { imagesPerModel, MAX_BULK_CSV_CHARS, MAX_BULK_LINES } from "@studio/contracts/plain";
import { generatorCost, promptsFromCsv, promptsFromLines } from "@studio/domain";
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../api/client";
import { useLazyMessages } from "../../../i18n/use-lazy-messages";
import { PageLoading } from "../../../routes/PageLoading";
import { toast } from "../../../ui/toast-store";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { useCreditCosts } from "../../credits/hooks/use-credits";
import { openLoginPanel } from "../../session/login-panel-store";
import { useAiModels } from "../../tasks/models-api";
import { aspectLabelKeys, aspectRatioValues } from "../aspects";
import { CostLine } from "../components/CostLine";
import { ModelPicker } from "../components/ModelPicker";
import { ReferenceUploader } from "../components/ReferenceUploader";
import { referenceLimits, type ReferenceImage } from "../reference-limits";
import { bulkApi } from "./bulk-api";
import { BulkLineRow } from "./BulkLineRow";
import { useBulkRun } from "./use-bulk-run";
import "../generator.css";
import "./bulk.css";

type CsvSource = { name: string; prompts: string[] };

/** The file as UTF-8 text (FileReader: every browser, and the test DOM, has it). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsText(file, "utf-8");
  });
}

/**
 * /design/bulk-image-generator (issue 18, spec 02's bulk mode; scene-page mode by its path): one
 * prompt per line or a CSV file's `prompt` column, shared options, the total cost before spending,
 * then each line its own task with its own progress, a failed line retried alone, and every result
 * in one zip. The bulk's id is in the address (`?bulk=`), so a reload shows it again.
 */
export function BulkGeneratorPage() {
  const { t, i18n } = useTranslation();
  // The generator's words (uploader, model picker, cost line) are a section loaded on first use.
  const ready = useLazyMessages();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const models = useAiModels();
  const costs = useCreditCosts().costs;
  const bulk = useBulkRun();
  const [text, setText] = useState("");
  const [csv, setCsv] = useState<CsvSource | undefined>();
  const [csvError, setCsvError] = useState<string | undefined>();
  const [model, setModel] = useState<string | undefined>();
  const [aspect, setAspect] = useState<AspectRatio>("1:1");
  const [references, setReferences] = useState<ReferenceImage[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const language = i18n.language === "zh" ? "zh" : "en";
  const chosenModel = model ?? models.data?.default ?? "local";
  const perModel = imagesPerModel(chosenModel, language, aspect);
  const [imagesPerLine, setImagesPerLine] = useState<number | undefined>();
  const images = Math.min(imagesPerLine ?? perModel, perModel);
  const prompts = useMemo(() => csv?.prompts ?? promptsFromLines(text), [csv, text]);
  const tooMany = prompts.length > MAX_BULK_LINES;
  const perLine = generatorCost(costs, "bulk", references.length);
  const total = prompts.length * perLine;

  // A bulk in the address (a reload, a shared tab) is shown again, its unfinished lines followed.
  const wanted = params.get("bulk");
  const { resume, bulkId } = bulk;
  useEffect(() => {
    if (!wanted || !user || wanted === bulkId) return;
    const controller = new AbortController();
    resume(wanted, controller.signal).then(
      (found) => {
        if (!found && !controller.signal.aborted) toast.error(t("imageBulk.notFound"));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [wanted, user, bulkId, resume, t]);

  const readCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const content = await readText(file).catch(() => undefined);
    if (content === undefined) {
      setCsvError(t("imageBulk.csvUnreadable"));
      return;
    }
    if (content.length > MAX_BULK_CSV_CHARS) {
      setCsvError(t("imageBulk.csvTooLarge", { max: MAX_BULK_CSV_CHARS.toLocaleString(i18n.language) }));
      return;
    }
    const parsed = promptsFromCsv(content);
    if (!parsed.ok) {
      setCsvError(t("imageBulk.csvNoPromptColumn"));
      return;
    }
    if (parsed.prompts.length === 0) {
      setCsvError(t("imageBulk.csvEmpty"));
      return;
    }
    setCsvError(undefined);
    setCsv({ name: file.name, prompts: parsed.prompts });
  };

  const generate = async () => {
    if (!user) {
      openLoginPanel();
      return;
    }
    if (prompts.length === 0 || tooMany || submitting) return;
    setSubmitting(true);
    try {
      const id = await bulk.start(
        {
          prompts,
          filesUrl: references.map((image) => image.src),
          size: aspect,
          model: chosenModel,
          nVariants: images,
          scene: "no-style",
          lang: i18n.language === "zh" ? "zh" : "en",
        },
        prompts,
      );
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set("bulk", id);
        return next;
      });
    } catch (error) {
      // The server checks the balance against the whole bulk before charging anything: a 403 has
      // opened the limit modal (recharge or upgrade) and a 401 the login panel (API client events).
      if (!(error instanceof ApiError && (error.status === 401 || error.status === 403)))
        toast.error(error instanceof ApiError && error.message ? error.message : t("tasks.errorGenerating"));
    } finally {
      setSubmitting(false);
    }
  };

  const done = bulk.lines.filter((line) => line.status === "done").length;
  if (!ready) return <PageLoading />;
  return (
    <main className="bulk-page">
      <header className="bulk-header">
        <h1>{t("imageBulk.title")}</h1>
        <p>{t("imageBulk.lead", { max: MAX_BULK_LINES })}</p>
      </header>

      <section className="bulk-form" aria-label={t("imageBulk.formLabel")}>
        {csv ? (
          <div className="bulk-csv" data-testid="bulk-csv">
            <p>{t("imageBulk.csvLoaded", { count: csv.prompts.length, name: csv.name })}</p>
            <ol className="bulk-csv-prompts">
              {csv.prompts.map((prompt, i) => (
                <li key={i}>{prompt}</li>
              ))}
            </ol>
            <button type="button" className="button" onClick={() => setCsv(undefined)}>
              {t("imageBulk.csvClear")}
            </button>
          </div>
        ) : (
          <label className="bulk-prompts">
            <span>{t("imageBulk.promptsLabel")}</span>
            <textarea value={text} onChange={(event) => setText(event.target.value)} rows={7} placeholder={t("imageBulk.promptsPlaceholder")} />
          </label>
        )}
        <div className="bulk-csv-pick">
          <button type="button" className="button" onClick={() => fileInput.current?.click()}>
            {t("imageBulk.csvPick")}
          </button>
          <input ref={fileInput} type="file" accept=".csv,text/csv" hidden onChange={(event) => void readCsv(event)} data-testid="bulk-csv-input" />
          <span className="bulk-hint">{t("imageBulk.csvHint")}</span>
        </div>
        {csvError ? (
          <p className="bulk-error" role="alert">
            {csvError}
          </p>
        ) : null}
        <p className={tooMany ? "bulk-error" : "bulk-hint"} data-testid="bulk-count">
          {t("imageBulk.lineCount", { count: prompts.length, max: MAX_BULK_LINES })}
        </p>

        <ReferenceUploader images={references} onChange={setReferences} max={referenceLimits.bulk} />
        {models.data ? (
          <ModelPicker models={models.data.list} value={chosenModel} onChange={setModel} imagesOf={(name) => imagesPerModel(name, language, aspect)} />
        ) : null}

        <div className="bulk-options">
          <label>
            <span>{t("imageBulk.aspect")}</span>
            <select value={aspect} onChange={(event) => setAspect(event.target.value as AspectRatio)}>
              {aspectRatioValues.map((value) => (
                <option key={value} value={value}>
                  {t(aspectLabelKeys[value])}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t("imageBulk.imagesPerLine")}</span>
            <select value={images} onChange={(event) => setImagesPerLine(Number(event.target.value))}>
              {Array.from({ length: perModel }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        </div>

        <div className="bulk-submit">
          <div className="bulk-cost" data-testid="bulk-cost" data-total={total}>
            <CostLine cost={total} />
            <small className="bulk-hint">{t("imageBulk.costPerLine", { lines: prompts.length, perLine })}</small>
          </div>
          <button type="button" className="button button-primary" onClick={() => void generate()} disabled={prompts.length === 0 || tooMany || submitting}>
            {submitting ? t("imageBulk.submitting") : t("imageBulk.generate")}
          </button>
        </div>
      </section>

      {bulk.lines.length > 0 ? (
        <section className="bulk-results" aria-label={t("imageBulk.resultsLabel")}>
          <div className="bulk-results-head">
            <h2>{t("imageBulk.progress", { done, total: bulk.lines.length })}</h2>
            {bulk.bulkId && done > 0 ? (
              <a className="button" href={bulkApi.zipUrl(bulk.bulkId)} download data-testid="bulk-zip">
                {t("imageBulk.downloadZip")}
              </a>
            ) : null}
          </div>
          <ol className="bulk-lines">
            {bulk.lines.map((line, i) => (
              <BulkLineRow key={i} line={line} number={i + 1} onRetry={() => void bulk.retry(i)} />
            ))}
          </ol>
        </section>
      ) : null}
    </main>
  );
}
