import type { Work } from "@studio/contracts";
import type { DesignDocument } from "@studio/design";
import { useEffect, useRef, useState } from "react";
import { saveWork } from "../../works/api/works-api";
import type { EditorStore } from "../store/editor-store";

export type SaveStatus = "saved" | "saving" | "failed" | "pending";

/** How long after the last committed change the work is saved: a burst of nudges is one save. */
export const AUTOSAVE_DELAY_MS = 1200;

type Options = {
  store: EditorStore;
  workId: number;
  /** The version the open document was loaded or last saved as. */
  version: number;
  /** Each save's new version (the page keeps it with the history, so a reload knows what it has). */
  onSaved: (work: Work) => void;
  /** A newer version was saved elsewhere: the page opens it and says so. */
  onConflict: (work: Work) => void;
  save?: typeof saveWork;
  /** What a save sends for the open document: by default it is the work's document; a card's back is sent as `back` with the front. */
  body?: (document: Record<string, unknown>) => { document: Record<string, unknown>; back?: Record<string, unknown> | null };
};

const asFront = (document: Record<string, unknown>) => ({ document });

/**
 * Autosave (issue 21): after each committed change of the document (not per frame: the store
 * changes once per gesture) the work is saved over the version last seen, one save at a time;
 * a change during a save is saved right after it. A 409 hands the stored work to `onConflict`.
 */
export function useAutosave({ store, workId, version, onSaved, onConflict, save = saveWork, body = asFront }: Options): {
  status: SaveStatus;
  retry: () => void;
} {
  const [status, setStatus] = useState<SaveStatus>("saved");
  const saved = useRef<{ document: DesignDocument; version: number }>({ document: store.getState().document, version });
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callbacks = useRef({ onSaved, onConflict, save, body });
  callbacks.current = { onSaved, onConflict, save, body };
  const run = useRef<() => void>(() => undefined);

  useEffect(() => {
    saved.current = { document: store.getState().document, version };
    let alive = true;
    run.current = () => {
      if (busy.current || !alive) return;
      const document = store.getState().document;
      if (document === saved.current.document) {
        setStatus("saved");
        return;
      }
      busy.current = true;
      setStatus("saving");
      callbacks.current.save(workId, { ...callbacks.current.body(document as unknown as Record<string, unknown>), version: saved.current.version }).then(
        (outcome) => {
          busy.current = false;
          if (!alive) return;
          if (outcome.status === "conflict") {
            callbacks.current.onConflict(outcome.work);
            return;
          }
          saved.current = { document, version: outcome.work.version };
          callbacks.current.onSaved(outcome.work);
          // Changed while saving: save again.
          if (store.getState().document !== document) run.current();
          else setStatus("saved");
        },
        () => {
          busy.current = false;
          if (alive) setStatus("failed");
        },
      );
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.document === previous.document) return;
      setStatus("pending");
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => run.current(), AUTOSAVE_DELAY_MS);
    });
    return () => {
      alive = false;
      unsubscribe();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [store, workId, version]);

  return { status, retry: () => run.current() };
}
