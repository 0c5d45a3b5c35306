import type { DesignDocument, DesignElement } from "@studio/design";
import { temporal, type TemporalState } from "zundo";
import { createStore, type StoreApi } from "zustand";
import { applyCommand, type EditorCommand } from "./editor-commands";

/** What the history records: the document and the selection it had (undo restores both). */
export type EditorSnapshot = { document: DesignDocument; selection: readonly string[] };

export type EditorState = EditorSnapshot & {
  /** Copied elements (Ctrl+C); not part of the history. */
  clipboard: readonly DesignElement[];
  /** The one mutation entry of the document. */
  apply: (command: EditorCommand) => void;
  select: (ids: readonly string[]) => void;
  /**
   * A gesture that changes the document several times (a colour slider, a typed size) records ONE
   * undo step: between begin and end the changes show but are not recorded, and the end records
   * the change from the state before the gesture.
   */
  beginGesture: () => void;
  endGesture: () => void;
  copy: () => void;
  /** Pastes (or duplicates) elements offset by `offset` px, selecting the new copies. */
  paste: (offset?: number) => void;
  duplicate: () => void;
};

export type EditorStore = StoreApi<EditorState> & { temporal: StoreApi<TemporalState<EditorSnapshot>> };

/** Enough for the bench's 100 undo steps with room to spare; older steps are dropped. */
export const HISTORY_LIMIT = 200;
/** Where pasted and duplicated copies land, down and right of the original so they are visibly new. */
export const PASTE_OFFSET = 20;

export type EditorStoreInit = {
  document: DesignDocument;
  selection?: readonly string[];
  pastStates?: EditorSnapshot[];
  futureStates?: EditorSnapshot[];
};

export function createEditorStore(init: EditorStoreInit): EditorStore {
  let gestureBase: EditorSnapshot | null = null;
  const store: EditorStore = createStore<EditorState>()(
    temporal(
      (set, get) => ({
        document: init.document,
        selection: init.selection ?? [],
        clipboard: [],
        apply: (command) => {
          const { document, selection } = get();
          const result = applyCommand(document, command);
          if (result.document === document) return;
          const present = new Set(result.document.elements.map((e) => e.id));
          set({ document: result.document, selection: (result.selection ?? selection).filter((id) => present.has(id)) });
        },
        select: (ids) => {
          const present = new Set(get().document.elements.map((e) => e.id));
          set({ selection: ids.filter((id) => present.has(id)) });
        },
        beginGesture: () => {
          if (gestureBase) return;
          gestureBase = { document: get().document, selection: get().selection };
          store.temporal.getState().pause();
        },
        endGesture: () => {
          const base = gestureBase;
          if (!base) return;
          gestureBase = null;
          const end = { document: get().document, selection: get().selection };
          // Back to the state before the gesture unrecorded, then forward to its end recorded: one step.
          set(base);
          store.temporal.getState().resume();
          set(end);
        },
        copy: () => {
          const { document, selection } = get();
          const ids = new Set(selection);
          set({ clipboard: document.elements.filter((e) => ids.has(e.id)) });
        },
        paste: (offset = PASTE_OFFSET) => {
          const { clipboard, apply } = get();
          if (clipboard.length === 0) return;
          const copies = clipboard.map((e) => ({ ...e, x: e.x + offset, y: e.y + offset }));
          apply({ type: "add", elements: copies });
          // A second paste lands further on, not on top of the first.
          set({ clipboard: copies });
        },
        duplicate: () => {
          const { document, selection, apply } = get();
          const ids = new Set(selection);
          const copies = document.elements.filter((e) => ids.has(e.id)).map((e) => ({ ...e, x: e.x + PASTE_OFFSET, y: e.y + PASTE_OFFSET }));
          if (copies.length > 0) apply({ type: "add", elements: copies });
        },
      }),
      {
        limit: HISTORY_LIMIT,
        partialize: (state): EditorSnapshot => ({ document: state.document, selection: state.selection }),
        // Selecting alone is not an undo step; only a changed document is.
        equality: (past, current) => past.document === current.document,
        pastStates: init.pastStates,
        futureStates: init.futureStates,
      },
    ),
  );
  return store;
}
