import { idPhotoBackgrounds, idPhotoSizes } from "@studio/contracts/plain";
import { useTranslation } from "react-i18next";
import { text, type ToolFormProps } from "./form-types";

const colours = Object.keys(idPhotoBackgrounds) as (keyof typeof idPhotoBackgrounds)[];
const sizes = Object.keys(idPhotoSizes) as (keyof typeof idPhotoSizes)[];

/** idphoto's fields: the backdrop colour (white, blue, red), the standard size and the printable sheet. */
export function IdPhotoForm({ value, onChange, disabled }: ToolFormProps) {
  const { t } = useTranslation();
  const background = text(value, "background", "white");
  return (
    <fieldset className="tools-fields" disabled={disabled}>
      <legend className="tools-legend">{t("imageTools.idColour")}</legend>
      <div className="tools-inline" role="radiogroup" aria-label={t("imageTools.idColour")}>
        {colours.map((c) => (
          <label key={c} className="tools-choice">
            <input
              type="radio"
              name="tools-id-colour"
              checked={background === c}
              onChange={() => onChange({ ...value, background: c })}
              data-testid={`tools-id-${c}`}
            />
            <span className="tools-swatch" style={{ background: idPhotoBackgrounds[c] }} aria-hidden="true" />
            {t(`imageTools.idColours.${c}`)}
          </label>
        ))}
      </div>
      <label className="tools-field">
        <span>{t("imageTools.idSize")}</span>
        <select value={text(value, "size", "1inch")} onChange={(e) => onChange({ ...value, size: e.target.value })} data-testid="tools-id-size">
          {sizes.map((s) => (
            <option key={s} value={s}>
              {t(`imageTools.idSizes.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="tools-check">
        <input type="checkbox" checked={value.sheet === true} onChange={(e) => onChange({ ...value, sheet: e.target.checked })} /> {t("imageTools.sheet")}
      </label>
    </fieldset>
  );
}
