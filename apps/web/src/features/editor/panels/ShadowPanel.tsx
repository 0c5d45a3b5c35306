import type { Shadow } from "@studio/design";
import { useTranslation } from "react-i18next";
import { EDITOR_DEFAULTS } from "./editor-defaults";
import { CheckField, ColorField, NumberField, PanelSection, RangeField } from "./panel-fields";

/** Drop shadow of any element: off, or on with spec 03's defaults (blur 5, x 10, y 10, black at alpha 0.2). */
export function ShadowPanel({ shadow, onChange }: { shadow: Shadow | null; onChange: (patch: { shadow: Shadow | null }) => void }) {
  const { t } = useTranslation();
  const set = (fields: Partial<Shadow>) => shadow && onChange({ shadow: { ...shadow, ...fields } });
  return (
    <PanelSection title={t("editorPanels.shadow.title")}>
      <CheckField
        label={t("editorPanels.shadow.enabled")}
        checked={shadow !== null}
        onChange={(on) => onChange({ shadow: on ? { ...EDITOR_DEFAULTS.shadow } : null })}
      />
      {shadow ? (
        <>
          <div className="ep-row">
            <NumberField label={t("editorPanels.shadow.x")} value={shadow.x} min={-1000} max={1000} onChange={(x) => set({ x })} />
            <NumberField label={t("editorPanels.shadow.y")} value={shadow.y} min={-1000} max={1000} onChange={(y) => set({ y })} />
          </div>
          <NumberField label={t("editorPanels.shadow.blur")} value={shadow.blur} min={0} max={200} onChange={(blur) => set({ blur })} />
          <ColorField label={t("editorPanels.shadow.color")} value={shadow.color} onChange={(color) => set({ color })} />
          <RangeField
            label={t("editorPanels.shadow.alpha")}
            value={shadow.alpha}
            min={0}
            max={1}
            step={0.05}
            format={(value) => value.toFixed(2)}
            onChange={(alpha) => set({ alpha })}
          />
        </>
      ) : null}
    </PanelSection>
  );
}
