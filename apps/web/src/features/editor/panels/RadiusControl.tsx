import type { Radius } from "@studio/design";
import { useTranslation } from "react-i18next";
import { CheckField, NumberField } from "./panel-fields";

/** Spec 03 element param `radius {enabled, circle, value}`: rounded corners, or a circle. */
export function RadiusControl({ radius, onChange }: { radius: Radius; onChange: (radius: Radius) => void }) {
  const { t } = useTranslation();
  return (
    <div className="ep-radius">
      <CheckField label={t("editorPanels.radius.enabled")} checked={radius.enabled} onChange={(enabled) => onChange({ ...radius, enabled })} />
      {radius.enabled ? (
        <>
          <CheckField label={t("editorPanels.radius.circle")} checked={radius.circle} onChange={(circle) => onChange({ ...radius, circle })} />
          {radius.circle ? null : (
            <NumberField label={t("editorPanels.radius.value")} value={radius.value} min={0} max={2500} onChange={(value) => onChange({ ...radius, value })} />
          )}
        </>
      ) : null}
    </div>
  );
}
