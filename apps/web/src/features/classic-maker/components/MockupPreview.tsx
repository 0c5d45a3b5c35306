import type { ClassicLogo } from "@studio/contracts";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { svgDataUrl } from "../svg-image";

const scenes = ["card", "sign", "shirt"] as const;

/** The logo on three simple mockups (a business card, a shop sign, a T-shirt), drawn with CSS: no extra download. */
export function MockupPreview({ logo, onClose }: { logo: ClassicLogo | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={logo !== null} onClose={onClose} title={t("classicMaker.mockups")} width={760}>
      {logo ? (
        <ul className="cm-mockups" data-testid="cm-mockups">
          {scenes.map((scene) => (
            <li key={scene} className={`cm-mockup cm-mockup-${scene}`}>
              <img src={svgDataUrl(logo.svg)} alt={t(`classicMaker.mockupScenes.${scene}`)} />
              <span className="cm-mockup-label">{t(`classicMaker.mockupScenes.${scene}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
