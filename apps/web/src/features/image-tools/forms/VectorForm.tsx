import { useTranslation } from "react-i18next";
import { text, type ToolFormProps } from "./form-types";

/** matting-vector's fields: the colours the tracer keeps, and crop (on by default, as spec 02 has it). */
export function VectorForm({ value, onChange, disabled }: ToolFormProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="tools-fields" disabled={disabled}>
      <label className="tools-field">
        <span>
          {t("imageTools.colours")}: {text(value, "colours", "16")}
        </span>
        <input type="range" min={2} max={64} value={text(value, "colours", "16")} onChange={(e) => onChange({ ...value, colours: Number(e.target.value) })} />
      </label>
      <label className="tools-check">
        <input type="checkbox" checked={value.crop !== false} onChange={(e) => onChange({ ...value, crop: e.target.checked })} /> {t("imageTools.crop")}
      </label>
    </fieldset>
  );
}
