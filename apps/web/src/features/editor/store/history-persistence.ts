import { migrateDesignDocument, type DesignElement } from "@studio/design";
import { z } from "zod";
import type { EditorSnapshot, EditorStore, EditorStoreInit } from "./editor-store";

/**
 * The history of an unsaved document survives a reload (issue 21): the present, the undo steps and
 * the redo steps go to sessionStorage (this tab only, gone with it) under a key of the page.
 *
 * Steps share their unchanged elements (each command copies only the elements it changes), and so
 * does what is written: every distinct element once in `elements`, each step's document naming
 * its elements by their index there. A step then costs what it changed, not the whole document:
 * 100 nudges of one element of a 200-element document were 100 copies of the document (about 10 MB
 * of JSON per write, over the storage quota) and are now about 300 elements.
 */
const SnapshotSchema = z.object({ document: z.unknown(), selection: z.array(z.string()) });
const StoredHistorySchema = z.object({
  present: SnapshotSchema,
  past: z.array(SnapshotSchema),
  future: z.array(SnapshotSchema),
  /** The distinct elements of every step, which the steps' documents name by index (absent in histories kept before). */
  elements: z.array(z.unknown()).optional(),
  /** Whatever the page needs to reopen the same thing (the work's id and version it was saved at). */
  meta: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).default({}),
});

export type HistoryMeta = Record<string, string | number | null>;
export type RestoredHistory = EditorStoreInit & { meta: HistoryMeta };

const KEY_PREFIX = "studio.editor.history:";

type StoredSnapshot = z.infer<typeof SnapshotSchema>;

function toSnapshot(value: StoredSnapshot): EditorSnapshot | null {
  // Migrated like any stored document, so a history kept before a document version change still opens.
  try {
    return { document: migrateDesignDocument(value.document), selection: value.selection };
  } catch {
    return null;
  }
}

const IndexListSchema = z.array(z.number().int().min(0));

/**
 * Steps written with a shared element table: the table is migrated once (as the elements of the
 * present's document), and every step's document gets those same objects back, so the steps share
 * them again in memory and in the next write.
 */
function unpackSteps(table: unknown[], present: StoredSnapshot): ((value: StoredSnapshot) => EditorSnapshot | null) | null {
  const shell = (document: unknown) => (typeof document === "object" && document !== null ? (document as Record<string, unknown>) : {});
  let elements: DesignElement[];
  try {
    elements = migrateDesignDocument({ ...shell(present.document), elements: table }).elements;
  } catch {
    return null;
  }
  if (elements.length !== table.length) return null;
  return (value) => {
    const indices = IndexListSchema.safeParse(shell(value.document).elements);
    if (!indices.success || indices.data.some((i) => i >= elements.length)) return null;
    try {
      const document = migrateDesignDocument({ ...shell(value.document), elements: [] });
      return { document: { ...document, elements: indices.data.map((i) => elements[i]!) }, selection: value.selection };
    } catch {
      return null;
    }
  };
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
  const read = stored.data.elements ? unpackSteps(stored.data.elements, stored.data.present) : toSnapshot;
  const present = read?.(stored.data.present);
  if (!read || !present) return null;
  const steps = (list: StoredSnapshot[]) => list.map(read).filter((s): s is EditorSnapshot => s !== null);
  return { ...present, pastStates: steps(stored.data.past), futureStates: steps(stored.data.future), meta: stored.data.meta };
}

export function clearHistory(storage: Storage, key: string): void {
  try {
    storage.removeItem(KEY_PREFIX + key);
  } catch {
    // Storage denied: nothing was kept either.
  }
}

/** The steps with every distinct element (by identity) once in `elements` and the documents naming them by index. */
function pack(present: EditorSnapshot, past: EditorSnapshot[], future: EditorSnapshot[], meta: HistoryMeta): string {
  const index = new Map<DesignElement, number>();
  const elements: DesignElement[] = [];
  const packed = ({ document, selection }: EditorSnapshot) => ({
    document: {
      ...document,
      elements: document.elements.map((element) => {
        let at = index.get(element);
        if (at === undefined) {
          at = elements.push(element) - 1;
          index.set(element, at);
        }
        return at;
      }),
    },
    selection,
  });
  const steps = { present: packed(present), past: past.map(packed), future: future.map(packed) };
  return JSON.stringify({ ...steps, elements, meta });
}

function write(storage: Storage, key: string, present: EditorSnapshot, past: EditorSnapshot[], future: EditorSnapshot[], meta: HistoryMeta): void {
  // A big document times many steps can pass the storage quota: keep dropping the oldest half of the
  // undo steps until it fits (the present always fits or nothing is kept).
  let kept = past;
  for (;;) {
    try {
      storage.setItem(KEY_PREFIX + key, pack(present, kept, future, meta));
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
