import { useTranslation } from "react-i18next";
import type { Design } from "./icon-design-api";

export type DesignStripProps = {
  designs: Design[];
  present: Design;
  /** An edit is running: a placeholder stands in front for its result. */
  pending: boolean;
  onShow: (design: Design) => void;
};

/** The side strip: every design of this session, newest edits in front. */
export function DesignStrip({ designs, present, pending, onShow }: DesignStripProps) {
  const { t } = useTranslation();
  return (
    <nav className="idm-strip" aria-label={t("iconDesign.strip")}>
      <ul>
        {pending && (
          <li>
            <span className="idm-thumb idm-thumb-placeholder" role="img" aria-label={t("iconDesign.placeholder")} data-testid="design-placeholder" />
          </li>
        )}
        {designs.map((design) => (
          <li key={design.key}>
            <button type="button" className="idm-thumb" aria-current={design.key === present.key} onClick={() => onShow(design)}>
              <img src={design.thumb} alt={t("iconDesign.designAlt")} width={88} height={88} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
