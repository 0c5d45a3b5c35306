import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { toast } from "../../../ui/toast-store";
import { logoMakerApi } from "../api/logo-maker-api";

/** Spec 02 section 2: the grid shows 19 loading placeholders while the style data loads. */
export const styleLoadingPlaceholders = 19;

export type StyleSample = { src: string; style: string; label: string };

export type ChangeStyleDialogProps = { open: boolean; onClose: () => void; onChoose: (sample: StyleSample) => void };

/**
 * 'Change to style' (spec 02 sections 2 and 4): the sample styles of /oss/ai-logo-style/data.json
 * in a grid of 3 columns on phones and 5 on wider screens, reloaded each time it opens; choosing
 * one closes the dialog and makes it the edit's reference.
 */
export function ChangeStyleDialog({ open, onClose, onChoose }: ChangeStyleDialogProps) {
  const { t } = useTranslation();
  const styles = useQuery({ queryKey: ["logo-maker", "style-groups"], queryFn: ({ signal }) => logoMakerApi.styleGroups(signal), enabled: open });
  const { refetch } = styles;

  useEffect(() => {
    if (open) void refetch();
  }, [open, refetch]);

  useEffect(() => {
    if (open && styles.isError) {
      toast.error(t("iconDesign.stylesLoadFailed"));
      onClose();
    }
  }, [open, styles.isError, onClose, t]);

  const samples: StyleSample[] = Object.entries(styles.data ?? {}).flatMap(([style, urls]) =>
    (urls ?? []).map((src, i) => ({ src, style, label: t("iconDesign.styleAlt", { style: t(`logoMaker.styles.${style}`, { defaultValue: style }), n: i + 1 }) })),
  );
  const loading = styles.isFetching && !styles.data;
  return (
    <Modal open={open} onClose={onClose} title={t("iconDesign.styleTitle")} width={900}>
      <p className="idm-dialog-lead">{t("iconDesign.styleLead")}</p>
      <ul className="idm-styles" data-testid="style-grid" aria-busy={loading}>
        {loading
          ? Array.from({ length: styleLoadingPlaceholders }, (_, i) => <li key={i} className="idm-style-placeholder" data-testid="style-placeholder" />)
          : samples.map((sample) => (
              <li key={`${sample.style}-${sample.src}`}>
                <button type="button" className="idm-style" onClick={() => onChoose(sample)}>
                  <img src={sample.src} alt={sample.label} loading="lazy" />
                </button>
              </li>
            ))}
      </ul>
      {!loading && samples.length === 0 && <p className="idm-dialog-lead">{t("iconDesign.stylesEmpty")}</p>}
    </Modal>
  );
}
