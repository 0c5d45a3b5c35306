import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { dragCarriesImages, imageDropHandlers, imageFilesOf } from "./image-drop";
import "./drag-overlay.css";

/** Full-screen "drop your images here" layer, shown while image files are dragged over the page. */
export function DragOverlay() {
  const { t } = useTranslation();
  const handlers = useSyncExternalStore(imageDropHandlers.subscribe, imageDropHandlers.getSnapshot);
  const active = handlers.length > 0;
  const [visible, setVisible] = useState(false);
  // dragenter/dragleave fire for every child element crossed; count them to know when we left the window.
  const depth = useRef(0);

  useEffect(() => {
    if (!active) return;
    const onDragEnter = (event: DragEvent) => {
      if (!dragCarriesImages(event.dataTransfer)) return;
      event.preventDefault();
      depth.current += 1;
      setVisible(true);
    };
    const onDragOver = (event: DragEvent) => {
      if (!dragCarriesImages(event.dataTransfer)) return;
      // Without this the browser refuses the drop (and would open the file instead).
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
    };
    const onDragLeave = () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setVisible(false);
    };
    const onDrop = (event: DragEvent) => {
      depth.current = 0;
      setVisible(false);
      const files = imageFilesOf(event.dataTransfer?.files);
      if (!dragCarriesImages(event.dataTransfer) && files.length === 0) return;
      event.preventDefault();
      const handler = imageDropHandlers.getSnapshot().at(-1);
      if (handler && files.length > 0) handler(files);
    };
    window.addEventListener("dragenter", onDragEnter);
    window.addEventListener("dragover", onDragOver);
    window.addEventListener("dragleave", onDragLeave);
    window.addEventListener("drop", onDrop);
    return () => {
      window.removeEventListener("dragenter", onDragEnter);
      window.removeEventListener("dragover", onDragOver);
      window.removeEventListener("dragleave", onDragLeave);
      window.removeEventListener("drop", onDrop);
      depth.current = 0;
      setVisible(false);
    };
  }, [active]);

  if (!visible) return null;
  return (
    <div className="drag-overlay" data-testid="drag-overlay" aria-live="polite">
      <div className="drag-overlay-frame">
        <span className="drag-overlay-icon" aria-hidden="true">
          ⤓
        </span>
        <p className="drag-overlay-title">{t("ui.dropTitle")}</p>
        <p className="drag-overlay-hint">{t("ui.dropHint")}</p>
      </div>
    </div>
  );
}
