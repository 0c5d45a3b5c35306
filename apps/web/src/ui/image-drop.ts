import { createExternalStore } from "../lib/external-store";

export type ImageDropHandler = (files: File[]) => void;

/**
 * Pages that accept dropped images register a handler here. The full-screen overlay only
 * appears while one is registered, so dropping is never a dead end; the latest registration wins.
 */
export const imageDropHandlers = createExternalStore<readonly ImageDropHandler[]>([]);

export function registerImageDropHandler(handler: ImageDropHandler): () => void {
  imageDropHandlers.set([...imageDropHandlers.getSnapshot(), handler]);
  return () => imageDropHandlers.set(imageDropHandlers.getSnapshot().filter((item) => item !== handler));
}

type DragData = Pick<DataTransfer, "types"> & { items?: ArrayLike<Pick<DataTransferItem, "kind" | "type">> | null };

/**
 * During dragenter the files themselves are hidden, but items expose kind and MIME type.
 * Some browsers give no items: then any dragged file counts, the drop handler filters later.
 */
export function dragCarriesImages(data: DragData | null): boolean {
  if (!data) return false;
  const items = data.items ? Array.from(data.items) : [];
  if (items.length > 0) return items.some((item) => item.kind === "file" && item.type.startsWith("image/"));
  return Array.from(data.types).includes("Files");
}

export function imageFilesOf(files: ArrayLike<File> | null | undefined): File[] {
  return files ? Array.from(files).filter((file) => file.type.startsWith("image/")) : [];
}
