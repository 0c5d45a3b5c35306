import type { ClassicLogo } from "@studio/contracts";
import { useTranslation } from "react-i18next";
import { svgDataUrl } from "../svg-image";

type Props = {
  logo: ClassicLogo;
  n: number;
  liked: boolean;
  saving: boolean;
  onLike: () => void;
  onSave: () => void;
  onEdit: () => void;
  onMockups: () => void;
};

/** One design of the list: the logo, a heart (like), save, edit and the mockup preview. */
export function LogoCard({ logo, n, liked, saving, onLike, onSave, onEdit, onMockups }: Props) {
  const { t } = useTranslation();
  const saved = logo.is_saved && logo.fa_id !== null;
  return (
    <li className="cm-card" data-token={logo.token} data-layout={logo.layoutId} data-testid="cm-logo">
      <img className="cm-card-img" src={svgDataUrl(logo.svg)} alt={t("classicMaker.logoAlt", { n, name: logo.logo_name })} width={400} height={300} />
      <div className="cm-card-actions">
        <button
          type="button"
          className={liked ? "cm-heart cm-heart-on" : "cm-heart"}
          aria-pressed={liked}
          aria-label={liked ? t("classicMaker.unlike") : t("classicMaker.like")}
          onClick={onLike}
          data-testid="cm-like"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M12 21s-7.5-4.6-10-9.3C.4 8.4 2.3 4.5 6 4.5c2.1 0 3.5 1.2 4.4 2.5h3.2c.9-1.3 2.3-2.5 4.4-2.5 3.7 0 5.6 3.9 4 7.2C19.5 16.4 12 21 12 21z" />
          </svg>
        </button>
        <button type="button" className="button button-small" onClick={onEdit} data-testid="cm-edit">
          {t("classicMaker.edit")}
        </button>
        <button type="button" className="button button-small" onClick={onMockups} data-testid="cm-mockups-open">
          {t("classicMaker.mockups")}
        </button>
        <button
          type="button"
          className="button button-small button-primary"
          onClick={onSave}
          disabled={saving || saved}
          aria-busy={saving}
          data-testid="cm-save"
        >
          {saved ? t("classicMaker.saved") : t("classicMaker.save")}
        </button>
      </div>
    </li>
  );
}
