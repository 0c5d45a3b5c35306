import { FONT_FAMILIES, type FontCategory } from "@studio/assets";
import { useId } from "react";
import { useTranslation } from "react-i18next";

const CATEGORIES: readonly FontCategory[] = ["sans", "serif", "slab", "display", "script", "mono", "cjk"];

/** The logo maker's font catalogue by category (Chinese fonts under "cjk"), as a plain select. */
export function FontSelect({ value, onChange }: { value: string; onChange: (fontId: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const known = FONT_FAMILIES.some((font) => font.id === value);
  return (
    <div className="ep-field">
      <label htmlFor={id} className="ep-label">
        {t("editorPanels.text.font")}
      </label>
      <select id={id} className="ep-select" value={value} onChange={(event) => onChange(event.target.value)}>
        {/* A custom font (user-<id>) or one no longer in the catalogue stays selectable as it is. */}
        {known ? null : <option value={value}>{value}</option>}
        {CATEGORIES.map((category) => (
          <optgroup key={category} label={t(`editorPanels.fontCategory.${category}`)}>
            {FONT_FAMILIES.filter((font) => font.category === category).map((font) => (
              <option key={font.id} value={font.id}>
                {`${font.family} ${font.weight}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
