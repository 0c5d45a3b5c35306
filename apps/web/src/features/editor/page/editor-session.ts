import type { DesignDocument } from "@studio/design";
import { createEditorStore, type EditorStore } from "../store/editor-store";
import { persistHistory, readHistory, type HistoryMeta } from "../store/history-persistence";

/** sessionStorage, or null where the browser denies it (the history then lasts as long as the page). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The history key of a page: a new design's query, or a work's id. */
export const workHistoryKey = (id: number): string => `w/${id}`;

/**
 * The store for a page: the kept history when there is one and `accept` says it belongs to what was
 * loaded (a work's history only on top of the version it was made from), else a fresh one.
 */
export function openStore(key: string, document: DesignDocument, accept: (meta: HistoryMeta) => boolean = () => true): EditorStore {
  const storage = sessionStore();
  const kept = storage ? readHistory(storage, key) : null;
  return createEditorStore(kept && accept(kept.meta) ? kept : { document });
}

/** Keeps the store's history in sessionStorage (written at once on pagehide); returns the cleanup. */
export function keepHistory(store: EditorStore, key: string, meta: () => HistoryMeta = () => ({})): () => void {
  const storage = sessionStore();
  if (!storage) return () => undefined;
  const persistence = persistHistory(store, storage, key, meta);
  const flush = () => persistence.flush();
  window.addEventListener("pagehide", flush);
  return () => {
    window.removeEventListener("pagehide", flush);
    persistence.stop();
  };
}

/** Hands a new design's history to the work it was saved as, so undo still works after the page moves to /design/w/{id}. */
export function moveHistory(store: EditorStore, key: string, meta: HistoryMeta): void {
  const storage = sessionStore();
  if (!storage) return;
  const persistence = persistHistory(store, storage, key, () => meta);
  persistence.flush();
  persistence.stop();
}
