import { migrateDesignDocument } from "@studio/design";
import { z } from "zod";
import type { EditorSnapshot, EditorStore, EditorStoreInit } from "./editor-store";

/**
 * The history of an unsaved document survives a reload (issue 21): the present, the undo steps and
 * the redo steps go to sessionStorage (this tab only, gone with it) under a key of the page.
 */
const SnapshotSchema = z.object({ document: z.unknown(), selection: z.array(z.string()) });
const StoredHistorySchema = z.object({
  present: SnapshotSchema,
  past: z.array(SnapshotSchema),
  future: z.array(SnapshotSchema),
  /** Whatever the page needs to reopen the same thing (the work's id and version it was saved at). */
  meta: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).default({}),
});

export type HistoryMeta = Record<string, string | number | null>;
export type RestoredHistory = EditorStoreInit & { meta: HistoryMeta };

const KEY_PREFIX = "studio.editor.history:";

function toSnapshot(value: z.infer<typeof SnapshotSchema>): EditorSnapshot | null {
  // Migrated like any stored document, so a history kept before a document version change still opens.
  try {
    return { document: migrateDesignDocument(value.document), selection: value.selection };
  } catch {
    return null;
  }
}

/** The stored history of `key`, or null when there is none or it no longer parses (an older document version). */
export function readHistory(storage: Storage, key: string): RestoredHistory | null {
  let raw: string | null;
  try {
    raw = storage.getItem(KEY_PREFIX + key);
  } catch {
    return null;
  }
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const stored = StoredHistorySchema.safeParse(json);
  if (!stored.success) return null;
  const present = toSnapshot(stored.data.present);
  if (!present) return null;
  const steps = (list: z.infer<typeof SnapshotSchema>[]) => list.map(toSnapshot).filter((s): s is EditorSnapshot => s !== null);
  return { ...present, pastStates: steps(stored.data.past), futureStates: steps(stored.data.future), meta: stored.data.meta };
}

export function clearHistory(storage: Storage, key: string): void {
  try {
    storage.removeItem(KEY_PREFIX + key);
  } catch {
    // Storage denied: nothing was kept either.
  }
}

function write(storage: Storage, key: string, present: EditorSnapshot, past: EditorSnapshot[], future: EditorSnapshot[], meta: HistoryMeta): void {
  // A big document times many steps can pass the storage quota: keep dropping the oldest half of the
  // undo steps until it fits (the present always fits or nothing is kept).
  let kept = past;
  for (;;) {
    try {
      storage.setItem(KEY_PREFIX + key, JSON.stringify({ present, past: kept, future, meta }));
      return;
    } catch {
      if (kept.length === 0 && future.length === 0) return;
      if (kept.length === 0) future = [];
      kept = kept.slice(Math.ceil(kept.length / 2));
    }
  }
}

/** How long the history waits for more changes before writing (a reload inside it loses at most this). */
export const PERSIST_DELAY_MS = 250;

export type HistoryPersistence = { flush: () => void; stop: () => void };

/**
 * Keeps the store's history in `storage` after each change until `stop()`. Writes wait
 * PERSIST_DELAY_MS so a gesture's many frames cost one write; `flush()` writes at once (the page
 * calls it on pagehide). `meta()` is read at each write so the page can record what was last saved.
 */
export function persistHistory(store: EditorStore, storage: Storage, key: string, meta: () => HistoryMeta = () => ({})): HistoryPersistence {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last: EditorSnapshot | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const { document, selection } = store.getState();
    const { pastStates, futureStates } = store.temporal.getState();
    last = { document, selection };
    write(storage, key, last, pastStates as EditorSnapshot[], futureStates as EditorSnapshot[], meta());
  };
  const schedule = () => {
    if (timer === null) timer = setTimeout(flush, PERSIST_DELAY_MS);
  };
  const unsubscribe = store.subscribe((state) => {
    // Only a changed document or selection is worth a write (not the clipboard).
    if (last && state.document === last.document && state.selection === last.selection) return;
    schedule();
  });
  const unsubscribeTemporal = store.temporal.subscribe(schedule);
  return {
    flush,
    stop: () => {
      if (timer !== null) flush();
      unsubscribe();
      unsubscribeTemporal();
    },
  };
}
