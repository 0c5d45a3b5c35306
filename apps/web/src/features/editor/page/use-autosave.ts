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
  /**
   * Asked when the hook unmounts: whether the user is leaving this design (the route moved away from
   * it), so a change still waiting for its save is sent now. A re-mount of the same design (a newer
   * version opened after a conflict) answers false: that document is stale and must not be saved.
   */
  leaving?: () => boolean;
  save?: typeof saveWork;
  /** What a save sends for the open document: by default it is the work's document; a card's back is sent as `back` with the front. */
  body?: (document: Record<string, unknown>) => { document: Record<string, unknown>; back?: Record<string, unknown> | null };
};

const asFront = (document: Record<string, unknown>) => ({ document });

/**
 * Autosave (issue 21): after each committed change of the document (not per frame: the store
 * changes once per gesture) the work is saved over the version last seen, one save at a time;
 * a change during a save is saved right after it. A 409 hands the stored work to `onConflict`.
 *
 * A change is never lost to the delay: the pending save is sent at once (`keepalive`, so it outlives
 * the page) when the page is hidden (`visibilitychange` hidden, `pagehide`: a reload, a closed tab)
 * and when the editor unmounts because the route left this design (`leaving`). Re-renders and
 * re-mounts of the same design send nothing.
 */
export function useAutosave({ store, workId, version, onSaved, onConflict, leaving = () => true, save = saveWork, body = asFront }: Options): {
  status: SaveStatus;
  retry: () => void;
} {
  const [status, setStatus] = useState<SaveStatus>("saved");
  const saved = useRef<{ document: DesignDocument; version: number }>({ document: store.getState().document, version });
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callbacks = useRef({ onSaved, onConflict, save, leaving, body });
  callbacks.current = { onSaved, onConflict, save, leaving, body };
  const run = useRef<() => void>(() => undefined);

  useEffect(() => {
    saved.current = { document: store.getState().document, version };
    let alive = true;
    // A flush asked for while a save was on its way: the newer document follows that save even after unmount.
    let flushAfterSave = false;

    const send = (keepalive: boolean) => {
      const document = store.getState().document;
      busy.current = true;
      if (alive) setStatus("saving");
      const body = { ...callbacks.current.body(document as unknown as Record<string, unknown>), version: saved.current.version };
      callbacks.current.save(workId, body, { keepalive }).then(
        (outcome) => {
          busy.current = false;
          if (outcome.status === "conflict") {
            if (alive) callbacks.current.onConflict(outcome.work);
            return;
          }
          saved.current = { document, version: outcome.work.version };
          callbacks.current.onSaved(outcome.work);
          if (store.getState().document === document) {
            if (alive) setStatus("saved");
          } else if (alive)
            run.current(); // Changed while saving: save again.
          else if (flushAfterSave) {
            flushAfterSave = false;
            send(true);
          }
        },
        () => {
          busy.current = false;
          if (alive) setStatus("failed");
        },
      );
    };

    run.current = () => {
      if (busy.current || !alive) return;
      if (store.getState().document === saved.current.document) {
        setStatus("saved");
        return;
      }
      send(false);
    };

    const flush = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (store.getState().document === saved.current.document) return;
      if (busy.current) flushAfterSave = true;
      else send(true);
    };
    const onVisibility = () => {
      if (window.document.visibilityState === "hidden") flush();
    };

    const unsubscribe = store.subscribe((state, previous) => {
      if (state.document === previous.document) return;
      setStatus("pending");
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        run.current();
      }, AUTOSAVE_DELAY_MS);
    });
    window.addEventListener("pagehide", flush);
    window.document.addEventListener("visibilitychange", onVisibility);
    return () => {
      unsubscribe();
      window.removeEventListener("pagehide", flush);
      window.document.removeEventListener("visibilitychange", onVisibility);
      alive = false;
      if (callbacks.current.leaving()) flush();
      else {
        flushAfterSave = false;
        if (timer.current) clearTimeout(timer.current);
      }
    };
  }, [store, workId, version]);

  return { status, retry: () => run.current() };
}
