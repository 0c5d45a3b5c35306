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
 * Ctrl/Cmd+C, D, A, Z, Shift+Z and Y. Escape clears the selection. Ctrl/Cmd+V is left to the browser,
 * whose paste event `handleEditorPaste` takes (below).
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

/**
 * A paste on the page: the copied elements come back, unless the uploads took the paste first (an
 * image or an image link on the clipboard: their listener on the document runs before this one on the
 * window and marks the event handled), so one Ctrl+V never adds both. Pastes into a field are the field's.
 */
export function handleEditorPaste(event: ClipboardEvent, actions: EditorActions): boolean {
  if (event.defaultPrevented || typing(event.target)) return false;
  actions.paste();
  event.preventDefault();
  return true;
}

export function useEditorShortcuts(actions: EditorActions, clear: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      handleEditorKey(event, actions, clear);
    };
    const onPaste = (event: ClipboardEvent) => {
      handleEditorPaste(event, actions);
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("paste", onPaste);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("paste", onPaste);
    };
  }, [actions, clear]);
}
