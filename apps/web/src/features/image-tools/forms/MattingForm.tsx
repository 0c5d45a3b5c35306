import { mattingTypes } from "@studio/contracts/plain";
import { useTranslation } from "react-i18next";
import { text, type ToolFormProps } from "./form-types";

/** Spec 01 section 7's matting fields: mattingType (the methods this server runs, or automatic), bgcolor (transparent or a colour), crop. */
export function MattingForm({ value, onChange, disabled, methods }: ToolFormProps) {
  const { t } = useTranslation();
  const offered = mattingTypes.filter((type) => type === "auto" || methods.includes(type));
  const bg = text(value, "bgcolor");
  return (
    <fieldset className="tools-fields" disabled={disabled}>
      <label className="tools-field">
        <span>{t("imageTools.mattingType")}</span>
        <select
          value={text(value, "mattingType", "auto")}
          onChange={(e) => onChange({ ...value, mattingType: e.target.value })}
          data-testid="tools-matting-type"
        >
          {offered.map((type) => (
            <option key={type} value={type}>
              {t(`imageTools.mattingTypes.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="tools-field">
        <span>{t("imageTools.bgcolor")}</span>
        <div className="tools-inline">
          <label>
            <input
              type="checkbox"
              checked={bg === ""}
              onChange={(e) => onChange({ ...value, bgcolor: e.target.checked ? "" : "#ffffff" })}
              data-testid="tools-transparent"
            />{" "}
            {t("imageTools.transparent")}
          </label>
          {bg !== "" ? (
            <input type="color" value={bg} onChange={(e) => onChange({ ...value, bgcolor: e.target.value })} aria-label={t("imageTools.bgcolor")} />
          ) : null}
        </div>
      </div>
      <label className="tools-check">
        <input type="checkbox" checked={value.crop === true} onChange={(e) => onChange({ ...value, crop: e.target.checked })} /> {t("imageTools.crop")}
      </label>
    </fieldset>
  );
}
