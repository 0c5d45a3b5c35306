import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The result over its source, split by a slider (issue 19's before/after view): left of the line the
 * result, right of it the source. Both on a checkerboard so a cut-out's transparency shows; the range
 * input is the control (keyboard and screen readers get it for free).
 */
export function BeforeAfter({ before, after, width, height }: { before: string; after: string; width: number; height: number }) {
  const { t } = useTranslation();
  const [split, setSplit] = useState(50);
  return (
    <figure className="tools-compare" data-testid="tools-compare">
      <div className="tools-compare-stage tools-checker" style={{ aspectRatio: `${Math.max(1, width)} / ${Math.max(1, height)}` }}>
        {/* Each image only on its own side: a cut-out's transparent parts must show the checkerboard, not the source beneath. */}
        <img className="tools-compare-img" src={before} alt={t("imageTools.before")} draggable={false} style={{ clipPath: `inset(0 0 0 ${split}%)` }} />
        <img
          className="tools-compare-img"
          src={after}
          alt={t("imageTools.after")}
          draggable={false}
          style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}
          data-testid="tools-result-image"
        />
        <span className="tools-compare-line" style={{ left: `${split}%` }} aria-hidden="true" />
      </div>
      <label className="tools-compare-control">
        <span className="visually-hidden">{t("imageTools.compare")}</span>
        <input type="range" min={0} max={100} value={split} onChange={(event) => setSplit(Number(event.target.value))} data-testid="tools-compare-slider" />
      </label>
      <figcaption className="tools-compare-caption">
        <span>{t("imageTools.after")}</span>
        <span>{t("imageTools.before")}</span>
      </figcaption>
    </figure>
  );
}
