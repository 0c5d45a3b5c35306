import { enlargeScales } from "@studio/contracts/plain";
import { useTranslation } from "react-i18next";
import { text, type ToolFormProps } from "./form-types";

/** imageclarity's field: 2x or 4x. */
export function EnlargeForm({ value, onChange, disabled }: ToolFormProps) {
  const { t } = useTranslation();
  const scale = text(value, "scale", "2");
  return (
    <fieldset className="tools-fields" disabled={disabled}>
      <legend className="tools-legend">{t("imageTools.scale")}</legend>
      <div className="tools-inline" role="radiogroup" aria-label={t("imageTools.scale")}>
        {enlargeScales.map((s) => (
          <label key={s} className="tools-choice">
            <input
              type="radio"
              name="tools-scale"
              value={s}
              checked={scale === String(s)}
              onChange={() => onChange({ ...value, scale: s })}
              data-testid={`tools-scale-${s}`}
            />
            {s}x
          </label>
        ))}
      </div>
    </fieldset>
  );
}
