/**
 * The brushed mask of erase and watermark removal (issue 19) as data: strokes in the image's own
 * pixels, painted (the area to fill) or erased, drawn in order. The browser's preview (an SVG
 * overlay) and the exported PNG both come from this list, so what the user sees is what is sent.
 */

export type MaskPoint = { x: number; y: number };
export type MaskStroke = { mode: "paint" | "erase"; /** In image pixels. */ radius: number; points: MaskPoint[] };

/** Strokes with undo and redo: `done` is drawn; `undone` can be brought back until a new stroke starts. */
export type MaskHistory = { done: MaskStroke[]; undone: MaskStroke[] };

export const emptyHistory: MaskHistory = { done: [], undone: [] };

export function addStroke(history: MaskHistory, stroke: MaskStroke): MaskHistory {
  return { done: [...history.done, stroke], undone: [] };
}

export function undoStroke(history: MaskHistory): MaskHistory {
  const last = history.done.at(-1);
  return last ? { done: history.done.slice(0, -1), undone: [...history.undone, last] } : history;
}

export function redoStroke(history: MaskHistory): MaskHistory {
  const next = history.undone.at(-1);
  return next ? { done: [...history.done, next], undone: history.undone.slice(0, -1) } : history;
}

/** Clearing is one step too: undo brings the strokes back. */
export function clearStrokes(history: MaskHistory): MaskHistory {
  return history.done.length === 0 ? history : { done: [], undone: [...history.undone, ...history.done.slice().reverse()] };
}

/**
 * A pointer position (client pixels) in image pixels, given where the image is shown. Clamped to the
 * image so a stroke that leaves it keeps painting its edge.
 */
export function toImagePoint(
  client: { x: number; y: number },
  shown: { left: number; top: number; width: number; height: number },
  natural: { width: number; height: number },
): MaskPoint {
  const x = ((client.x - shown.left) / Math.max(1, shown.width)) * natural.width;
  const y = ((client.y - shown.top) / Math.max(1, shown.height)) * natural.height;
  return { x: Math.min(natural.width, Math.max(0, x)), y: Math.min(natural.height, Math.max(0, y)) };
}

/** Squared distance from (px, py) to the segment a-b. */
function segmentDistance2(px: number, py: number, a: MaskPoint, b: MaskPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, ((px - a.x) * dx + (py - a.y) * dy) / length2));
  const cx = a.x + t * dx - px;
  const cy = a.y + t * dy - py;
  return cx * cx + cy * cy;
}

/**
 * The mask at the image's size, one byte per pixel: 255 where the area is to be filled, 0 elsewhere.
 * A pixel belongs to a stroke when its centre lies within the brush radius of the stroke's path (a
 * round brush with round joins, as the preview draws it); later strokes win, so an eraser stroke
 * clears what was painted before it.
 */
export function rasteriseMask(strokes: readonly MaskStroke[], width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (const stroke of strokes) {
    const value = stroke.mode === "paint" ? 255 : 0;
    const r2 = stroke.radius * stroke.radius;
    const points = stroke.points;
    // A dab (one point) is one segment from the point to itself: a disc.
    const segments = points.length === 0 ? 0 : Math.max(1, points.length - 1);
    for (let i = 0; i < segments; i++) {
      const a = points[i] as MaskPoint;
      const b = points[i + 1] ?? a;
      const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - stroke.radius));
      const x1 = Math.min(width - 1, Math.ceil(Math.max(a.x, b.x) + stroke.radius));
      const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - stroke.radius));
      const y1 = Math.min(height - 1, Math.ceil(Math.max(a.y, b.y) + stroke.radius));
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) if (segmentDistance2(x + 0.5, y + 0.5, a, b) <= r2) mask[y * width + x] = value;
    }
  }
  return mask;
}

/** Whether any pixel is to be filled (an eraser can clear everything that was painted). */
export function maskHasArea(mask: Uint8Array): boolean {
  return mask.some((v) => v !== 0);
}

/** The SVG path of a stroke's centre line (the preview strokes it with the brush's width and round caps). */
export function strokePath(stroke: MaskStroke): string {
  const [first, ...rest] = stroke.points;
  if (!first) return "";
  const f = (n: number) => Math.round(n * 10) / 10;
  // A single dab still needs a segment for round caps to draw a disc.
  const tail = rest.length > 0 ? rest.map((p) => `L${f(p.x)} ${f(p.y)}`).join("") : `L${f(first.x)} ${f(first.y) + 0.01}`;
  return `M${f(first.x)} ${f(first.y)}${tail}`;
}
