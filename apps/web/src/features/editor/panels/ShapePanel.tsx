import type { ShapeElement } from "@studio/design";
import { useTranslation } from "react-i18next";
import { FillPicker } from "./FillPicker";
import { CheckField, ColorField, NumberField, PanelSection } from "./panel-fields";
import type { ElementPanelProps } from "./panel-types";
import { RadiusControl } from "./RadiusControl";

/** A shape: fill (colour, gradient or none), outline, and corners for the square shapes. */
export function ShapePanel({ element, onChange }: ElementPanelProps<ShapeElement>) {
  const { t } = useTranslation();
  const filled = element.fill !== "none" || element.gradient !== null;
  const outlined = element.stroke !== "none";
  return (
    <PanelSection title={t("editorPanels.shape.title")}>
      <CheckField
        label={t("editorPanels.shape.filled")}
        checked={filled}
        onChange={(on) => onChange(on ? { fill: "#111111" } : { fill: "none", gradient: null })}
      />
      {filled ? (
        <FillPicker
          color={element.fill === "none" ? "#111111" : element.fill}
          gradient={element.gradient}
          onChange={(patch) => onChange({ ...(patch.color ? { fill: patch.color } : {}), ...("gradient" in patch ? { gradient: patch.gradient } : {}) })}
        />
      ) : null}
      <CheckField
        label={t("editorPanels.shape.outline")}
        checked={outlined}
        onChange={(on) => onChange(on ? { stroke: "#111111", strokeWidth: Math.max(element.strokeWidth, 4) } : { stroke: "none", strokeWidth: 0 })}
      />
      {element.stroke !== "none" ? (
        <div className="ep-row">
          <ColorField label={t("editorPanels.shape.outlineColor")} value={element.stroke} onChange={(stroke) => onChange({ stroke })} />
          <NumberField
            label={t("editorPanels.shape.outlineWidth")}
            value={element.strokeWidth}
            min={0}
            max={200}
            onChange={(strokeWidth) => onChange({ strokeWidth })}
          />
        </div>
      ) : null}
      {element.shape === "square" || element.shape === "rounded-square" ? (
        <RadiusControl radius={element.radius} onChange={(radius) => onChange({ radius })} />
      ) : null}
    </PanelSection>
  );
}
