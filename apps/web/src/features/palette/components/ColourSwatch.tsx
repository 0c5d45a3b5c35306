import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast-store";
import { Tooltip } from "../../../ui/Tooltip";
import { useCopy } from "../hooks/use-copy";
import type { PaletteColour } from "../palette-extraction";

export function ColourSwatch({ colour }: { colour: PaletteColour }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy();
  // The clipboard API exists only in secure contexts (https or localhost).
  const canCopy = typeof navigator !== "undefined" && Boolean(navigator.clipboard);
  const isCopied = copied === colour.hex;
  return (
    <li className="swatch" data-testid="swatch">
      <span className="swatch-colour" style={{ background: colour.hex }} aria-hidden="true" />
      <span className="swatch-meta">
        <code className="swatch-hex">{colour.hex}</code>
        <span className="swatch-share">{Math.round(colour.share * 100)}%</span>
      </span>
      {canCopy ? (
        <Tooltip content={isCopied ? t("common.copied") : t("common.copy")}>
          <button
            type="button"
            className="button button-small"
            aria-label={t("home.paletteCopyColour", { colour: colour.hex })}
            onClick={() => copy(colour.hex).catch(() => toast.error(t("errors.occurred")))}
          >
            {isCopied ? t("common.copied") : t("common.copy")}
          </button>
        </Tooltip>
      ) : null}
    </li>
  );
}
