import "../panels/panels.css";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { CANVAS_PRESETS, EXPORT_MAX_PX } from "../panels/editor-defaults";
import { checkCanvasSize, type CanvasChoice, type CanvasSizeProblem } from "./canvas-size";

const problemKey: Record<CanvasSizeProblem, string> = {
  required: "editorPanels.size.required",
  tooLarge: "editorPanels.size.tooLarge",
  bizcardSame: "editorPanels.size.bizcardSame",
};

/** The canvas presets of spec 03 as buttons, and width x height boxes for any other size. */
export function CanvasSizeForm({ onChoose, current, submitLabel }: { onChoose: (choice: CanvasChoice) => void; current?: CanvasChoice; submitLabel?: string }) {
  const { t } = useTranslation();
  const widthId = useId();
  const heightId = useId();
  const [preset, setPreset] = useState<string | null>(null);
  const [width, setWidth] = useState("");
  const [height, setHeight] = useState("");
  const [problem, setProblem] = useState<CanvasSizeProblem | null>(null);
  const submit = () => {
    const result = checkCanvasSize({ preset, width, height }, current);
    if (typeof result === "string") return setProblem(result);
    setProblem(null);
    onChoose(result);
  };
  return (
    <form
      className="ep-size-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="ep-lead">{t("editorPanels.size.lead")}</p>
      <ul className="ep-presets" aria-label={t("editorPanels.size.presets")}>
        {CANVAS_PRESETS.map((entry) => (
          <li key={entry.key}>
            <button
              type="button"
              className="ep-preset"
              aria-pressed={preset === entry.key}
              onClick={() => {
                setPreset(entry.key);
                setWidth(String(entry.width));
                setHeight(String(entry.height));
                setProblem(null);
              }}
            >
              <span className="ep-preset-name">{t(`editorPanels.preset.${entry.key}`)}</span>
              <span className="ep-preset-size">{t("editorPanels.document.sizeValue", { width: entry.width, height: entry.height })}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="ep-row">
        <div className="ep-field">
          <label htmlFor={widthId} className="ep-label">
            {t("editorPanels.size.width")}
          </label>
          <input
            id={widthId}
            className="ep-number"
            type="number"
            min={1}
            max={EXPORT_MAX_PX}
            value={width}
            onChange={(event) => {
              setWidth(event.target.value);
              setPreset(null);
            }}
          />
        </div>
        <div className="ep-field">
          <label htmlFor={heightId} className="ep-label">
            {t("editorPanels.size.height")}
          </label>
          <input
            id={heightId}
            className="ep-number"
            type="number"
            min={1}
            max={EXPORT_MAX_PX}
            value={height}
            onChange={(event) => {
              setHeight(event.target.value);
              setPreset(null);
            }}
          />
        </div>
      </div>
      {problem ? (
        <p className="lm-error" role="alert">
          {t(problemKey[problem] as "editorPanels.size.required", { max: EXPORT_MAX_PX })}
        </p>
      ) : null}
      <button type="submit" className="button button-primary">
        {submitLabel ?? t("editorPanels.size.apply")}
      </button>
    </form>
  );
}

/**
 * The size input dialog of spec 03: a preset or a typed size, checked by `checkCanvasSize`;
 * `onChoose({preset, width, height})` gets a valid size only.
 */
export function CanvasSizeDialog({
  open,
  onClose,
  onChoose,
  current,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (choice: CanvasChoice) => void;
  current?: CanvasChoice;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t("editorPanels.size.title")} width={640}>
      {open ? <CanvasSizeForm onChoose={onChoose} current={current} /> : null}
    </Modal>
  );
}
