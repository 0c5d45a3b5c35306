import { useEffect } from "react";
import type { EditorActions } from "./editor-actions";

/** Keys typed into a field are the field's, not the canvas's. */
function typing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || typeof element.closest !== "function") return false;
  return element.isContentEditable || element.closest("input, textarea, select, [contenteditable='true']") !== null;
}

/**
 * The editor's keyboard shortcuts (issue 21): arrows move 1 px (shift 10 px), Delete/Backspace,
 * Ctrl/Cmd+C, V, D, A, Z, Shift+Z and Y. Escape clears the selection.
 */
export function handleEditorKey(event: KeyboardEvent, actions: EditorActions, clear: () => void): boolean {
  if (typing(event.target)) return false;
  const mod = event.ctrlKey || event.metaKey;
  const step = event.shiftKey ? 10 : 1;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (mod && key === "z" && event.shiftKey) actions.redo();
  else if (mod && key === "z") actions.undo();
  else if (mod && key === "y") actions.redo();
  else if (mod && key === "c") actions.copy();
  else if (mod && key === "v") actions.paste();
  else if (mod && key === "d") actions.duplicate();
  else if (mod && key === "a") actions.selectAll();
  else if (key === "Delete" || key === "Backspace") actions.remove();
  else if (key === "Escape") clear();
  else if (key === "ArrowLeft") actions.nudge(-step, 0);
  else if (key === "ArrowRight") actions.nudge(step, 0);
  else if (key === "ArrowUp") actions.nudge(0, -step);
  else if (key === "ArrowDown") actions.nudge(0, step);
  else return false;
  event.preventDefault();
  return true;
}

export function useEditorShortcuts(actions: EditorActions, clear: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      handleEditorKey(event, actions, clear);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [actions, clear]);
}
