import type { Box, DesignDocument } from "@studio/design";
import { previewTransform, type Frame } from "./geometry";

/** Keys typed into a field, a button or the text overlay are theirs, not the canvas's (Space, Enter). */
export function typingTarget(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || element.closest?.("input, textarea, select, button, a, [contenteditable]") != null);
}

/** An element's frame at the start of a gesture: its drawn box's centre and size, its rotation. */
export function startFrame(doc: DesignDocument, box: Box, id: string): Frame {
  const element = doc.elements.find((e) => e.id === id);
  return { cx: box.x + box.width / 2, cy: box.y + box.height / 2, width: box.width, height: box.height, rotation: element?.rotation ?? 0 };
}

/** The element's drawn group inside the rendered SVG. */
export function drawnGroup(svg: HTMLElement | null, id: string): SVGGElement | null {
  return svg?.querySelector<SVGGElement>(`svg > g[id="${CSS.escape(id)}"]`) ?? null;
}

/**
 * Shows an element at `frame` during a gesture without re-rendering: its hit box by style, its
 * drawing by a transform of its group (the committed command redraws it for real).
 */
export function showFrame(stage: HTMLElement, svg: HTMLElement | null, id: string, start: Frame, frame: Frame, zoom: number): void {
  const hit = stage.querySelector<HTMLElement>(`[data-hit="${CSS.escape(id)}"]`);
  if (hit) {
    hit.style.left = `${(frame.cx - frame.width / 2) * zoom}px`;
    hit.style.top = `${(frame.cy - frame.height / 2) * zoom}px`;
    hit.style.width = `${frame.width * zoom}px`;
    hit.style.height = `${frame.height * zoom}px`;
    hit.style.transform = `rotate(${frame.rotation}deg)`;
  }
  drawnGroup(svg, id)?.setAttribute("transform", previewTransform(start, frame));
}

/** Whether a gesture changed a frame (less than a hundredth of a unit is a click, not a change). */
export function frameChanged(start: Frame, now: Frame): boolean {
  const differs = (a: number, b: number) => Math.abs(a - b) > 0.01;
  return (
    differs(now.cx, start.cx) ||
    differs(now.cy, start.cy) ||
    differs(now.rotation, start.rotation) ||
    differs(now.width, start.width) ||
    differs(now.height, start.height)
  );
}
