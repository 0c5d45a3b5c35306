import { MOCKUP_MAX_STYLES, mockupScenes, type MockupScene } from "@studio/contracts/plain";
import { useTranslation } from "react-i18next";
import { text, type ToolFormProps } from "../forms/form-types";

/** The scenes a form value names (comma-separated, as the multipart field carries them), known ones only, in the renderer's order. */
export function chosenScenes(value: ToolFormProps["value"]): MockupScene[] {
  const named = new Set(
    text(value, "scenes", "businessCard")
      .split(",")
      .map((s) => s.trim()),
  );
  return mockupScenes.filter((scene) => named.has(scene));
}

/**
 * Spec 03's 'AI mockup form' (aimockup, issue 19): the logo on the offline renderer's scenes, at most
 * MOCKUP_MAX_STYLES per run (the spec's cap on mockup styles; the server refuses more). Once the cap
 * is reached the other scenes are disabled, and the last chosen scene cannot be unticked, so a run
 * always has one. Each chosen scene becomes its own image; the page shows the run's cost under the form.
 */
export function MockupForm({ value, onChange, disabled }: ToolFormProps) {
  const { t } = useTranslation();
  const chosen = chosenScenes(value);
  const full = chosen.length >= MOCKUP_MAX_STYLES;
  const toggle = (scene: MockupScene, on: boolean) => {
    const next = on ? [...chosen, scene] : chosen.filter((s) => s !== scene);
    if (next.length === 0 || next.length > MOCKUP_MAX_STYLES) return;
    onChange({ ...value, scenes: mockupScenes.filter((s) => next.includes(s)).join(",") });
  };
  return (
    <fieldset className="tools-fields mockup-form" disabled={disabled} data-testid="mockup-form">
      <legend className="tools-legend">{t("toolForms.mockup.legend")}</legend>
      <div className="tools-inline" role="group" aria-describedby="mockup-form-count">
        {mockupScenes.map((scene) => {
          const on = chosen.includes(scene);
          return (
            <label key={scene} className="tools-choice">
              <input
                type="checkbox"
                checked={on}
                disabled={(!on && full) || (on && chosen.length === 1)}
                onChange={(event) => toggle(scene, event.target.checked)}
                data-testid={`mockup-scene-${scene}`}
              />
              {t(`toolForms.mockup.scenes.${scene}`)}
            </label>
          );
        })}
      </div>
      <p className="tools-note" id="mockup-form-count" aria-live="polite" data-testid="mockup-form-count">
        {t("toolForms.mockup.count", { count: chosen.length, max: MOCKUP_MAX_STYLES })}
        {full ? ` ${t("toolForms.mockup.full", { max: MOCKUP_MAX_STYLES })}` : ""}
      </p>
      <p className="tools-note">{t("toolForms.mockup.note")}</p>
    </fieldset>
  );
}
