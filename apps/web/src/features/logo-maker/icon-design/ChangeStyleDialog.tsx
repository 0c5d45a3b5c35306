import { uploadLimits } from "@studio/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client";
import { Modal } from "../../../ui/Modal";
import { toast } from "../../../ui/toast-store";
import { useIsMobile } from "../../../ui/use-media-query";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { styleGroupsQuery } from "../api/logo-maker-api";
import { iconDesignApi } from "./icon-design-api";

/** Spec 02 section 2: the grid shows 19 loading placeholders while the style data loads. */
export const styleLoadingPlaceholders = 19;

export type StyleSample = { src: string; style: string; label: string };

export type ChangeStyleDialogProps = { open: boolean; onClose: () => void; onChoose: (sample: StyleSample) => void };

const sampleKey = (sample: { style: string; src: string }) => `${sample.style} ${sample.src}`;

/**
 * 'Change to style' (spec 02 sections 2 and 4): an upload tile and the sample styles of
 * /oss/ai-logo-style/data.json in a grid of 3 columns on phones and 5 on wider screens, reloaded
 * each time it opens (leaving edit mode); choosing one closes the dialog and makes it the edit's
 * reference. Admins on a desktop can remove samples and save the file.
 */
export function ChangeStyleDialog({ open, onClose, onChoose }: ChangeStyleDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const mobile = useIsMobile();
  const styles = useQuery({ ...styleGroupsQuery, enabled: open });
  const { refetch } = styles;
  const [editing, setEditing] = useState(false);
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState<"upload" | "save" | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const canEdit = user?.is_admin === true && !mobile;

  useEffect(() => {
    if (!open) return;
    setEditing(false);
    setRemoved(new Set());
    void refetch();
  }, [open, refetch]);

  useEffect(() => {
    if (open && styles.isError) {
      toast.error(t("iconDesign.stylesLoadFailed"));
      onClose();
    }
  }, [open, styles.isError, onClose, t]);

  const samples: StyleSample[] = Object.entries(styles.data ?? {}).flatMap(([style, urls]) =>
    (urls ?? []).map((src, i) => ({
      src,
      style,
      label: t("iconDesign.styleAlt", { style: t(`logoMaker.styles.${style}`, { defaultValue: style }), n: i + 1 }),
    })),
  );
  const loading = styles.isFetching && !styles.data;

  const upload = async (file: File | undefined) => {
    if (!file || busy) return;
    if (!file.type.startsWith("image/")) return toast.error(t("errors.UNSUPPORTED_MEDIA"));
    if (file.size > uploadLimits.maxBytes) return toast.error(t("errors.PAYLOAD_TOO_LARGE"));
    setBusy("upload");
    try {
      const image = await iconDesignApi.uploadImage(file);
      onChoose({ src: image.src, style: "upload", label: image.name });
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 401 || error.status === 403)))
        toast.error(error instanceof ApiError && error.status < 500 ? error.message : t("iconDesign.failed"));
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    if (busy) return;
    setBusy("save");
    try {
      const groups = Object.entries(styles.data ?? {}).map(([value, urls]) => ({
        value: value as Parameters<typeof iconDesignApi.saveStyles>[0]["groups"][number]["value"],
        items: (urls ?? []).filter((src) => !removed.has(sampleKey({ style: value, src }))).map((src) => ({ src })),
      }));
      await iconDesignApi.saveStyles({ groups });
      toast.success(t("iconDesign.saveSuccess"));
      setEditing(false);
      setRemoved(new Set());
      await queryClient.invalidateQueries({ queryKey: styleGroupsQuery.queryKey });
    } catch {
      toast.error(t("iconDesign.saveFailed"));
    } finally {
      setBusy(null);
    }
  };

  const shown = editing ? samples.filter((sample) => !removed.has(sampleKey(sample))) : samples;
  const footer = canEdit ? (
    editing ? (
      <>
        <button type="button" className="button button-secondary" onClick={() => (setEditing(false), setRemoved(new Set()))}>
          {t("iconDesign.cancel")}
        </button>
        <button type="button" className="button button-primary" aria-disabled={busy !== null} onClick={() => void save()}>
          {t("iconDesign.saveStyles")}
        </button>
      </>
    ) : (
      <button type="button" className="button button-secondary" onClick={() => setEditing(true)} disabled={loading || samples.length === 0}>
        {t("iconDesign.editStyles")}
      </button>
    )
  ) : undefined;

  return (
    <Modal open={open} onClose={onClose} title={t("iconDesign.styleTitle")} width={900} footer={footer}>
      <p className="idm-dialog-lead">{t("iconDesign.styleLead")}</p>
      <ul className="idm-styles" data-testid="style-grid" aria-busy={loading}>
        {!editing && (
          <li>
            <button type="button" className="idm-style idm-style-upload" aria-disabled={busy !== null} onClick={() => fileInput.current?.click()}>
              <span aria-hidden="true">+</span>
              {busy === "upload" ? t("iconDesign.uploading") : t("iconDesign.upload")}
            </button>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              hidden
              data-testid="style-upload"
              onChange={(event) => void upload(event.target.files?.[0]).finally(() => (event.target.value = ""))}
            />
          </li>
        )}
        {loading
          ? Array.from({ length: styleLoadingPlaceholders }, (_, i) => <li key={i} className="idm-style-placeholder" data-testid="style-placeholder" />)
          : shown.map((sample) => (
              <li key={sampleKey(sample)} className="idm-style-item">
                <button type="button" className="idm-style" disabled={editing} onClick={() => onChoose(sample)}>
                  <img src={sample.src} alt={sample.label} loading="lazy" />
                </button>
                {editing && (
                  <button
                    type="button"
                    className="idm-style-remove"
                    aria-label={`${t("iconDesign.removeStyle")}: ${sample.label}`}
                    onClick={() => setRemoved((current) => new Set(current).add(sampleKey(sample)))}
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
      </ul>
      {!loading && samples.length === 0 && <p className="idm-dialog-lead">{t("iconDesign.stylesEmpty")}</p>}
    </Modal>
  );
}
