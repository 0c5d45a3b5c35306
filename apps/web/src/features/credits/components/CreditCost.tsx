import { useTranslation } from "react-i18next";
import { Tooltip } from "../../../ui/Tooltip";
import "../credits.css";

function Coin() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" className="credit-coin">
      <circle cx="12" cy="12" r="9" fill="currentColor" opacity="0.25" />
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v10M9.5 9.5h4a1.5 1.5 0 010 3h-3a1.5 1.5 0 000 3h4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/**
 * The cost shown next to a paid action: a coin and the number, with the spec's 'Uses N credits'
 * tooltip on hover and keyboard focus. Pass the cost from the @studio/domain cost table.
 */
export function CreditCost({ cost }: { cost: number }) {
  const { t } = useTranslation();
  const label = t("credits.usesCredits", { count: cost });
  return (
    <Tooltip content={label}>
      <span className="credit-cost" tabIndex={0} aria-label={label} data-testid="credit-cost">
        <Coin />
        <span aria-hidden="true">{cost}</span>
      </span>
    </Tooltip>
  );
}
