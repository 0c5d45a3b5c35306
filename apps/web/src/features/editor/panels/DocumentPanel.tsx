import "./panels.css";
import type { Background, DesignDocument } from "@studio/design";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { designColors } from "../store/recolor";
import { CanvasSizeDialog } from "../tools/CanvasSizeDialog";
import { FillPicker } from "./FillPicker";
import { CheckField, ColorField, PanelSection, SelectField } from "./panel-fields";
import type { DocumentPatch } from "./panel-types";

type BackgroundType = Background["type"];

/** The canvas itself: background (none, solid or gradient), size through the size dialog, one-colour version. */
export function DocumentPanel({
  document,
  onChange,
  preset = null,
  onRecolor,
}: {
  document: DesignDocument;
  onChange: (patch: DocumentPatch) => void;
  preset?: string | null;
  /** Replaces a colour, and the colours within Lab 20 of it, across the design (the `recolor` command). */
  onRecolor?: (from: string, to: string) => void;
}) {
  const { t } = useTranslation();
  const [sizing, setSizing] = useState(false);
  const background = document.background;
  const colorOf = background.type === "solid" ? background.color : background.type === "gradient" ? background.from : "#ffffff";
  const switchTo = (type: BackgroundType) => {
    if (type === background.type) return;
    if (type === "transparent") onChange({ background: { type } });
    else if (type === "solid") onChange({ background: { type, color: colorOf } });
    else onChange({ background: { type, kind: "linear", angle: 0, from: colorOf, to: "#000000" } });
  };
  return (
    <PanelSection title={t("editorPanels.document.title")}>
      <SelectField<BackgroundType>
        label={t("editorPanels.document.background")}
        value={background.type}
        options={(["transparent", "solid", "gradient"] as const).map((type) => ({ value: type, label: t(`editorPanels.document.bg_${type}`) }))}
        onChange={switchTo}
      />
      {background.type === "solid" ? (
        <ColorField
          label={t("editorPanels.document.backgroundColor")}
          value={background.color}
          onChange={(color) => onChange({ background: { type: "solid", color } })}
        />
      ) : null}
      {background.type === "gradient" ? (
        <FillPicker
          color={background.from}
          gradient={background}
          onChange={(patch) => {
            if (patch.gradient) onChange({ background: { type: "gradient", ...patch.gradient } });
            else onChange({ background: { type: "solid", color: patch.color ?? background.from } });
          }}
        />
      ) : null}
      <div className="ep-field">
        <span className="ep-label">{t("editorPanels.document.size")}</span>
        <span className="ep-size">
          <output>{t("editorPanels.document.sizeValue", { width: document.width, height: document.height })}</output>
          <button type="button" className="button button-secondary ep-small" onClick={() => setSizing(true)}>
            {t("editorPanels.document.resize")}
          </button>
        </span>
      </div>
      {onRecolor ? (
        <div className="ep-field" role="group" aria-label={t("editorPanels.document.colors")}>
          <span className="ep-label">{t("editorPanels.document.colors")}</span>
          <p className="ep-hint">{t("editorPanels.document.colorsHint")}</p>
          {designColors(document)
            .slice(0, 8)
            .map((entry, index) => (
              <ColorField
                key={index}
                label={t("editorPanels.document.colorItem", { n: index + 1, count: entry.uses })}
                value={entry.color}
                onChange={(to) => onRecolor(entry.color, to)}
              />
            ))}
        </div>
      ) : null}
      <CheckField label={t("editorPanels.document.mono")} checked={document.mono} onChange={(mono) => onChange({ mono })} />
      {document.mono ? (
        <ColorField label={t("editorPanels.document.monoColor")} value={document.monoColor} onChange={(monoColor) => onChange({ monoColor })} />
      ) : null}
      <CanvasSizeDialog
        open={sizing}
        onClose={() => setSizing(false)}
        current={{ preset, width: document.width, height: document.height }}
        onChoose={({ width, height }) => {
          setSizing(false);
          onChange({ width, height });
        }}
      />
    </PanelSection>
  );
}
