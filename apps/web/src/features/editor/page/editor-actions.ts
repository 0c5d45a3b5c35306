import type { Box } from "@studio/design";
import type { TFunction } from "i18next";
import { alignMoves, distributeMoves, type AlignEdge, type IdBox } from "../canvas/geometry";
import { movableIds } from "../canvas/selection-rules";
import type { EditorStore } from "../store/editor-store";
import { announce } from "./announcer";
import { elementLabel } from "./element-labels";

/**
 * The editor's actions shared by the toolbar, the keyboard and the layers list, each one command
 * (one undo step) and each announced.
 */
export function editorActions(store: EditorStore, t: TFunction, boxes: () => ReadonlyMap<string, Box>) {
  const state = () => store.getState();
  const selectedElements = () => {
    const ids = new Set(state().selection);
    return state().document.elements.filter((e) => ids.has(e.id));
  };
  const applyMoves = (moves: Map<string, { dx: number; dy: number }>) => {
    if (moves.size === 0) return;
    const { beginGesture, endGesture, apply, document } = state();
    beginGesture();
    for (const [id, { dx, dy }] of moves) {
      const element = document.elements.find((e) => e.id === id);
      if (element) apply({ type: "update", ids: [id], patch: { x: Math.round((element.x + dx) * 100) / 100, y: Math.round((element.y + dy) * 100) / 100 } });
    }
    endGesture();
  };
  const idBoxes = (ids: readonly string[]): IdBox[] => ids.flatMap((id) => (boxes().get(id) ? [{ id, ...boxes().get(id)! }] : []));

  return {
    /** Arrow keys: 1 px, 10 px with shift; locked elements stay. */
    nudge(dx: number, dy: number) {
      const { document, selection, apply } = state();
      const ids = movableIds(document, selection);
      if (ids.length === 0) return;
      const moved = document.elements.filter((e) => ids.includes(e.id));
      // One command per element would be several steps: a gesture keeps one key press one step.
      state().beginGesture();
      for (const element of moved) apply({ type: "update", ids: [element.id], patch: { x: element.x + dx, y: element.y + dy } });
      state().endGesture();
      const direction = dx < 0 ? "left" : dx > 0 ? "right" : dy < 0 ? "up" : "down";
      const name = moved.length === 1 ? elementLabel(moved[0]!, t) : String(moved.length);
      announce(t("editor.announce.moved", { name, distance: Math.abs(dx || dy), direction: t(`editor.directions.${direction}`) }));
    },
    remove() {
      const { document, selection, apply } = state();
      const ids = movableIds(document, selection);
      if (ids.length === 0) return;
      apply({ type: "remove", ids });
      announce(t("editor.announce.removed", { count: ids.length }));
    },
    duplicate() {
      const before = state().document.elements.length;
      state().duplicate();
      const added = state().document.elements.length - before;
      if (added > 0) announce(t("editor.announce.added", { count: added }));
    },
    paste() {
      const before = state().document.elements.length;
      state().paste();
      const added = state().document.elements.length - before;
      if (added > 0) announce(t("editor.announce.added", { count: added }));
    },
    copy: () => state().copy(),
    undo() {
      if (store.temporal.getState().pastStates.length === 0) return;
      store.temporal.getState().undo();
      announce(t("editor.announce.undone"));
    },
    redo() {
      if (store.temporal.getState().futureStates.length === 0) return;
      store.temporal.getState().redo();
      announce(t("editor.announce.redone"));
    },
    order(to: "front" | "back" | "forward" | "backward") {
      const ids = state().selection;
      if (ids.length > 0) state().apply({ type: "order", ids, to });
    },
    group: () => state().apply({ type: "group", ids: state().selection }),
    ungroup: () => state().apply({ type: "ungroup", ids: state().selection }),
    /** Locks (or unlocks, when all are locked) the selection. */
    toggleLock() {
      const elements = selectedElements();
      if (elements.length === 0) return;
      const locked = elements.every((e) => (e as { locked?: boolean }).locked === true);
      state().apply({ type: "update", ids: elements.map((e) => e.id), patch: { locked: !locked } });
    },
    setHidden(ids: readonly string[], hidden: boolean) {
      if (ids.length > 0) state().apply({ type: "update", ids, patch: { hidden } });
    },
    align(edge: AlignEdge) {
      const { document, selection } = state();
      applyMoves(alignMoves(idBoxes(movableIds(document, selection)), edge, { x: 0, y: 0, width: document.width, height: document.height }));
    },
    distribute(axis: "horizontal" | "vertical") {
      const { document, selection } = state();
      applyMoves(distributeMoves(idBoxes(movableIds(document, selection)), axis));
    },
    selectAll() {
      const { document, select } = state();
      select(document.elements.filter((e) => !(e as { hidden?: boolean }).hidden).map((e) => e.id));
    },
  };
}

export type EditorActions = ReturnType<typeof editorActions>;
