import { useTranslation } from "react-i18next";
import { MaskBrush } from "../components/MaskBrush";
import type { ToolFormProps } from "./form-types";

/**
 * Erase (imagefix) and watermark removal: the user paints over the area on the source image; the page
 * sends the mask with the run. Nothing to paint on until there is a source.
 */
export function EraseForm({ sourceUrl, onMaskChange, disabled }: ToolFormProps) {
  const { t } = useTranslation();
  if (!sourceUrl) return <p className="tools-note">{t("toolForms.brush.noImage")}</p>;
  return (
    <fieldset className="tools-fields" disabled={disabled}>
      <legend className="tools-legend">{t("toolForms.brush.legend")}</legend>
      <MaskBrush imageUrl={sourceUrl} onMaskChange={onMaskChange} />
    </fieldset>
  );
}
