import { BIZCARD_PRINT_PARTNER_PRICES_CNY } from "@studio/domain";
import { useTranslation } from "react-i18next";

/**
 * Spec 03's 'bizcard print info' dialog: the print partners' prices (spec 03 section 9: 9 and 9.25
 * yuan per 100 cards), shown as information; nothing is ordered from here.
 */
export function PrintInfoDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <div className="bizcard-dialog-backdrop" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="bizcard-print-title"
        className="bizcard-dialog"
        data-testid="bizcard-print-info"
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose();
        }}
      >
        <h2 id="bizcard-print-title">{t("bizcard.printTitle")}</h2>
        <p>{t("bizcard.printIntro")}</p>
        <ul>
          {BIZCARD_PRINT_PARTNER_PRICES_CNY.map((price, index) => (
            <li key={price}>
              <strong>{t("bizcard.printPartner", { n: index + 1 })}</strong>: {t("bizcard.printPrice", { price })}
            </li>
          ))}
        </ul>
        <p className="bizcard-note">{t("bizcard.printNote")}</p>
        <button type="button" autoFocus onClick={onClose}>
          {t("bizcard.close")}
        </button>
      </div>
    </div>
  );
}
