import type { DesignDocument } from "@studio/design";
import { layerFields } from "../store/editor-commands";

/** An element with the other members of its group: a click on one selects the whole group. */
export function withGroup(doc: DesignDocument, id: string): string[] {
  const element = doc.elements.find((e) => e.id === id);
  if (!element) return [];
  const group = layerFields(element).groupId;
  return group === null ? [id] : doc.elements.filter((e) => layerFields(e).groupId === group).map((e) => e.id);
}

/** What a click on `id` selects: the element (and its group), or with shift that toggled in the current selection. */
export function clickSelection(doc: DesignDocument, current: readonly string[], id: string, shift: boolean): string[] {
  const hit = withGroup(doc, id);
  if (!shift) return hit;
  const selected = new Set(current);
  const on = hit.every((h) => selected.has(h));
  for (const h of hit) {
    if (on) selected.delete(h);
    else selected.add(h);
  }
  return doc.elements.map((e) => e.id).filter((e) => selected.has(e));
}

/** Elements the selection may move: locked ones stay where they are. */
export function movableIds(doc: DesignDocument, ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  return doc.elements.filter((e) => wanted.has(e.id) && !layerFields(e).locked).map((e) => e.id);
}
