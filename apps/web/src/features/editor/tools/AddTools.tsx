import "../panels/panels.css";
import type { DesignElement, ShapeKind } from "@studio/design";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { QR_TEXT_MAX } from "../panels/QrCodePanel";
import { EmojiPicker } from "./EmojiPicker";
import { newIconElement, newQrCodeElement, newShapeElement, newTextElement, type Placement } from "./element-factory";
import { IconSearch } from "./IconSearch";

/** Every 'add' tool: it makes valid v3 elements and hands them to the editor, which adds them in one command. */
export type AddToolProps = { onAdd: (elements: DesignElement[]) => void; center?: Placement };

const SHAPES: ReadonlyArray<Exclude<ShapeKind, "paths">> = ["square", "rounded-square", "circle", "shield", "badge", "hexagon", "diamond", "seal"];

/** A heading (72, spec 03's default size) or a line of body text. */
export function AddTextTool({ onAdd, center }: AddToolProps) {
  const { t } = useTranslation();
  return (
    <div className="ep-tool">
      <button
        type="button"
        className="button button-secondary"
        onClick={() => onAdd([newTextElement({ text: t("editorPanels.tools.headingSample"), center })])}
      >
        {t("editorPanels.tools.addHeading")}
      </button>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => onAdd([{ ...newTextElement({ text: t("editorPanels.tools.bodySample"), center }), fontSize: 36 }])}
      >
        {t("editorPanels.tools.addBody")}
      </button>
    </div>
  );
}

export function AddShapeTool({ onAdd, center }: AddToolProps) {
  const { t } = useTranslation();
  return (
    <ul className="ep-chips" aria-label={t("editorPanels.tools.shapes")}>
      {SHAPES.map((shape) => (
        <li key={shape}>
          <button type="button" className="ep-chip" onClick={() => onAdd([newShapeElement(shape, center)])}>
            {t(`editorPanels.shapeKind.${shape}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function AddIconTool({ onAdd, center }: AddToolProps) {
  return <IconSearch onChoose={(icon) => onAdd([newIconElement(icon, center)])} />;
}

/** A QR code of the typed text (a link, a phone number...), drawn as real modules so it scans. */
export function AddQrCodeTool({ onAdd, center }: AddToolProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const [missing, setMissing] = useState(false);
  return (
    <form
      className="ep-tool"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return setMissing(true);
        setMissing(false);
        onAdd([newQrCodeElement({ text: text.trim(), center })]);
        setText("");
      }}
    >
      <label htmlFor={id} className="ep-label">
        {t("editorPanels.qr.text")}
      </label>
      <input
        id={id}
        className="lm-field"
        value={text}
        maxLength={QR_TEXT_MAX}
        placeholder="https://"
        aria-invalid={missing}
        onChange={(event) => setText(event.target.value)}
      />
      {missing ? (
        <p className="lm-error" role="alert">
          {t("editorPanels.qr.textRequired")}
        </p>
      ) : null}
      <button type="submit" className="button button-primary ep-small">
        {t("editorPanels.tools.addQr")}
      </button>
    </form>
  );
}

/** An emoji as a text element of its own. */
export function AddEmojiTool({ onAdd, center }: AddToolProps) {
  return <EmojiPicker onPick={(emoji) => onAdd([newTextElement({ text: emoji, center })])} />;
}
