import type { IconElement } from "@studio/design";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IconSearch } from "../tools/IconSearch";
import { FillPicker } from "./FillPicker";
import { NumberField, PanelSection } from "./panel-fields";
import type { ElementPanelProps } from "./panel-types";

/** An icon: its colour or gradient, its line width (outlined icons), and replacing it through the icon search. */
export function IconPanel({ element, onChange }: ElementPanelProps<IconElement>) {
  const { t } = useTranslation();
  const [replacing, setReplacing] = useState(false);
  return (
    <PanelSection title={t("editorPanels.icon.title")}>
      <FillPicker color={element.color} gradient={element.gradient} onChange={(patch) => onChange(patch)} />
      {element.paint === "stroke" ? (
        <NumberField
          label={t("editorPanels.icon.strokeWidth")}
          value={element.strokeWidth}
          min={0.25}
          max={12}
          step={0.25}
          onChange={(strokeWidth) => onChange({ strokeWidth })}
        />
      ) : null}
      <button type="button" className="button button-secondary ep-small" aria-expanded={replacing} onClick={() => setReplacing((open) => !open)}>
        {t("editorPanels.icon.replace")}
      </button>
      {replacing ? (
        <IconSearch
          onChoose={(icon) => {
            // The new icon keeps the box, colour and place of the old one: only its drawing changes.
            onChange({ set: icon.set, iconId: icon.iconId, viewBox: icon.viewBox, nodes: icon.nodes, paint: icon.paint });
            setReplacing(false);
          }}
        />
      ) : null}
    </PanelSection>
  );
}
