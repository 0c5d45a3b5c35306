import { useTranslation } from "react-i18next";

/** Spec 01 sections 6 and 9: 4 credits per generated image, 500 AI credits a month for Pro. */
export const creditFacts = { imageCost: 4, proMonthlyCredits: 500 } as const;

export function CreditsSection() {
  const { t } = useTranslation();
  const steps = [
    t("home.creditsStepFree"),
    t("home.creditsStepSpend", { imageCost: creditFacts.imageCost }),
    t("home.creditsStepPro", { proCredits: creditFacts.proMonthlyCredits }),
    t("home.creditsStepRefund"),
  ];
  return (
    <section id="credits" className="section section-tinted" aria-labelledby="credits-title">
      <h2 id="credits-title" className="section-title">
        {t("home.creditsTitle")}
      </h2>
      <p className="section-lead">{t("home.creditsLead")}</p>
      <ol className="credit-steps">
        {steps.map((step, index) => (
          <li key={index} className="credit-step">
            <span className="credit-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
