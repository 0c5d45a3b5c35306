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

/** react-moveable's eight resize handles. */
export const RESIZE_HANDLES = ["nw", "n", "ne", "w", "e", "sw", "s", "se"] as const;
export type ResizeHandle = (typeof RESIZE_HANDLES)[number];

/**
 * Under this many screen pixels a side, the handles along that side would cover the element's body
 * (each handle is 14 px across, centred on the edge, so its hit area reaches 7 px into the box from
 * each end): a press on a small selected element must move it, not resize it.
 */
export const SMALL_SELECTION_PX = 32;

/**
 * The resize handles a selection of this on-screen size shows (docs/editor.md, "Canvas"): all eight
 * from 32 px a side; a box narrower than that keeps only the top and bottom handles, a shorter one
 * only the left and right ones, and one small both ways has none, so the press on it always drags.
 * It is resized then from the panel's size fields, or after zooming in; the rotation handle, above the
 * box, stays.
 */
export function resizeHandles(width: number, height: number): ResizeHandle[] {
  const narrow = width < SMALL_SELECTION_PX;
  const short = height < SMALL_SELECTION_PX;
  if (narrow && short) return [];
  if (narrow) return ["n", "s"];
  if (short) return ["w", "e"];
  return [...RESIZE_HANDLES];
}

/** The on-screen size of the frame around these boxes (the selection's handles sit on it). */
export function selectionScreenSize(
  boxes: readonly { x: number; y: number; width: number; height: number }[],
  zoom: number,
): { width: number; height: number } {
  if (boxes.length === 0) return { width: 0, height: 0 };
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { width: (right - left) * zoom, height: (bottom - top) * zoom };
}

/** The resize handles of a selection of these boxes (document pixels) seen at `zoom`. */
export function selectionHandles(boxes: readonly { x: number; y: number; width: number; height: number }[], zoom: number): ResizeHandle[] {
  const { width, height } = selectionScreenSize(boxes, zoom);
  return resizeHandles(width, height);
}
