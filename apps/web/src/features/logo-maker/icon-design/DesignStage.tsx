import { useEffect, useRef, useState } from "react";
import { recordTarget } from "../../images/record-target";
import { Watermark } from "../components/Watermark";
import { useTranslation } from "react-i18next";
import { LoadingOverlay } from "../../../ui/LoadingOverlay";
import { loadingProgress } from "../progress";
import { editProgressKey } from "./edit-progress";
import type { Design } from "./icon-design-api";
import type { EditJob } from "./use-icon-edit";

/** A swipe shorter than this (px) is a tap, not a move. */
const swipeMinPx = 50;

export type DesignStageProps = {
  present: Design;
  variants: Design[];
  job: EditJob | null;
  onShow: (design: Design) => void;
};

/** The percentage and the spec's message for a running edit, recomputed a few times a second. */
function useEditProgress(job: EditJob | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!job) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [job]);
  return job ? loadingProgress({ elapsedMs: now - job.startedAt, serverProgress: job.serverProgress, done: false }) : 0;
}

/**
 * The big design with the carousel of its group's variants: previous/next buttons, a swipe with
 * pointer events and the arrow keys (handled by the modal). While an edit runs, the loading overlay
 * shows the percentage and the message for it.
 */
export function DesignStage({ present, variants, job, onShow }: DesignStageProps) {
  const { t } = useTranslation();
  const start = useRef<{ x: number; id: number } | null>(null);
  const index = Math.max(
    0,
    variants.findIndex((design) => design.key === present.key),
  );
  const percent = useEditProgress(job);
  const move = (step: number) => {
    const target = variants[index + step];
    if (target) onShow(target);
  };
  return (
    <div
      className="idm-stage"
      data-testid="design-stage"
      onPointerDown={(event) => {
        start.current = { x: event.clientX, id: event.pointerId };
      }}
      onPointerUp={(event) => {
        const from = start.current;
        start.current = null;
        if (!from || from.id !== event.pointerId) return;
        const dx = event.clientX - from.x;
        if (Math.abs(dx) >= swipeMinPx) move(dx < 0 ? 1 : -1);
      }}
      onPointerCancel={() => (start.current = null)}
    >
      <button type="button" className="idm-nav idm-nav-prev" aria-label={t("iconDesign.previous")} disabled={index <= 0} onClick={() => move(-1)}>
        ‹
      </button>
      <figure className="idm-figure watermarked">
        <img
          key={present.key}
          src={present.url}
          alt={t("iconDesign.designAlt")}
          width={present.width}
          height={present.height}
          draggable={false}
          data-testid="present-design"
        />
        <Watermark target={recordTarget({ task_id: present.taskId, src: present.url })} />
        {variants.length > 1 && (
          <figcaption className="idm-variant-of" aria-live="polite">
            {t("iconDesign.variantOf", { n: index + 1, total: variants.length })}
          </figcaption>
        )}
      </figure>
      <button type="button" className="idm-nav idm-nav-next" aria-label={t("iconDesign.next")} disabled={index >= variants.length - 1} onClick={() => move(1)}>
        ›
      </button>
      <LoadingOverlay active={job !== null} percent={percent} delayMs={0} label={t(`iconDesign.loading.${editProgressKey(percent)}`)} />
    </div>
  );
}
