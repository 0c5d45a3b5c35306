import { productAreas } from "@studio/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCreditCosts } from "../../credits/hooks/use-credits";

export function CreditsSection() {
  const { t } = useTranslation();
  // The figures the server enforces (operator overrides included), the spec defaults until known.
  const inForce = useCreditCosts();
  const steps = [
    t("home.creditsStepFree"),
    t("home.creditsStepSpend", { imageCost: inForce.costs.aiImage }),
    // Pro and credit packs are promised only once they can be bought (the payments area).
    productAreas.payments.ready ? (
      <Link to={productAreas.payments.path} data-testid="credits-pricing-link">
        {t("home.creditsStepPro", { proCredits: inForce.proMonthlyCredits })}
      </Link>
    ) : (
      t("home.creditsStepGrant", { grant: inForce.registerGrant })
    ),
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
