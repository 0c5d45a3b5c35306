import { modelShortTitle } from "@studio/contracts/plain";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { uiProgress } from "../../tasks/image-task";
import type { GenerationTask } from "../generation-task";
import { ImageInfoPopover } from "../../../ui/ImageInfoPopover";

// The mark's rule asks the download client (and its schemas): loaded with the first result, not with the page.
const Watermark = lazy(() => import("../../logo-maker/components/Watermark").then((m) => ({ default: m.Watermark })));

export type TaskCardProps = {
  task: GenerationTask;
  onCancel(): void;
  onRetry(): void;
  /** Starts a new generation from this image (the info popover's 'design'). */
  onDesign(url: string): void;
};

/** One generation: placeholders with the spec's progress while it runs, then its images, or why it failed. */
export function TaskCard({ task, onCancel, onRetry, onDesign }: TaskCardProps) {
  const { t } = useTranslation();
  const running = task.status === "submitting" || task.status === "running";
  const percent = Math.round(uiProgress(task.progress));
  const slots = running ? Array.from({ length: task.request.nVariants }, (_, i) => i) : [];
  return (
    <li className="gen-task" data-testid="generation-task" data-status={task.status} data-task-id={task.taskId ?? ""}>
      <div className="gen-task-head">
        <p className="gen-task-prompt">{task.request.prompt || t("images.noPrompt")}</p>
        {running ? (
          <button type="button" className="button button-small" onClick={onCancel} data-testid="task-cancel">
            {t("generator.cancel")}
          </button>
        ) : null}
        {task.status === "failed" || task.status === "cancelled" ? (
          <button type="button" className="button button-small" onClick={onRetry} data-testid="task-retry">
            {t("generator.retry")}
          </button>
        ) : null}
      </div>
      {task.error ? (
        <p className="lm-error" role="alert">
          {task.error}
        </p>
      ) : null}
      {task.status === "cancelled" ? <p className="gen-task-note">{t("generator.cancelled")}</p> : null}
      <ul className="gen-task-images">
        {slots.map((slot) => (
          <li key={slot} className="gen-placeholder" style={{ aspectRatio: `${task.width} / ${task.height}` }} data-testid="generation-placeholder">
            <span className="gen-placeholder-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
              {t("generator.progress", { percent })}
            </span>
          </li>
        ))}
        {task.results.map((result, index) => (
          <li key={result.url} className="gen-result watermarked" style={{ aspectRatio: `${task.width} / ${task.height}` }} data-testid="generation-result">
            <img src={result.thumb} alt={`${task.request.prompt} ${index + 1}`} loading="lazy" />
            {/* Spec 02: users with no logo credits see it on previews; Pro members and paid downloads never (the Watermark's rule). */}
            <Suspense fallback={null}>
              <Watermark target={task.taskId ? { taskId: task.taskId, index } : null} />
            </Suspense>
            <ImageInfoPopover
              info={{
                model: task.request.model,
                modelTitle: task.request.model === "local" ? t("generator.modelLocal") : modelShortTitle(task.request.model),
                prompt: task.request.prompt,
                createdAt: task.createdAt,
                url: result.url,
              }}
              onDesign={() => onDesign(result.url)}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
