import { useTranslation } from "react-i18next";
import { text, type ToolFormProps } from "./form-types";

/** Background generation's fields: a colour, or a two-colour gradient and its angle, behind the cut-out. */
export function BackgroundForm({ value, onChange, disabled }: ToolFormProps) {
  const { t } = useTranslation();
  const mode = text(value, "mode", "colour");
  return (
    <fieldset className="tools-fields" disabled={disabled}>
      <legend className="tools-legend">{t("imageTools.backgroundKind")}</legend>
      <div className="tools-inline" role="radiogroup" aria-label={t("imageTools.backgroundKind")}>
        {(["colour", "gradient"] as const).map((m) => (
          <label key={m} className="tools-choice">
            <input
              type="radio"
              name="tools-bg-mode"
              checked={mode === m}
              onChange={() => onChange({ ...value, mode: m, ...(m === "gradient" ? { colour2: text(value, "colour2", "#4f46e5") } : {}) })}
            />
            {t(`imageTools.backgroundKinds.${m}`)}
          </label>
        ))}
      </div>
      <div className="tools-inline">
        <label className="tools-field">
          <span>{t("imageTools.colourA")}</span>
          <input type="color" value={text(value, "colour", "#ffffff")} onChange={(e) => onChange({ ...value, colour: e.target.value })} />
        </label>
        {mode === "gradient" ? (
          <label className="tools-field">
            <span>{t("imageTools.colourB")}</span>
            <input type="color" value={text(value, "colour2", "#4f46e5")} onChange={(e) => onChange({ ...value, colour2: e.target.value })} />
          </label>
        ) : null}
      </div>
    </fieldset>
  );
}
