import type { QrCodeElement } from "@studio/design";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckField, ColorField, PanelSection, SelectField } from "./panel-fields";
import type { ElementPanelProps } from "./panel-types";

/** The document schema's limit: longer text does not fit a QR code. */
export const QR_TEXT_MAX = 2000;
const LEVELS = ["L", "M", "Q", "H"] as const;

/** A QR code: what it says, its colours (the background may be transparent) and error correction. */
export function QrCodePanel({ element, onChange }: ElementPanelProps<QrCodeElement>) {
  const { t } = useTranslation();
  const textId = useId();
  const [draft, setDraft] = useState({ id: element.id, text: element.text });
  const shown = draft.id === element.id ? draft.text : element.text;
  return (
    <PanelSection title={t("editorPanels.qr.title")}>
      <div className="ep-field">
        <label htmlFor={textId} className="ep-label">
          {t("editorPanels.qr.text")}
        </label>
        <textarea
          id={textId}
          className="ep-textarea"
          rows={3}
          maxLength={QR_TEXT_MAX}
          value={shown}
          onChange={(event) => {
            const text = event.target.value;
            setDraft({ id: element.id, text });
            // An empty code says nothing: the document keeps the last text until something is typed.
            if (text.trim()) onChange({ text });
          }}
        />
      </div>
      <ColorField label={t("editorPanels.qr.color")} value={element.color} onChange={(color) => onChange({ color })} />
      <CheckField
        label={t("editorPanels.qr.transparent")}
        checked={element.background === "none"}
        onChange={(on) => onChange({ background: on ? "none" : "#ffffff" })}
      />
      {element.background === "none" ? null : (
        <ColorField label={t("editorPanels.qr.background")} value={element.background} onChange={(background) => onChange({ background })} />
      )}
      <SelectField
        label={t("editorPanels.qr.errorCorrection")}
        value={element.errorCorrection}
        options={LEVELS.map((level) => ({ value: level, label: t(`editorPanels.qr.level${level}`) }))}
        onChange={(errorCorrection) => onChange({ errorCorrection })}
      />
    </PanelSection>
  );
}
