import type { Box } from "@studio/design";
import type { ElementPatch } from "../store/editor-commands";

/** An element's box with its id: what align, distribute, snapping and the marquee work on. */
export type IdBox = Box & { id: string };

export type AlignEdge = "left" | "center" | "right" | "top" | "middle" | "bottom";

/** The union box of several boxes (the selection's frame). */
export function unionBox(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * Moves that line the boxes up on one edge. One box aligns to the canvas (`page`), several to
 * their own frame, as design tools do.
 */
export function alignMoves(boxes: readonly IdBox[], edge: AlignEdge, page: Box): Map<string, { dx: number; dy: number }> {
  const frame = boxes.length === 1 ? page : unionBox(boxes);
  const moves = new Map<string, { dx: number; dy: number }>();
  for (const box of boxes) {
    let dx = 0;
    let dy = 0;
    if (edge === "left") dx = frame.x - box.x;
    if (edge === "center") dx = frame.x + frame.width / 2 - (box.x + box.width / 2);
    if (edge === "right") dx = frame.x + frame.width - (box.x + box.width);
    if (edge === "top") dy = frame.y - box.y;
    if (edge === "middle") dy = frame.y + frame.height / 2 - (box.y + box.height / 2);
    if (edge === "bottom") dy = frame.y + frame.height - (box.y + box.height);
    if (dx !== 0 || dy !== 0) moves.set(box.id, { dx, dy });
  }
  return moves;
}

/** Moves that give three or more boxes equal gaps along an axis, the outermost two staying put. */
export function distributeMoves(boxes: readonly IdBox[], axis: "horizontal" | "vertical"): Map<string, { dx: number; dy: number }> {
  const moves = new Map<string, { dx: number; dy: number }>();
  if (boxes.length < 3) return moves;
  const start = (b: Box) => (axis === "horizontal" ? b.x : b.y);
  const size = (b: Box) => (axis === "horizontal" ? b.width : b.height);
  const sorted = [...boxes].sort((a, b) => start(a) - start(b));
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const total = sorted.reduce((sum, b) => sum + size(b), 0);
  const gap = (start(last) + size(last) - start(first) - total) / (sorted.length - 1);
  let at = start(first) + size(first) + gap;
  for (const box of sorted.slice(1, -1)) {
    const delta = at - start(box);
    if (Math.abs(delta) > 1e-9) moves.set(box.id, axis === "horizontal" ? { dx: delta, dy: 0 } : { dx: 0, dy: delta });
    at += size(box) + gap;
  }
  return moves;
}

/** Whether two boxes overlap (the marquee selects what it touches). */
export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The box between two corner points, whichever way the pointer went. */
export function boxFromPoints(ax: number, ay: number, bx: number, by: number): Box {
  return { x: Math.min(ax, bx), y: Math.min(ay, by), width: Math.abs(bx - ax), height: Math.abs(by - ay) };
}

/** A live frame of a dragged element in document units: centre, size and rotation. */
export type Frame = { cx: number; cy: number; width: number; height: number; rotation: number };

/**
 * The SVG transform that shows an element's group moved, scaled and rotated from `start` to `now`
 * without re-rendering it (the group's content is drawn unrotated around the start centre).
 */
export function previewTransform(start: Frame, now: Frame): string {
  const sx = start.width > 0 ? now.width / start.width : 1;
  const sy = start.height > 0 ? now.height / start.height : 1;
  return `translate(${now.cx} ${now.cy}) rotate(${now.rotation}) scale(${sx} ${sy}) translate(${-start.cx} ${-start.cy})`;
}

/**
 * What a finished gesture changes on the element: its centre and rotation, and its size: text
 * scales its font size (its box is its ink), other elements take the new width and height.
 */
export function framePatch(
  element: { type: string; fontSize?: number; width?: number; height?: number; size?: number },
  start: Frame,
  now: Frame,
): ElementPatch {
  const round = (n: number) => Math.round(n * 100) / 100;
  const patch: ElementPatch = { x: round(now.cx), y: round(now.cy), rotation: round(((now.rotation % 360) + 360) % 360) };
  const resized = Math.abs(now.width - start.width) > 0.01 || Math.abs(now.height - start.height) > 0.01;
  if (!resized) return patch;
  if (element.type === "text" && element.fontSize !== undefined && start.height > 0) {
    return { ...patch, fontSize: round(Math.max(1, element.fontSize * (now.height / start.height))) } as ElementPatch;
  }
  // A QR code stays square (it is resized with its ratio kept): its side follows the height.
  if (element.type === "qrcode" && element.size !== undefined && start.height > 0) {
    return { ...patch, size: round(Math.max(1, element.size * (now.height / start.height))) } as ElementPatch;
  }
  if (element.width !== undefined && element.height !== undefined && start.width > 0 && start.height > 0) {
    const width = round(Math.max(1, element.width * (now.width / start.width)));
    const height = round(Math.max(1, element.height * (now.height / start.height)));
    return { ...patch, width, height } as ElementPatch;
  }
  return patch;
}

/** The axis-aligned box around a rotated frame: what a group's frame (react-moveable's, too) is made of. */
export function rotatedBounds(frame: Frame): Box {
  const radians = (frame.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = frame.width * cos + frame.height * sin;
  const height = frame.width * sin + frame.height * cos;
  return { x: frame.cx - width / 2, y: frame.cy - height / 2, width, height };
}

/** The frame of several selected elements: the union of their rotated boxes. */
export function groupBounds(frames: readonly Frame[]): Box {
  return unionBox(frames.map(rotatedBounds));
}

/**
 * Each element after its group's frame was resized from `from` to `to`: the centres keep their
 * place relative to the frame, and each element's own axes stretch by what the group's scale does
 * along them (a rotated element in a group stretched sideways grows along its tilted axes, keeps its
 * angle, and stays inside the new frame for right angles).
 */
export function resizeGroupFrames(frames: readonly Frame[], from: Box, to: Box): Frame[] {
  const sx = from.width > 0 ? to.width / from.width : 1;
  const sy = from.height > 0 ? to.height / from.height : 1;
  return frames.map((frame) => {
    const radians = (frame.rotation * Math.PI) / 180;
    const cos = Math.cos(radians);
    const sin = Math.sin(radians);
    return {
      cx: to.x + (frame.cx - from.x) * sx,
      cy: to.y + (frame.cy - from.y) * sy,
      width: frame.width * Math.hypot(sx * cos, sy * sin),
      height: frame.height * Math.hypot(sx * sin, sy * cos),
      rotation: frame.rotation,
    };
  });
}

/** Each element after its group turned by `angle` degrees about `centre`: the centres orbit it, each element turns as much. */
export function rotateGroupFrames(frames: readonly Frame[], centre: { x: number; y: number }, angle: number): Frame[] {
  const radians = (angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return frames.map((frame) => {
    const dx = frame.cx - centre.x;
    const dy = frame.cy - centre.y;
    return { ...frame, cx: centre.x + dx * cos - dy * sin, cy: centre.y + dx * sin + dy * cos, rotation: frame.rotation + angle };
  });
}
