import { useTranslation } from "react-i18next";
import type { UploadMessage } from "../sample-uploads";
import { CreditCost } from "../../credits/components/CreditCost";
import { maxPicks, type SampleCase } from "../wizard-machine";
import { SampleUpload } from "./SampleUpload";
import { StepFooter } from "./StepFooter";
import { ossVariantUrl } from "../../../lib/oss-url";

export type SamplesStepProps = {
  cases: SampleCase[];
  picks: string[];
  tooManyPicks: boolean;
  cost: number;
  onToggle: (url: string) => void;
  onGenerate: () => void;
  onSkip: () => void;
  onBack: () => void;
  /** An i18n key: why a chosen file was not taken. */
  problem: UploadMessage | null;
  onFiles: (files: File[]) => void;
};

const thumb = (url: string) => ossVariantUrl(url, 400);

/** Step 4: 'Pick sample designs you like', up to 3 in the bottom bar, then Generate (or Skip). */
export function SamplesStep({ cases, picks, tooManyPicks, cost, onToggle, onGenerate, onSkip, onBack, problem, onFiles }: SamplesStepProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="lm-step-title" className="lm-samples">
      <h2 id="lm-step-title" className="lm-step-title">
        {t("logoMaker.samplesTitle")}
      </h2>
      <p className="lm-step-lead">{cases.length > 0 ? t("logoMaker.samplesLead") : t("logoMaker.samplesEmpty")}</p>
      <div className="lm-case-grid">
        <SampleUpload className="lm-case lm-upload-tile" onFiles={onFiles} testId="sample-upload-tile">
          <span aria-hidden="true" className="lm-upload-plus">
            +
          </span>
          <span>{t("logoMaker.uploadTile")}</span>
        </SampleUpload>
        {cases.map((item) => (
          <button key={item.id} type="button" className="lm-case" aria-pressed={picks.includes(item.url)} onClick={() => onToggle(item.url)}>
            <img
              src={thumb(item.url)}
              alt={item.style === "custom" ? t("logoMaker.customSample") : t("logoMaker.sampleAlt", { style: t(`logoMaker.styles.${item.style}`) })}
              loading="lazy"
            />
          </button>
        ))}
      </div>
      {(tooManyPicks || problem) && (
        <p className="lm-error" role="alert">
          {t(tooManyPicks ? "logoMaker.tooManyPicks" : (problem ?? "logoMaker.tooManyPicks"))}
        </p>
      )}
      <div className="lm-pick-bar" data-testid="pick-bar">
        <div className="lm-picks" aria-label={t("logoMaker.picked", { count: picks.length })}>
          {Array.from({ length: maxPicks }, (_, i) => picks[i]).map((url, i) =>
            url ? (
              <button key={url} type="button" className="lm-pick" onClick={() => onToggle(url)} aria-label={t("logoMaker.removePick")}>
                <img src={thumb(url)} alt="" />
              </button>
            ) : (
              <span key={`empty-${i}`} className="lm-pick lm-pick-empty" aria-hidden="true" />
            ),
          )}
          <span className="lm-picked-count">{t("logoMaker.picked", { count: picks.length })}</span>
        </div>
        <StepFooter onBack={onBack}>
          <CreditCost cost={cost} />
          <button type="button" className="button button-secondary" onClick={onSkip}>
            {t("logoMaker.skip")}
          </button>
          {picks.length > 0 && (
            <button type="button" className="button button-primary" onClick={onGenerate}>
              {t("logoMaker.generate")}
            </button>
          )}
        </StepFooter>
      </div>
    </section>
  );
}
