import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useReferenceUploads } from "../../image-generator/hooks/use-reference-uploads";
import type { ReferenceImage } from "../../image-generator/reference-limits";
import type { SourceImage } from "../hooks/use-tool-source";

/**
 * The tool's source image: shown when there is one, else the drop zone; pick, drop or paste a file
 * (or an image link) through the generator's uploader (the same limits and server checks), one at a
 * time: a new image replaces the old one.
 */
export function SourcePanel({
  source,
  loading,
  onChoose,
  onBroken,
}: {
  source: SourceImage | null;
  loading: boolean;
  onChoose(image: SourceImage): void;
  onBroken(): void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const take = (images: ReferenceImage[]) => {
    const image = images[images.length - 1];
    if (image) onChoose({ src: image.src, preview: image.preview, width: image.width, height: image.height, name: image.name });
  };
  const uploads = useReferenceUploads([], take, 1, true, t("imageTools.uploadFailed"));
  const busy = uploads.loading || loading;
  const uploading = uploads.progress === null ? t("imageTools.uploading") : t("imageTools.uploadingPercent", { percent: uploads.progress });
  return (
    <section className="tools-source" aria-labelledby="tools-source-title" aria-busy={busy} data-testid="tools-source">
      <h2 id="tools-source-title" className="tools-h2">
        {t("imageTools.source")}
      </h2>
      {source ? (
        <div className="tools-source-image tools-checker">
          <img src={source.preview} alt={source.name} onError={onBroken} data-testid="tools-source-image" />
        </div>
      ) : (
        <button type="button" className="tools-drop" onClick={() => input.current?.click()} disabled={busy}>
          {busy ? uploading : t("imageTools.sourceEmpty")}
        </button>
      )}
      {source ? (
        <button type="button" className="button button-small" onClick={() => input.current?.click()} disabled={busy} data-testid="tools-replace">
          {uploads.loading ? uploading : t("imageTools.replace")}
        </button>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        data-testid="tools-input"
        onChange={(event) => {
          uploads.addFiles(Array.from(event.target.files ?? []).slice(0, 1));
          event.target.value = "";
        }}
      />
    </section>
  );
}
