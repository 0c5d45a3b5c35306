import { useTranslation } from "react-i18next";
import { progressRatio, totalSteps, type WizardState } from "../wizard-machine";

export type WizardBarProps = {
  state: Pick<WizardState, "step" | "prompt" | "generation">;
  onHome: () => void;
  onResults: () => void;
};

/** The wizard's progress line and, past step 1, its bar: Home, the name, the step, back to the results. */
export function WizardBar({ state, onHome, onResults }: WizardBarProps) {
  const { t } = useTranslation();
  const ratio = progressRatio(state.step);
  return (
    <>
      <div
        className="lm-progress"
        role="progressbar"
        aria-label={t("logoMaker.stepOf", { step: Math.min(state.step, totalSteps), total: totalSteps })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(ratio * 100)}
      >
        <span className="lm-progress-fill" style={{ transform: `scaleX(${ratio})` }} />
      </div>
      {state.step > 1 && (
        <div className="lm-bar">
          <button type="button" className="button button-small" onClick={onHome}>
            {t("logoMaker.home")}
          </button>
          <span className="lm-bar-name" title={state.prompt}>
            {state.prompt}
          </span>
          {state.step < 5 && <span className="lm-bar-step">{t("logoMaker.stepOf", { step: state.step, total: totalSteps })}</span>}
          {state.step < 5 && state.generation > 0 && (
            <button type="button" className="button button-small" onClick={onResults}>
              {t("logoMaker.toResult")}
            </button>
          )}
        </div>
      )}
    </>
  );
}
