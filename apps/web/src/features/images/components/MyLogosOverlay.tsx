import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Modal } from "../../../ui/Modal";
import { toast } from "../../../ui/toast-store";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { DownloadPopover } from "../../logo-maker/components/DownloadPopover";
import { DownloadCenterLink } from "../../download-center/components/DownloadCenterLink";
import { Watermark } from "../../logo-maker/components/Watermark";
import type { ImageRecord } from "../api/images-api";
import { useDeleteWork, useMyLogos } from "../hooks/use-works";
import { recordTarget } from "../record-target";
import { ListImage } from "../../../ui/ListImage";
import { isAreaReady } from "@studio/domain";
import { toolsHref } from "../../image-tools/tool-source";
import "../images.css";

function LogoTile({ record, onRemove, onLeave }: { record: ImageRecord; onRemove: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  const target = recordTarget(record);
  const name = record.prompt || t("images.noPrompt");
  return (
    <li className="my-logo" data-testid="my-logo">
      <a className="my-logo-thumb watermarked" href={record.src} target="_blank" rel="noreferrer" title={t("images.open")}>
        <ListImage src={record.preview || record.src} alt={name} width={record.width || 400} height={record.height || 400} />
        <Watermark target={target} />
      </a>
      <div className="my-logo-actions">
        {target ? <DownloadPopover target={target} name={record.prompt || "logo"} className="my-logo-download" /> : null}
        {target ? <DownloadCenterLink target={target} className="button my-logo-center" /> : null}
        {/* Background removal, vectors, conversion... of this logo (issue 19). */}
        {isAreaReady("imageTools") ? (
          <Link className="button my-logo-tools" to={toolsHref(record.id)} onClick={onLeave} data-testid="my-logo-tools">
            {t("images.openInTools")}
          </Link>
        ) : null}
        <button type="button" className="button my-logo-remove" onClick={onRemove} aria-label={`${t("myLogos.remove")}: ${name}`} data-testid="my-logo-remove">
          {t("myLogos.remove")}
        </button>
      </div>
    </li>
  );
}

/**
 * Spec 02 section 2: My logos / download manage overlay: the user's own logos (50 per page, Load
 * More while a page is full), the credits count, a remove button per logo (confirmed) and the
 * empty state 'No logos found...yet'. Signed-in users only; the avatar menu sends visitors to login.
 */
export function MyLogosOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const logos = useMyLogos(open && user !== null);
  const remove = useDeleteWork();
  const [confirming, setConfirming] = useState<ImageRecord | null>(null);
  const records = logos.data?.pages.flat() ?? [];

  const confirmRemove = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => toast.success(t("myLogos.removed")),
      // Spec 02 section 8: delete failures are silently ignored (the logo simply stays).
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <>
      <Modal open={open && user !== null} onClose={onClose} title={t("myLogos.title")} width={980}>
        <div className="my-logos" data-testid="my-logos">
          <p className="my-logos-credits" data-testid="my-logos-credits">
            {t("myLogos.credits", { count: user?.ai_credits ?? 0 })}
          </p>
          {logos.isPending && logos.fetchStatus !== "idle" ? <p aria-busy="true">{t("common.loading")}</p> : null}
          {logos.isSuccess && records.length === 0 ? (
            <div className="my-logos-empty" data-testid="my-logos-empty">
              <p>{t("myLogos.empty")}</p>
              <Link className="button button-primary" to="/logo-maker" onClick={onClose}>
                {t("myLogos.makeLogo")}
              </Link>
            </div>
          ) : null}
          {records.length > 0 ? (
            <ul className="my-logos-grid">
              {records.map((record) => (
                <LogoTile key={record.id} record={record} onRemove={() => setConfirming(record)} onLeave={onClose} />
              ))}
            </ul>
          ) : null}
          {logos.hasNextPage ? (
            <button type="button" className="button my-logos-more" disabled={logos.isFetchingNextPage} onClick={() => void logos.fetchNextPage()}>
              {logos.isFetchingNextPage ? t("common.loading") : t("myLogos.loadMore")}
            </button>
          ) : null}
        </div>
      </Modal>
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t("myLogos.removeTitle")}
        footer={
          <>
            <button type="button" className="button" onClick={() => setConfirming(null)}>
              {t("common.cancel")}
            </button>
            <button type="button" className="button button-primary" disabled={remove.isPending} onClick={confirmRemove} data-testid="my-logo-remove-confirm">
              {t("myLogos.remove")}
            </button>
          </>
        }
      >
        <p>{t("myLogos.removeBody")}</p>
      </Modal>
    </>
  );
}
