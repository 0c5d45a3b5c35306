import type { DesignDocument, TextElement } from "@studio/design";
import { layerFields } from "../store/editor-commands";

/**
 * What the overlay's typed words commit: lines kept ("\r\n" read as "\n"), trailing empty lines and
 * a browser's closing line break dropped. null when nothing is left (a text element needs words:
 * the element keeps its own) or nothing changed (no undo step for an unchanged text).
 */
export function typedText(typed: string, before: string): string | null {
  const text = typed
    .replace(/\r\n?/g, "\n")
    .replace(/\u00a0/g, " ")
    .replace(/\n+$/, "");
  if (text.trim() === "" || text === before) return null;
  return text;
}

/** The text element a double-click or Enter opens for typing: one selected, unlocked text. */
export function editableText(doc: DesignDocument, ids: readonly string[]): TextElement | null {
  if (ids.length !== 1) return null;
  const element = doc.elements.find((e) => e.id === ids[0]);
  return element?.type === "text" && !layerFields(element).locked && !layerFields(element).hidden ? element : null;
}
