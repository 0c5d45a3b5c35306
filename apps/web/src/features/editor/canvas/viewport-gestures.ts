import { clampZoom } from "../page/EditorToolbar";

/** Where a pan started: the pointer and the viewport's scroll position then. */
export type PanStart = { x: number; y: number; scrollLeft: number; scrollTop: number };

/** The viewport's scroll position that keeps the grabbed point under the pointer (drag right: see more of the left). */
export function panScroll(start: PanStart, x: number, y: number): { scrollLeft: number; scrollTop: number } {
  return { scrollLeft: start.scrollLeft - (x - start.x), scrollTop: start.scrollTop - (y - start.y) };
}

/** A two-finger pinch's start: the fingers' distance and the zoom then. */
export type PinchStart = { distance: number; zoom: number };

export function touchDistance(a: { clientX: number; clientY: number }, b: { clientX: number; clientY: number }): number {
  return Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
}

/** The zoom as the fingers spread or close: in proportion to their distance, within the editor's zoom range. */
export function pinchZoom(start: PinchStart, distance: number): number {
  if (start.distance <= 0) return start.zoom;
  return clampZoom(start.zoom * (distance / start.distance));
}
