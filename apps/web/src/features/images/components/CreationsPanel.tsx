import { modelFamily } from "@studio/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../auth/hooks/use-current-user";
import { openLoginPanel } from "../../session/login-panel-store";
import { Modal } from "../../../ui/Modal";
import { toast } from "../../../ui/toast-store";
import type { ImageRecord } from "../api/images-api";
import { useDeleteWork, useWorks } from "../hooks/use-works";
import { recordTarget } from "../record-target";
import { DownloadPopover } from "../../logo-maker/components/DownloadPopover";
import { Watermark } from "../../logo-maker/components/Watermark";
import { ListImage } from "../../../ui/ListImage";
import "../images.css";

/** A small round badge standing for the model, coloured by its family (the model-name prefix). */
function ModelIcon({ record }: { record: ImageRecord }) {
  const family = modelFamily(record.model.name);
  const letters = record.model.short_title.replace(/[^A-Za-z0-9]/g, "").slice(0, 2) || "AI";
  return (
    <span className={`model-icon model-icon-${family}`} aria-hidden="true" data-family={family}>
      {letters}
    </span>
  );
}

type CardProps = { record: ImageRecord; onDelete: () => void; onUseAsReference: () => void; format: (date: Date) => string };

function CreationCard({ record, onDelete, onUseAsReference, format }: CardProps) {
  const { t } = useTranslation();
  const date = format(new Date(record.created_at));
  const target = recordTarget(record);
  return (
    <li className="creation-card" data-testid="creation-card">
      <a className="creation-thumb watermarked" href={record.src} target="_blank" rel="noreferrer" title={t("images.open")}>
        <ListImage src={record.preview} alt={record.prompt || t("images.noPrompt")} width={record.width || 400} height={record.height || 400} />
        <Watermark target={target} />
      </a>
      <p className="creation-prompt">{record.prompt || t("images.noPrompt")}</p>
      <div className="creation-meta">
        <span className="creation-model" title={t("images.model", { model: record.model.name || record.model.short_title })}>
          <ModelIcon record={record} />
          {record.model.short_title}
        </span>
        <time dateTime={record.created_at} title={t("images.createdOn", { date })}>
          {date}
        </time>
        {target ? <DownloadPopover target={target} name={record.prompt || record.type} className="creation-download" /> : null}
        <button type="button" className="button creation-reference" onClick={onUseAsReference} data-testid="creation-use-reference">
          {t("images.useAsReference")}
        </button>
        <button type="button" className="button creation-delete" onClick={onDelete} aria-label={`${t("images.delete")}: ${record.prompt || record.id}`}>
          {t("images.delete")}
        </button>
      </div>
    </li>
  );
}

/**
 * The signed-in user's generated and saved images, newest first, 20 at a time: the image generator's
 * Creations tab (/edit). `onUseAsReference` hands a record to the playground as a reference image.
 */
export function CreationsPanel({ onUseAsReference }: { onUseAsReference(record: ImageRecord): void }) {
  const { t, i18n } = useTranslation();
  const { user, loading } = useCurrentUser();
  const works = useWorks(user !== null);
  const remove = useDeleteWork();
  const [confirming, setConfirming] = useState<ImageRecord | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language === "zh" ? "zh-CN" : "en", { dateStyle: "medium" });

  if (loading) return <section className="creations" aria-busy="true" />;
  if (!user) {
    return (
      <section className="creations">
        <h1>{t("images.title")}</h1>
        <p>{t("images.signInToSee")}</p>
        <button type="button" className="button button-primary" onClick={() => openLoginPanel("sign-in")}>
          {t("images.signIn")}
        </button>
      </section>
    );
  }

  const records = works.data?.pages.flat() ?? [];
  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => toast.success(t("images.deleted")),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <section className="creations" data-testid="creations">
      <h1>{t("images.title")}</h1>
      <p>{t("images.lead")}</p>
      {works.isError ? (
        <p role="alert">
          {t("images.loadFailed")}{" "}
          <button type="button" className="button" onClick={() => void works.refetch()}>
            {t("images.retry")}
          </button>
        </p>
      ) : null}
      {works.isSuccess && records.length === 0 ? <p data-testid="creations-empty">{t("images.empty")}</p> : null}
      {works.isPending && !works.isError ? <p aria-busy="true">{t("common.loading")}</p> : null}
      {records.length > 0 ? (
        <ul className="creations-grid">
          {records.map((record) => (
            <CreationCard
              key={record.id}
              record={record}
              onDelete={() => setConfirming(record)}
              onUseAsReference={() => onUseAsReference(record)}
              format={(date) => dateFormat.format(date)}
            />
          ))}
        </ul>
      ) : null}
      {works.hasNextPage ? (
        <button type="button" className="button creations-more" disabled={works.isFetchingNextPage} onClick={() => void works.fetchNextPage()}>
          {works.isFetchingNextPage ? t("common.loading") : t("images.loadMore")}
        </button>
      ) : null}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t("images.deleteTitle")}
        footer={
          <>
            <button type="button" className="button" onClick={() => setConfirming(null)}>
              {t("common.cancel")}
            </button>
            <button type="button" className="button button-primary" disabled={remove.isPending} onClick={confirmDelete} data-testid="creation-delete-confirm">
              {t("images.delete")}
            </button>
          </>
        }
      >
        <p>{t("images.deleteBody")}</p>
      </Modal>
    </section>
  );
}
