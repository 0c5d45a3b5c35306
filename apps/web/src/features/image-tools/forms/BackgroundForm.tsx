import { backgroundScenes } from "@studio/contracts/plain";
import { useTranslation } from "react-i18next";
import { text, type ToolFormProps } from "./form-types";

const modes = ["colour", "gradient", "scene", "prompt"] as const;

/**
 * Background generation's fields: a colour, a two-colour gradient (along an angle or from the
 * centre), a scene drawn by code from two colours, or a description sent to the configured vendor.
 * The description is offered only when this server has such a vendor (the tool's `provider` method).
 */
export function BackgroundForm({ value, onChange, disabled, methods }: ToolFormProps) {
  const { t } = useTranslation();
  const canPrompt = methods.includes("provider");
  const chosen = text(value, "mode", "colour");
  const mode = chosen === "prompt" && !canPrompt ? "colour" : chosen;
  const twoColours = mode === "gradient" || mode === "scene";
  const set = (patch: Record<string, string | boolean>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="tools-fields" disabled={disabled}>
      <legend className="tools-legend">{t("imageTools.backgroundKind")}</legend>
      <div className="tools-inline" role="radiogroup" aria-label={t("imageTools.backgroundKind")}>
        {modes
          .filter((m) => m !== "prompt" || canPrompt)
          .map((m) => (
            <label key={m} className="tools-choice">
              <input
                type="radio"
                name="tools-bg-mode"
                checked={mode === m}
                onChange={() => set({ mode: m, ...(m === "gradient" || m === "scene" ? { colour2: text(value, "colour2", "#4f46e5") } : {}) })}
              />
              {t(`imageTools.backgroundKinds.${m}`)}
            </label>
          ))}
      </div>
      {mode === "prompt" ? (
        <label className="tools-field">
          <span>{t("imageTools.backgroundPrompt")}</span>
          <textarea rows={3} maxLength={1000} value={text(value, "prompt")} onChange={(e) => set({ prompt: e.target.value })} data-testid="tools-bg-prompt" />
        </label>
      ) : (
        <>
          {mode === "scene" ? (
            <label className="tools-field">
              <span>{t("imageTools.backgroundScene")}</span>
              <select value={text(value, "scene", "studio")} onChange={(e) => set({ scene: e.target.value })} data-testid="tools-bg-scene">
                {backgroundScenes.map((scene) => (
                  <option key={scene} value={scene}>
                    {t(`imageTools.backgroundScenes.${scene}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <div className="tools-inline">
            <label className="tools-field">
              <span>{t("imageTools.colourA")}</span>
              <input type="color" value={text(value, "colour", "#ffffff")} onChange={(e) => set({ colour: e.target.value })} />
            </label>
            {twoColours ? (
              <label className="tools-field">
                <span>{t("imageTools.colourB")}</span>
                <input type="color" value={text(value, "colour2", "#4f46e5")} onChange={(e) => set({ colour2: e.target.value })} />
              </label>
            ) : null}
          </div>
          {mode === "gradient" ? (
            <div className="tools-inline">
              <label className="tools-field">
                <span>{t("imageTools.gradientShape")}</span>
                <select value={text(value, "gradient", "linear")} onChange={(e) => set({ gradient: e.target.value })} data-testid="tools-bg-gradient">
                  {(["linear", "radial"] as const).map((shape) => (
                    <option key={shape} value={shape}>
                      {t(`imageTools.gradientShapes.${shape}`)}
                    </option>
                  ))}
                </select>
              </label>
              {text(value, "gradient", "linear") === "linear" ? (
                <label className="tools-field">
                  <span>{t("imageTools.gradientAngle")}</span>
                  <input type="number" min={0} max={359} step={15} value={text(value, "angle", "90")} onChange={(e) => set({ angle: e.target.value })} />
                </label>
              ) : null}
            </div>
          ) : null}
          <label className="tools-choice">
            <input type="checkbox" checked={text(value, "shadow", "true") !== "false"} onChange={(e) => set({ shadow: e.target.checked })} />
            {t("imageTools.contactShadow")}
          </label>
        </>
      )}
    </fieldset>
  );
}
