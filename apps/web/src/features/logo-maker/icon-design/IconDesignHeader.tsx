import { useTranslation } from "react-i18next";

export type IconDesignHeaderProps = {
  canBack: boolean;
  canForward: boolean;
  onBack: () => void;
  onForward: () => void;
  /** Whether the Info toggle is offered (admins, and outside production); `info` is its state. */
  infoAllowed: boolean;
  info: boolean;
  onToggleInfo: () => void;
  onClose: () => void;
};

/** The modal's title row: history back/forward, the Info toggle, and ×. */
export function IconDesignHeader({ canBack, canForward, onBack, onForward, infoAllowed, info, onToggleInfo, onClose }: IconDesignHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="idm-header">
      <h2 id="idm-title" className="idm-title">
        {t("iconDesign.title")}
      </h2>
      <div className="idm-history">
        <button type="button" className="icon-button" aria-label={t("iconDesign.back")} disabled={!canBack} onClick={onBack}>
          ↶
        </button>
        <button type="button" className="icon-button" aria-label={t("iconDesign.forward")} disabled={!canForward} onClick={onForward}>
          ↷
        </button>
      </div>
      {infoAllowed && (
        <button type="button" className="button button-small" aria-pressed={info} onClick={onToggleInfo}>
          {t("iconDesign.info")}
        </button>
      )}
      <button type="button" className="icon-button idm-close" aria-label={t("iconDesign.close")} onClick={onClose}>
        ×
      </button>
    </header>
  );
}
