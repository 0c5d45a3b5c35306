import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../ui/Modal";
import { variantUrl, type ImageRecord } from "../api/showcase-api";
import { useShowcaseAction } from "../hooks/use-showcase";
import { ListImage } from "../../../ui/ListImage";
import { UserWidget } from "./UserWidget";

/** The prompt a card shows: the featured sample's ('Image alt') when featured, else the record's. */
export const shownPrompt = (record: ImageRecord) => record.sample?.prompt || record.prompt;

/**
 * One logo of the showcase: thumbnail (opens the preview), star to feature or cancel, 'Image alt'
 * editing of a featured sample's prompt, admin remove ('Sure to remove?'), and the owner's widget.
 */
export function ShowcaseCard({ record, onPreview }: { record: ImageRecord; onPreview: () => void }) {
  const { t } = useTranslation();
  const action = useShowcaseAction();
  const [editing, setEditing] = useState(false);
  const [alt, setAlt] = useState("");
  const [removing, setRemoving] = useState(false);
  const featured = record.sample !== null;
  const prompt = shownPrompt(record);

  const saveAlt = async () => {
    if (!record.sample) return;
    await action.mutateAsync({ kind: "alt", imgId: record.id, prompt: alt.trim() }).then(
      () => setEditing(false),
      () => undefined,
    );
  };

  return (
    <li className="showcase-card" data-testid="showcase-card" data-id={record.id}>
      <button type="button" className="showcase-thumb" onClick={onPreview} aria-label={t("showcase.preview", { prompt: prompt || t("showcase.noPrompt") })}>
        <ListImage src={variantUrl(record.src, 400)} alt={prompt} width={400} height={400} />
      </button>
      {featured ? <span className="showcase-badge showcase-badge-featured">{t("showcase.featured")}</span> : null}
      <p className="showcase-prompt" data-testid="showcase-prompt">
        {prompt || t("showcase.noPrompt")}
      </p>
      <div className="showcase-actions">
        <button
          type="button"
          className={`icon-button showcase-star${featured ? " is-on" : ""}`}
          aria-pressed={featured}
          aria-label={featured ? t("showcase.unfeature") : t("showcase.feature")}
          title={featured ? t("showcase.unfeature") : t("showcase.feature")}
          data-testid="showcase-star"
          disabled={action.isPending}
          onClick={() => action.mutate(featured ? { kind: "unfeature", imgId: record.id } : { kind: "feature", record })}
        >
          <span aria-hidden="true">{featured ? "★" : "☆"}</span>
        </button>
        {featured ? (
          <button
            type="button"
            className="button button-small"
            data-testid="showcase-alt"
            aria-expanded={editing}
            onClick={() => {
              setAlt(record.sample?.prompt ?? "");
              setEditing((value) => !value);
            }}
          >
            {t("showcase.imageAlt")}
          </button>
        ) : null}
        <button type="button" className="button button-small showcase-remove" data-testid="showcase-remove" onClick={() => setRemoving(true)}>
          {t("showcase.remove")}
        </button>
      </div>
      {editing && featured ? (
        <form
          className="showcase-alt-form"
          onSubmit={(event) => {
            event.preventDefault();
            void saveAlt();
          }}
        >
          <label className="showcase-alt-label">
            {t("showcase.imageAlt")}
            <textarea value={alt} maxLength={400} rows={3} onChange={(event) => setAlt(event.target.value)} data-testid="showcase-alt-input" />
          </label>
          <small>{t("showcase.imageAltHint")}</small>
          <div className="showcase-alt-buttons">
            <button type="button" className="button button-small" onClick={() => setEditing(false)}>
              {t("common.cancel")}
            </button>
            <button type="submit" className="button button-primary" disabled={action.isPending} data-testid="showcase-alt-save">
              {t("showcase.save")}
            </button>
          </div>
        </form>
      ) : null}
      {record.user ? <UserWidget owner={record.user} /> : null}
      <Modal
        open={removing}
        onClose={() => setRemoving(false)}
        title={t("showcase.sureToRemove")}
        footer={
          <>
            <button type="button" className="button button-secondary" data-autofocus onClick={() => setRemoving(false)}>
              {t("common.cancel")}
            </button>
            <button
              type="button"
              className="button button-primary"
              data-testid="showcase-remove-confirm"
              onClick={() => {
                setRemoving(false);
                action.mutate({ kind: "remove", id: record.id });
              }}
            >
              {t("showcase.remove")}
            </button>
          </>
        }
      >
        <p>{t("showcase.removeBody")}</p>
      </Modal>
    </li>
  );
}
