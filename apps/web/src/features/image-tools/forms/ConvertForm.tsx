import { convertFormats } from "@studio/contracts/plain";
import { useTranslation } from "react-i18next";
import { text, type ToolFormProps } from "./form-types";

const lossy = new Set(["jpg", "webp", "avif"]);

/** fileConverter's fields: the format, an optional size (fits inside, keeps the shape) and, for lossy formats, the quality. */
export function ConvertForm({ value, onChange, disabled }: ToolFormProps) {
  const { t } = useTranslation();
  const format = text(value, "format", "png");
  const side = (name: "width" | "height") => (
    <label className="tools-field">
      <span>{t(`imageTools.${name}`)}</span>
      <input
        type="number"
        min={1}
        max={8192}
        inputMode="numeric"
        value={text(value, name)}
        onChange={(e) => onChange({ ...value, [name]: e.target.value === "" ? undefined : Number(e.target.value) })}
        data-testid={`tools-${name}`}
      />
    </label>
  );
  return (
    <fieldset className="tools-fields" disabled={disabled}>
      <label className="tools-field">
        <span>{t("imageTools.format")}</span>
        <select value={format} onChange={(e) => onChange({ ...value, format: e.target.value })} data-testid="tools-format">
          {convertFormats.map((f) => (
            <option key={f} value={f}>
              {f.toUpperCase()}
            </option>
          ))}
        </select>
      </label>
      {format === "ico" ? (
        <p className="tools-note">{t("imageTools.icoSizes")}</p>
      ) : (
        <div className="tools-inline">
          {side("width")}
          {side("height")}
        </div>
      )}
      {lossy.has(format) ? (
        <label className="tools-field">
          <span>
            {t("imageTools.quality")}: {text(value, "quality", "85")}
          </span>
          <input
            type="range"
            min={1}
            max={100}
            value={text(value, "quality", "85")}
            onChange={(e) => onChange({ ...value, quality: Number(e.target.value) })}
          />
        </label>
      ) : null}
    </fieldset>
  );
}
