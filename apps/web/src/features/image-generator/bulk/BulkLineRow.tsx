import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { uiProgress } from "../../tasks/image-task";
import type { BulkLineView } from "./use-bulk-run";

// The watermark (and the download status it asks for) loads with the first result, not with the page:
// its download code names the contracts' schemas, which would put zod into the page's first download.
const Watermark = lazy(() => import("../../logo-maker/components/Watermark").then((m) => ({ default: m.Watermark })));

/** One line of a bulk: its prompt, its own progress, its images, or why it failed with a retry of that line alone. */
export function BulkLineRow({ line, number, onRetry }: { line: BulkLineView; number: number; onRetry: () => void }) {
  const { t } = useTranslation();
  const percent = line.status === "done" ? 100 : Math.round(uiProgress(line.progress));
  return (
    <li className={`bulk-line bulk-line-${line.status}`} data-testid="bulk-line" data-status={line.status}>
      <div className="bulk-line-head">
        <span className="bulk-line-number">{number}</span>
        <p className="bulk-line-prompt">{line.prompt}</p>
        <span className="bulk-line-state">
          {line.status === "running"
            ? t("imageBulk.lineRunning", { progress: percent })
            : line.status === "done"
              ? t("imageBulk.lineDone")
              : t("imageBulk.lineFailed")}
        </span>
      </div>
      {line.status === "running" ? (
        <div
          className="bulk-line-bar"
          role="progressbar"
          aria-label={t("imageBulk.lineProgress", { number })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      {line.status === "failed" ? (
        <div className="bulk-line-failure">
          <p role="alert">{line.error ?? t("tasks.errorGenerating")}</p>
          <button type="button" className="button" onClick={onRetry} aria-label={t("imageBulk.retryLine", { number })}>
            {t("imageBulk.retry")}
          </button>
        </div>
      ) : null}
      {line.urls.length > 0 ? (
        <ul className="bulk-line-images">
          {line.urls.map((url, i) => (
            <li key={url} className="watermarked">
              <a href={url} target="_blank" rel="noreferrer">
                <img src={line.thumbs[i] ?? url} alt={`${line.prompt} (${i + 1})`} loading="lazy" data-testid="bulk-result" />
              </a>
              {/* Spec 02: the preview carries the mark for users with no logo credits; Pro members and paid downloads never. */}
              <Suspense fallback={null}>
                <Watermark target={{ taskId: line.taskId, index: i }} />
              </Suspense>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
