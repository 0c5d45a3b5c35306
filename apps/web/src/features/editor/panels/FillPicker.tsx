import type { Gradient } from "@studio/design";
import { useContext, useId } from "react";
import { useTranslation } from "react-i18next";
import { GRADIENT_CHOICES, type GradientChoice } from "./editor-defaults";
import { DesignPaletteContext } from "./design-palette-context";
import { ColorField } from "./panel-fields";

/** Spec 03 gradient angles: 0, 45, 90 degrees or radial. */
const ANGLES = [
  { key: "0", kind: "linear", angle: 0 },
  { key: "45", kind: "linear", angle: 45 },
  { key: "90", kind: "linear", angle: 90 },
  { key: "radial", kind: "radial", angle: 0 },
] as const;

export type FillPatch = { color?: string; gradient?: Gradient | null };

/** How a swatch shows a gradient in CSS: the same direction the renderer draws (0 left to right, 90 top to bottom). */
export function gradientCss(gradient: Pick<Gradient, "kind" | "angle" | "from" | "to">): string {
  if (gradient.kind === "radial") return `radial-gradient(circle, ${gradient.from}, ${gradient.to})`;
  return `linear-gradient(${90 + gradient.angle}deg, ${gradient.from}, ${gradient.to})`;
}

/**
 * The colour picker of text, icons, shapes and the background: a solid colour, or one of spec 03's
 * 50 gradient options at 0, 45 or 90 degrees or radial. Choosing a solid colour clears the gradient.
 */
export function FillPicker({
  color,
  gradient,
  onChange,
  label,
}: {
  color: string;
  gradient: Gradient | null;
  onChange: (patch: FillPatch) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const angleGroup = useId();
  const suggestions = useContext(DesignPaletteContext);
  const pick = (choice: GradientChoice) =>
    onChange({ gradient: { kind: gradient?.kind ?? "linear", angle: gradient?.angle ?? 0, from: choice.from, to: choice.to } });
  return (
    <div className="ep-fill">
      <ColorField label={label ?? t("editorPanels.fill.color")} value={color} onChange={(next) => onChange({ color: next, gradient: null })} />
      {suggestions.length > 0 ? (
        <div className="ep-field">
          <span className="ep-label">{t("editorPanels.fill.suggested")}</span>
          <ul className="ep-swatches" aria-label={t("editorPanels.fill.suggested")}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className="ep-swatch"
                  aria-label={t("editorPanels.fill.suggestedOption", { color: suggestion })}
                  aria-pressed={gradient === null && color === suggestion}
                  style={{ background: suggestion }}
                  onClick={() => onChange({ color: suggestion, gradient: null })}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="ep-field">
        <span className="ep-label">{t("editorPanels.fill.gradient")}</span>
        <ul className="ep-swatches" aria-label={t("editorPanels.fill.gradient")}>
          <li>
            <button type="button" className="ep-swatch ep-swatch-none" aria-pressed={gradient === null} onClick={() => onChange({ gradient: null })}>
              {t("editorPanels.fill.solid")}
            </button>
          </li>
          {GRADIENT_CHOICES.map((choice, index) => (
            <li key={`${choice.from}${choice.to}${index}`}>
              <button
                type="button"
                className="ep-swatch"
                aria-label={t("editorPanels.fill.gradientOption", { n: index + 1 })}
                aria-pressed={gradient !== null && gradient.from === choice.from && gradient.to === choice.to}
                style={{ background: gradientCss({ kind: "linear", angle: 0, from: choice.from, to: choice.to }) }}
                onClick={() => pick(choice)}
              />
            </li>
          ))}
        </ul>
      </div>
      {gradient ? (
        <div className="ep-field" role="radiogroup" aria-label={t("editorPanels.fill.angle")}>
          <span className="ep-label">{t("editorPanels.fill.angle")}</span>
          <span className="ep-segmented">
            {ANGLES.map((option) => (
              <label key={option.key} className="ep-segment">
                <input
                  type="radio"
                  name={angleGroup}
                  checked={gradient.kind === option.kind && (option.kind === "radial" || gradient.angle === option.angle)}
                  onChange={() => onChange({ gradient: { ...gradient, kind: option.kind, angle: option.angle } })}
                />
                {option.key === "radial" ? t("editorPanels.fill.radial") : `${option.key}°`}
              </label>
            ))}
          </span>
          <span className="ep-row">
            <ColorField label={t("editorPanels.fill.from")} value={gradient.from} onChange={(from) => onChange({ gradient: { ...gradient, from } })} />
            <ColorField label={t("editorPanels.fill.to")} value={gradient.to} onChange={(to) => onChange({ gradient: { ...gradient, to } })} />
          </span>
        </div>
      ) : null}
    </div>
  );
}
