import { useQueryClient } from "@tanstack/react-query";
import { FEATURED_PAGE_SIZE } from "@studio/contracts";
import { defaultCreditCosts } from "@studio/domain";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { Modal } from "../../../ui/Modal";
import { runTestSample, type TestOutcome } from "../admin-test";
import { variantUrl, type FeaturedEntry } from "../api/showcase-api";
import { failureText, useFeaturedSamples } from "../hooks/use-showcase";
import "../showcase.css";

/** One sample of the test panel: its prompt to edit, Run, and the result or the error string. */
function TestSampleRow({ entry }: { entry: FeaturedEntry }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [prompt, setPrompt] = useState(entry.prompt || entry.image.prompt);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setRunning(true);
    setOutcome(null);
    try {
      setOutcome(
        await runTestSample(
          prompt,
          entry.preview,
          { failed: t("logoMaker.failed"), timeout: t("tasks.errorGenerating"), creditsNotEnough: t("limits.creditsNotEnough") },
          current.signal,
        ),
      );
    } catch (error) {
      if (!current.signal.aborted) setOutcome({ ok: false, message: failureText(error, t("logoMaker.failed")) });
    } finally {
      if (!current.signal.aborted) {
        setRunning(false);
        // The admin's balance changed (spent, or refunded on failure).
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
    }
  };

  return (
    <li className="showcase-test-row" data-testid="test-sample" data-id={entry.img_id}>
      <img className="showcase-test-thumb" src={variantUrl(entry.image.src, 400)} alt={entry.prompt} width={120} height={120} loading="lazy" />
      <form
        className="showcase-test-form"
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <label className="showcase-alt-label">
          {t("showcase.test.prompt", { id: entry.img_id })}
          <textarea value={prompt} maxLength={400} rows={3} onChange={(event) => setPrompt(event.target.value)} data-testid="test-prompt" />
        </label>
        <button type="submit" className="button button-primary" disabled={running || prompt.trim() === ""} data-testid="test-run">
          {running ? t("showcase.test.running") : t("showcase.test.run")}
        </button>
      </form>
      <div className="showcase-test-result" aria-live="polite">
        {outcome?.ok ? (
          <a href={outcome.url} target="_blank" rel="noreferrer">
            <img src={outcome.thumb} alt={t("showcase.test.result", { id: entry.img_id })} width={120} height={120} data-testid="test-result" />
          </a>
        ) : null}
        {outcome && !outcome.ok ? (
          <p className="showcase-test-error" role="alert" data-testid="test-error">
            {outcome.message}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** 'test for admin' (spec 02 section 2): the featured samples, 24 per page, each runnable with an edited prompt. */
export function AdminTestPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const samples = useFeaturedSamples(open, FEATURED_PAGE_SIZE);
  const entries = samples.data?.pages.flat() ?? [];
  return (
    <Modal open={open} onClose={onClose} title={t("showcase.test.title")} width={900}>
      <div data-testid="admin-test-panel">
        <p className="showcase-test-lead">{t("showcase.test.lead", { cost: defaultCreditCosts.aiImage })}</p>
        {samples.isPending ? <p className="showcase-status">{t("common.loading")}</p> : null}
        {samples.isError ? (
          <p className="showcase-status" role="alert">
            {t("showcase.loadFailed")}{" "}
            <button type="button" className="button button-small" onClick={() => void samples.refetch()}>
              {t("showcase.retry")}
            </button>
          </p>
        ) : null}
        {samples.isSuccess && entries.length === 0 ? <p className="showcase-status">{t("showcase.test.empty")}</p> : null}
        <ul className="showcase-test-list">
          {entries.map((entry) => (
            <TestSampleRow key={entry.img_id} entry={entry} />
          ))}
        </ul>
        {samples.hasNextPage ? (
          <button
            type="button"
            className="button button-secondary showcase-more"
            disabled={samples.isFetchingNextPage}
            onClick={() => void samples.fetchNextPage()}
          >
            {t("showcase.loadMore")}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
