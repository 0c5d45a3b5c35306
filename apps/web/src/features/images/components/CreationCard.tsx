import { modelFamily } from "@studio/contracts/plain";
import { isAreaReady } from "@studio/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "../../../ui/toast-store";
import { ImageInfoPopover } from "../../../ui/ImageInfoPopover";
import { ListImage } from "../../../ui/ListImage";
import { DownloadPopover } from "../../logo-maker/components/DownloadPopover";
import { Watermark } from "../../logo-maker/components/Watermark";
import type { ImageRecord } from "../api/images-api";
import { useFavourite } from "../hooks/use-creations";
import { useTagRecord } from "../hooks/use-tags";
import { recordDownloadSubject } from "../record-target";
import { ToolResultInfo, toolsPathFor } from "./ToolResultInfo";

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

export type CreationCardProps = {
  record: ImageRecord;
  format: (date: Date) => string;
  onDelete: () => void;
  onEditTags: () => void;
  onUseAsReference: () => void;
};

/**
 * One creation: its picture (the watermark rule and paid downloads of the download popover, as
 * everywhere), prompt, tags, model and date, and what can be done with it.
 */
export function CreationCard({ record, format, onDelete, onEditTags, onUseAsReference }: CreationCardProps) {
  const { t } = useTranslation();
  const favourite = useFavourite();
  const untag = useTagRecord();
  const date = format(new Date(record.created_at));
  const target = recordDownloadSubject(record);
  const label = record.prompt || t("images.noPrompt");
  const on = record.favourite === true;
  return (
    <li className="creation-card" data-testid="creation-card" data-id={record.id}>
      <a className="creation-thumb watermarked" href={record.src} target="_blank" rel="noreferrer" title={t("images.open")}>
        <ListImage src={record.preview} alt={label} width={record.width || 400} height={record.height || 400} />
        <Watermark target={target} />
      </a>
      <button
        type="button"
        className={`icon-button creation-star${on ? " is-on" : ""}`}
        aria-pressed={on}
        aria-label={on ? t("images.unfavourite") : t("images.favourite")}
        title={on ? t("images.unfavourite") : t("images.favourite")}
        data-testid="creation-favourite"
        onClick={() => favourite.mutate({ id: record.id, on: !on }, { onError: () => toast.error(t("images.tags.failed")) })}
      >
        <span aria-hidden="true">{on ? "★" : "☆"}</span>
      </button>
      {/* Spec 01 section 2: the same info popover as the playground's results; 'design' hands the record over as a reference. */}
      <ImageInfoPopover
        className="creation-info"
        info={{
          model: record.model.name,
          modelTitle: record.model.short_title || record.model.name,
          prompt: record.prompt,
          createdAt: record.created_at,
          url: record.src,
        }}
        onDesign={onUseAsReference}
      />
      <p className="creation-prompt">{label}</p>
      <ToolResultInfo record={record} />
      {record.tags.length > 0 ? (
        <ul className="creation-tags" aria-label={t("images.tags.title")}>
          {record.tags.map((tag) => (
            <li key={tag.id} className="creation-tag" data-testid="creation-tag">
              {tag.name}
              <button
                type="button"
                aria-label={t("images.tags.remove", { name: tag.name })}
                disabled={untag.isPending}
                onClick={() =>
                  untag.mutate(
                    { id: record.id, tag, on: false },
                    { onSuccess: () => toast.success(t("images.tags.success")), onError: () => toast.error(t("images.tags.failed")) },
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="creation-meta">
        <span className="creation-model" title={t("images.model", { model: record.model.name || record.model.short_title })}>
          <ModelIcon record={record} />
          {record.model.short_title}
        </span>
        <time dateTime={record.created_at} title={t("images.createdOn", { date })}>
          {date}
        </time>
      </div>
      <div className="creation-actions">
        <button type="button" className="button" onClick={onEditTags} data-testid="creation-tags">
          {t("images.tags.title")}
        </button>
        <DownloadPopover target={target} name={record.prompt || record.type} className="creation-download" />
        <button type="button" className="button" onClick={onUseAsReference} data-testid="creation-use-reference">
          {t("images.useAsReference")}
        </button>
        {/* The image tools are issue 19's: no link to a page that is not there yet. */}
        {isAreaReady("imageTools") ? (
          <Link className="button" to={toolsPathFor(record.id)} data-testid="creation-open-tools">
            {t("images.openInTools")}
          </Link>
        ) : null}
        <button type="button" className="button creation-delete" onClick={onDelete} aria-label={`${t("images.delete")}: ${record.prompt || record.id}`}>
          {t("images.delete")}
        </button>
      </div>
    </li>
  );
}
