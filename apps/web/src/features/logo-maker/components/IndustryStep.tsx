import { useTranslation } from "react-i18next";
import { industries, type Industry } from "../wizard-machine";
import { StepFooter } from "./StepFooter";

export type IndustryStepProps = {
  industry: Industry | null;
  onChoose: (industry: Industry) => void;
  onContinue: () => void;
  onSkip: () => void;
  onBack: () => void;
};

/** Step 2: one industry, or Skip (which replaces Continue while none is chosen). */
export function IndustryStep({ industry, onChoose, onContinue, onSkip, onBack }: IndustryStepProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="lm-step-title">
      <h2 id="lm-step-title" className="lm-step-title">
        {t("logoMaker.industryTitle")}
      </h2>
      <p className="lm-step-lead">{t("logoMaker.industryLead")}</p>
      <div className="lm-chip-grid">
        {industries.map((value) => (
          <button key={value} type="button" className="lm-chip" aria-pressed={industry === value} onClick={() => onChoose(value)}>
            {t(`logoMaker.industries.${value}`)}
          </button>
        ))}
      </div>
      <StepFooter onBack={onBack}>
        {industry ? (
          <button type="button" className="button button-primary" onClick={onContinue}>
            {t("logoMaker.continue")}
          </button>
        ) : (
          <button type="button" className="button button-primary" onClick={onSkip}>
            {t("logoMaker.skip")}
          </button>
        )}
      </StepFooter>
    </section>
  );
}
