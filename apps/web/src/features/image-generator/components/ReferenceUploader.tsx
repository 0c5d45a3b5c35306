import { useRef, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { useReferenceUploads } from "../hooks/use-reference-uploads";
import { imageLinkOf, type ReferenceImage } from "../reference-limits";

export type ReferenceUploaderProps = {
  images: ReferenceImage[];
  onChange(images: ReferenceImage[]): void;
  /** 5 on the remix pages, 10 on the bulk page (reference-limits.ts). */
  max: number;
  /** A picture's own action under it (the playground's Describe). */
  renderAction?(image: ReferenceImage): React.ReactNode;
};

/** Reference images: pick, drop (files or an image link) or paste; thumbnails with a remove button. */
export function ReferenceUploader({ images, onChange, max, renderAction }: ReferenceUploaderProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { loading, progress, addFiles, addLink } = useReferenceUploads(images, onChange, max);
  const onDrop = (event: DragEvent) => {
    // Files dropped here are taken by the page's drop layer; a dragged link from another page is not a file.
    const link = imageLinkOf(event.dataTransfer.getData("text/uri-list").split("\n")[0] ?? "") ?? imageLinkOf(event.dataTransfer.getData("text/plain"));
    if (link && event.dataTransfer.files.length === 0) {
      event.preventDefault();
      void addLink(link);
    }
  };
  return (
    <div className="gen-refs" data-testid="reference-uploader" onDragOver={(event) => event.preventDefault()} onDrop={onDrop} aria-busy={loading}>
      <div className="gen-refs-head">
        <span className="gen-label">{t("generator.references")}</span>
        <small>{t("generator.referencesHint", { count: max })}</small>
      </div>
      <ul className="gen-refs-list">
        {images.map((image, index) => (
          <li key={`${image.src}-${index}`} className="gen-ref" data-testid="reference-image">
            <img src={image.preview} alt={image.name} width={72} height={72} />
            <button
              type="button"
              className="gen-ref-remove"
              aria-label={`${t("generator.removeReference")}: ${image.name}`}
              onClick={() => onChange(images.filter((_, i) => i !== index))}
            >
              ×
            </button>
            {renderAction?.(image)}
          </li>
        ))}
        {images.length < max ? (
          <li>
            <button type="button" className="gen-ref-add" disabled={loading} onClick={() => input.current?.click()} data-testid="add-reference">
              {loading
                ? progress === null
                  ? t("generator.uploading")
                  : t("generator.uploadingPercent", { percent: progress })
                : `+ ${t("generator.addReference")}`}
            </button>
          </li>
        ) : null}
      </ul>
      <small className="gen-hint">{t("generator.dropOrPaste")}</small>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        multiple={max > 1}
        hidden
        data-testid="reference-input"
        onChange={(event) => {
          addFiles(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
    </div>
  );
}
