import type { TextElement } from "@studio/design";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FontPicker } from "../../fonts/components/FontPicker";
import { EmojiPicker } from "../tools/EmojiPicker";
import { EDITOR_DEFAULTS, TEXT_BACKGROUND_STYLES } from "./editor-defaults";
import { FillPicker } from "./FillPicker";
import { CheckField, ColorField, NumberField, PanelSection, SelectField } from "./panel-fields";
import type { ElementPanelProps } from "./panel-types";

const ALIGNS = ["left", "center", "right"] as const;

/**
 * A text element: content (lines separated by "\n"), font, size (72 by default), letter spacing
 * (0), line height, alignment, colour or gradient, outline stroke (width 10, white by default)
 * and spec 03's text background styles (normal, border, underline, stroke, shadow).
 */
export function TextPanel({ element, onChange }: ElementPanelProps<TextElement>) {
  const { t } = useTranslation();
  const textId = useId();
  // The draft lets the box be emptied while typing; the document only ever gets non-empty text.
  const [draft, setDraft] = useState({ id: element.id, text: element.text });
  const [emojiOpen, setEmojiOpen] = useState(false);
  const shown = draft.id === element.id ? draft.text : element.text;
  const edit = (text: string) => {
    setDraft({ id: element.id, text });
    if (text.trim()) onChange({ text });
  };
  const background = element.textBackground;
  return (
    <>
      <PanelSection title={t("editorPanels.text.title")}>
        <div className="ep-field">
          <label htmlFor={textId} className="ep-label">
            {t("editorPanels.text.content")}
          </label>
          <textarea id={textId} className="ep-textarea" rows={3} maxLength={2000} value={shown} onChange={(event) => edit(event.target.value)} />
          <button type="button" className="button button-secondary ep-small" aria-expanded={emojiOpen} onClick={() => setEmojiOpen((open) => !open)}>
            {t("editorPanels.emoji.insert")}
          </button>
          {emojiOpen ? <EmojiPicker onPick={(emoji) => edit(`${shown}${emoji}`)} /> : null}
        </div>
        <div className="ep-field" role="group" aria-label={t("editorPanels.text.font")}>
          <span className="ep-label">{t("editorPanels.text.font")}</span>
          <FontPicker value={element.fontId} text={shown} onChange={(fontId) => onChange({ fontId })} />
        </div>
        <div className="ep-row">
          <NumberField label={t("editorPanels.text.size")} value={element.fontSize} min={1} max={2000} onChange={(fontSize) => onChange({ fontSize })} />
          <NumberField
            label={t("editorPanels.text.letterSpacing")}
            value={element.letterSpacing}
            min={-200}
            max={1000}
            onChange={(letterSpacing) => onChange({ letterSpacing })}
          />
        </div>
        <NumberField
          label={t("editorPanels.text.lineHeight")}
          value={element.lineHeight}
          min={0.5}
          max={5}
          step={0.1}
          onChange={(lineHeight) => onChange({ lineHeight })}
        />
        <div className="ep-field" role="group" aria-label={t("editorPanels.text.align")}>
          <span className="ep-label">{t("editorPanels.text.align")}</span>
          <span className="ep-segmented">
            {ALIGNS.map((align) => (
              <button key={align} type="button" className="ep-segment" aria-pressed={element.align === align} onClick={() => onChange({ align })}>
                {t(`editorPanels.text.align_${align}`)}
              </button>
            ))}
          </span>
        </div>
        <FillPicker color={element.color} gradient={element.gradient} onChange={(patch) => onChange(patch)} />
      </PanelSection>
      <PanelSection title={t("editorPanels.text.strokeTitle")}>
        <CheckField
          label={t("editorPanels.text.stroke")}
          checked={element.stroke !== null}
          onChange={(on) => onChange({ stroke: on ? { ...EDITOR_DEFAULTS.stroke } : null })}
        />
        {element.stroke ? (
          <div className="ep-row">
            <NumberField
              label={t("editorPanels.text.strokeWidth")}
              value={element.stroke.width}
              min={0}
              max={200}
              onChange={(width) => element.stroke && onChange({ stroke: { ...element.stroke, width } })}
            />
            <ColorField
              label={t("editorPanels.text.strokeColor")}
              value={element.stroke.color}
              onChange={(color) => element.stroke && onChange({ stroke: { ...element.stroke, color } })}
            />
          </div>
        ) : null}
      </PanelSection>
      <PanelSection title={t("editorPanels.text.backgroundTitle")}>
        <SelectField
          label={t("editorPanels.text.backgroundStyle")}
          value={String(background.style)}
          options={TEXT_BACKGROUND_STYLES.map((style) => ({ value: String(style.id), label: t(`editorPanels.textBackground.${style.key}`) }))}
          onChange={(value) => {
            const style = TEXT_BACKGROUND_STYLES.find((entry) => String(entry.id) === value);
            if (style) onChange({ textBackground: { ...background, style: style.id } });
          }}
        />
        {background.style !== 0 ? (
          <ColorField
            label={t("editorPanels.text.backgroundColor")}
            value={background.color}
            onChange={(color) => onChange({ textBackground: { ...background, color } })}
          />
        ) : null}
      </PanelSection>
    </>
  );
}
