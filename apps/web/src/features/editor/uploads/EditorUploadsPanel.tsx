import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useEditorStoreApi } from "../store/editor-store-context";
import { imageElementFor } from "./image-element";
import { useEditorUploads, type EditorImage } from "./use-editor-uploads";

/**
 * The editor's upload tools, mounted in the page under its store: 'Upload images' (the picker),
 * 'Upload from phone' (the QR code), the progress list, and the page-wide drop and paste. Each stored
 * image becomes an image element through the store's one command (`add`, so undo removes it).
 */
export function EditorUploadsPanel({ design }: { design: string }) {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const onImage = useCallback(
    (image: EditorImage) => {
      const { document, apply } = store.getState();
      apply({ type: "add", elements: [imageElementFor(image, document)] });
    },
    [store],
  );
  const uploads = useEditorUploads({ onImage, design });
  return (
    <section className="editor-uploads-panel" aria-label={t("editorUploads.upload")}>
      <button type="button" className="button" onClick={uploads.openPicker} disabled={uploads.loading} data-testid="editor-upload-pick">
        {t("editorUploads.pickImages")}
      </button>
      <button type="button" className="button" onClick={uploads.openMobileUpload} data-testid="editor-upload-phone">
        {t("editorUploads.fromPhone")}
      </button>
      {uploads.view}
    </section>
  );
}
