import { useTranslation } from "react-i18next";
import { CreditCost } from "../../credits/components/CreditCost";

/** The cost of the next generation, shown before anything is spent (from GET /api/credits/costs). */
export function CostLine({ cost }: { cost: number }) {
  const { t } = useTranslation();
  return (
    <p className="gen-cost" data-testid="generation-cost" data-cost={cost}>
      <span>{t("generator.cost")}</span> <CreditCost cost={cost} />
    </p>
  );
}
