import type { EditMode } from "@studio/contracts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Tooltip } from "../../../ui/Tooltip";
import type { EditReference } from "./use-icon-edit";
import { useCreditCosts } from "../../credits/hooks/use-credits";
import { offeredModes, useAiModels } from "../../tasks/models-api";

export type EditPromptBarProps = {
  prompt: string;
  mode: EditMode;
  reference: EditReference | undefined;
  busy: boolean;
  onPrompt: (value: string) => void;
  onMode: (mode: EditMode) => void;
  onSubmit: () => void;
  onCancel: () => void;
  onClearReference: () => void;
  onChangeStyle: () => void;
  onChooseColor: () => void;
};

/** The reference's thumbnail: the sample image, or the palette's colours. */
function ReferenceThumb({ reference }: { reference: EditReference }) {
  const { t } = useTranslation();
  if (reference.kind === "style") return <img className="idm-ref-img" src={reference.src} alt={reference.label} width={48} height={48} />;
  return (
    <span
      className="idm-ref-img idm-swatches"
      role="img"
      aria-label={t("iconDesign.paletteReference", { name: t(`iconDesign.palettes.${reference.id}`, { defaultValue: reference.name }) })}
    >
      {reference.colors.map((color) => (
        <span key={color} style={{ background: color }} />
      ))}
    </span>
  );
}

/**
 * Magic mode's prompt bar (spec 02 section 2): 'What do you want to change?', Enter submits and
 * Shift+Enter starts a new line, Quick (1 design) or Max (4 designs), the submit button with its
 * 'Uses 4 credits' tooltip, cancel, and the reference thumbnail with a clear button.
 */
export function EditPromptBar(props: EditPromptBarProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => input.current?.focus(), []);
  // The price in force (GET /api/credits/costs), never a compiled-in number.
  const cost = useCreditCosts().costs.aiEdit;
  // Only the modes a model of this site runs (GET /api/ai-design/models), each naming that model.
  const modes = offeredModes(useAiModels().data);
  const { mode: current, onMode } = props;
  useEffect(() => {
    const first = modes[0];
    if (first && !modes.some((m) => m.mode === current)) onMode(first.mode);
  }, [modes, current, onMode]);
  return (
    <form
      className="idm-prompt-bar"
      data-testid="edit-prompt-bar"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <div className="idm-prompt-row">
        {props.reference && (
          <span className="idm-ref" data-testid="edit-reference">
            <ReferenceThumb reference={props.reference} />
            <button type="button" className="idm-ref-clear" aria-label={t("iconDesign.clearReference")} onClick={props.onClearReference}>
              ×
            </button>
          </span>
        )}
        <label className="visually-hidden" htmlFor="idm-prompt">
          {t("iconDesign.promptLabel")}
        </label>
        <textarea
          id="idm-prompt"
          ref={input}
          className="idm-prompt"
          rows={2}
          maxLength={4000}
          value={props.prompt}
          placeholder={t("iconDesign.promptPlaceholder")}
          onChange={(event) => props.onPrompt(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              props.onSubmit();
            }
          }}
        />
      </div>
      <div className="idm-prompt-actions">
        <button type="button" className="button button-small" onClick={props.onChangeStyle}>
          {t("iconDesign.changeStyle")}
        </button>
        <button type="button" className="button button-small" onClick={props.onChooseColor}>
          {t("iconDesign.chooseColor")}
        </button>
        <span className="idm-modes" role="radiogroup" aria-label={t("iconDesign.mode")}>
          {modes.map(({ mode, model, label }) => (
            <button
              key={mode}
              type="button"
              role="radio"
              aria-checked={props.mode === mode}
              className={props.mode === mode ? "idm-mode idm-mode-on" : "idm-mode"}
              data-model={model}
              onClick={() => props.onMode(mode)}
            >
              {t(`iconDesign.${mode}`)} <small>{t(`iconDesign.${mode}Hint`)}</small>{" "}
              <small className="idm-mode-model">{t("iconDesign.modeModel", { label })}</small>
            </button>
          ))}
        </span>
        <span className="idm-prompt-end">
          <button type="button" className="button button-small button-secondary" onClick={props.onCancel}>
            {t("iconDesign.cancel")}
          </button>
          <Tooltip content={t("credits.usesCredits", { count: cost })}>
            <button type="submit" className="button button-small button-primary" aria-disabled={props.busy} data-testid="edit-submit">
              {t("iconDesign.submit")}
            </button>
          </Tooltip>
        </span>
      </div>
    </form>
  );
}
