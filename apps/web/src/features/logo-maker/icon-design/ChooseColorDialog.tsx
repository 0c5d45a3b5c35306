import { PALETTES, type Palette } from "@studio/logo-engine/palettes";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";

/** The colours a palette preview shows: its background (both ends of a gradient) and its inks. */
export function paletteColors(palette: Palette): string[] {
  const background = palette.background;
  const ground = background.type === "solid" ? [background.color] : background.type === "gradient" ? [background.from, background.to] : [];
  return [...new Set([...ground, palette.primary, palette.secondary, palette.accent])];
}

/** A preview of the palette: a small logo-like card drawn in its colours. */
function PalettePreview({ palette }: { palette: Palette }) {
  const background = palette.background;
  const fill =
    background.type === "solid"
      ? background.color
      : background.type === "gradient"
        ? `linear-gradient(${background.angle ?? 45}deg, ${background.from}, ${background.to})`
        : "#ffffff";
  return (
    <span className="idm-palette-preview" style={{ background: fill }} aria-hidden="true">
      <svg viewBox="0 0 60 40" width="60" height="40">
        <circle cx="17" cy="20" r="10" fill={palette.primary} />
        <path d="M12 24 L17 13 L22 24 Z" fill={palette.secondary} />
        <rect x="31" y="14" width="22" height="5" rx="2" fill={palette.text} />
        <rect x="31" y="23" width="15" height="3" rx="1.5" fill={palette.accent} />
      </svg>
      <span className="idm-palette-swatches">
        {[palette.primary, palette.secondary, palette.accent].map((color) => (
          <span key={color} style={{ background: color }} />
        ))}
      </span>
    </span>
  );
}

export type ChooseColorDialogProps = { open: boolean; onClose: () => void; onChoose: (palette: Palette) => void };

/** 'Choose color' (spec 02 section 2): the 20 named palettes, each with a preview. */
export function ChooseColorDialog({ open, onClose, onChoose }: ChooseColorDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t("iconDesign.colorTitle")} width={760}>
      <p className="idm-dialog-lead">{t("iconDesign.colorLead")}</p>
      <ul className="idm-palettes" data-testid="palette-list">
        {PALETTES.map((palette) => (
          <li key={palette.id}>
            <button type="button" className="idm-palette" data-palette={palette.name} onClick={() => onChoose(palette)}>
              <PalettePreview palette={palette} />
              <span className="idm-palette-name">{t(`iconDesign.palettes.${palette.id}`, { defaultValue: palette.name })}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
