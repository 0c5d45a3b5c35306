import { BlendModeSchema, type BlendMode, type DesignElement } from "@studio/design";
import { useTranslation } from "react-i18next";
import { CheckField, NumberField, PanelSection, RangeField, SelectField } from "./panel-fields";
import type { CommonPatch } from "./panel-types";

/** Spec 03 section 9 limits a canvas (and so an element's box) to 5000 px a side. */
const SIZE_MAX = 5000;

/**
 * Position, size, rotation, opacity, lock and blend mode: what every element has. The size is the
 * element's box (width x height, or the QR code's side); text is sized by its font size in the text panel.
 */
export function CommonPanel({ element, onChange }: { element: DesignElement; onChange: (patch: CommonPatch) => void }) {
  const { t } = useTranslation();
  const blendOptions = BlendModeSchema.options.map((mode) => ({ value: mode, label: t(`editorPanels.blend.${mode}`) }));
  return (
    <PanelSection title={t("editorPanels.common.title")}>
      <div className="ep-row">
        <NumberField label={t("editorPanels.common.x")} value={element.x} onChange={(x) => onChange({ x })} />
        <NumberField label={t("editorPanels.common.y")} value={element.y} onChange={(y) => onChange({ y })} />
      </div>
      {"width" in element ? (
        <div className="ep-row">
          <NumberField label={t("editorPanels.common.width")} value={element.width} min={1} max={SIZE_MAX} onChange={(width) => onChange({ width })} />
          <NumberField label={t("editorPanels.common.height")} value={element.height} min={1} max={SIZE_MAX} onChange={(height) => onChange({ height })} />
        </div>
      ) : null}
      {element.type === "qrcode" ? (
        <NumberField label={t("editorPanels.common.size")} value={element.size} min={16} max={SIZE_MAX} onChange={(size) => onChange({ size })} />
      ) : null}
      <NumberField
        label={t("editorPanels.common.rotation")}
        value={element.rotation}
        min={-360}
        max={360}
        unit="°"
        onChange={(rotation) => onChange({ rotation })}
      />
      <RangeField
        label={t("editorPanels.common.opacity")}
        value={element.opacity}
        min={0}
        max={1}
        step={0.01}
        format={(value) => `${Math.round(value * 100)}%`}
        onChange={(opacity) => onChange({ opacity })}
      />
      <SelectField<BlendMode> label={t("editorPanels.common.blend")} value={element.blend} options={blendOptions} onChange={(blend) => onChange({ blend })} />
      <CheckField label={t("editorPanels.common.locked")} checked={element.locked} onChange={(locked) => onChange({ locked })} />
    </PanelSection>
  );
}
