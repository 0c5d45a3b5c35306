import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Back on the left, the step's next actions on the right; fixed to the bottom on phones. */
export function StepFooter({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="lm-footer">
      <button type="button" className="button button-secondary" onClick={onBack}>
        {t("logoMaker.back")}
      </button>
      <div className="lm-footer-actions">{children}</div>
    </div>
  );
}
