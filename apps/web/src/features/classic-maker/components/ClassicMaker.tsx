import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ClassicEntry } from "../classic-entry";
import { noChoices, type Choices } from "../classic-choices";
import { ClassicBriefForm } from "./ClassicBriefForm";
import { ColorStep } from "./ColorStep";
import { FontStep } from "./FontStep";
import { LogoList } from "./LogoList";
import { SymbolStep } from "./SymbolStep";

const steps = ["brief", "symbols", "colors", "fonts", "list"] as const;
type Step = (typeof steps)[number];

/**
 * The classic maker's steps: the brief, then symbols, colours and fonts (each may be skipped), then
 * the endless list of logos drawn for those choices. Without a name only the brief is open.
 */
export function ClassicMaker({ entry }: { entry: ClassicEntry }) {
  const { t } = useTranslation();
  const hasName = entry.name !== "";
  const [step, setStep] = useState<Step>(hasName ? "symbols" : "brief");
  const [choices, setChoices] = useState<Choices>(noChoices);
  const at = steps.indexOf(step);
  const go = (next: Step) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };
  const nextStep = steps[at + 1] ?? "list";

  return (
    <div className="cm-page" data-step={step}>
      <header className="cm-head">
        <h1 className="cm-title">{hasName ? entry.name : t("classicMaker.title")}</h1>
        {hasName && entry.slogan ? <p className="cm-slogan">{entry.slogan}</p> : null}
        <nav className="cm-steps" aria-label={t("classicMaker.title")}>
          {steps.map((name, index) => (
            <button
              key={name}
              type="button"
              className="cm-step-tab"
              aria-current={name === step ? "step" : undefined}
              disabled={!hasName && name !== "brief"}
              onClick={() => go(name)}
            >
              <span className="cm-step-number">{index + 1}</span> {t(`classicMaker.steps.${name}`)}
            </button>
          ))}
        </nav>
      </header>

      {step === "brief" && (
        <section className="cm-section">
          {hasName ? null : <p className="cm-lead">{t("classicMaker.lead")}</p>}
          <ClassicBriefForm initial={entry} />
        </section>
      )}
      {step === "symbols" && <SymbolStep choices={choices} onChange={setChoices} />}
      {step === "colors" && <ColorStep choices={choices} onChange={setChoices} />}
      {step === "fonts" && <FontStep choices={choices} onChange={setChoices} />}
      {step === "list" && <LogoList brief={entry} choices={choices} onChoices={setChoices} />}

      {hasName && step !== "brief" && step !== "list" ? (
        <div className="cm-footer">
          <button type="button" className="button button-secondary" onClick={() => go(steps[at - 1] ?? "brief")}>
            {t("classicMaker.back")}
          </button>
          <button type="button" className="button button-secondary" onClick={() => go("list")} data-testid="cm-show-logos">
            {t("classicMaker.showLogos")}
          </button>
          <button type="button" className="button button-primary" onClick={() => go(nextStep)} data-testid="cm-next">
            {t("classicMaker.next")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
