import type { Box } from "@studio/design";
import { useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from "react";
import type { EditorStore } from "../store/editor-store";
import { boxFromPoints, intersects } from "./geometry";
import type { RenderedDesign } from "./use-rendered-design";

/**
 * The marquee: a press on empty canvas drawn out to a box selects every element it touches (Shift
 * adds them to the selection); a click without a drag clears the selection. Presses on an element,
 * the handles or the text being typed are left to them.
 */
export function useMarquee(stageRef: RefObject<HTMLDivElement | null>, store: EditorStore, rendered: RenderedDesign, zoom: number) {
  const [marquee, setMarquee] = useState<Box | null>(null);
  const marqueeStart = useRef<readonly [number, number] | null>(null);

  const stagePoint = (event: ReactPointerEvent) => {
    const rect = stageRef.current!.getBoundingClientRect();
    return [(event.clientX - rect.left) / zoom, (event.clientY - rect.top) / zoom] as const;
  };
  const onPointerDown = (event: ReactPointerEvent) => {
    // A second finger makes it a pinch (the viewport zooms): the first finger's marquee is dropped.
    if (!event.isPrimary) {
      marqueeStart.current = null;
      setMarquee(null);
      return;
    }
    if ((event.target as HTMLElement).closest("[data-hit], .moveable-control-box, .editor-text-edit")) return;
    marqueeStart.current = stagePoint(event);
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    setMarquee(null);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const start = marqueeStart.current;
    if (!start) return;
    const [x, y] = stagePoint(event);
    setMarquee(boxFromPoints(start[0], start[1], x, y));
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const start = marqueeStart.current;
    marqueeStart.current = null;
    if (!start) return;
    const [x, y] = stagePoint(event);
    const area = boxFromPoints(start[0], start[1], x, y);
    setMarquee(null);
    const { select, document, selection: current } = store.getState();
    // A click on empty canvas (no real drag) clears the selection.
    if (area.width * zoom < 3 && area.height * zoom < 3) {
      if (!event.shiftKey) select([]);
      return;
    }
    const hit = document.elements.filter((e) => {
      const box = rendered.boxes.get(e.id);
      return box !== undefined && intersects(box, area);
    });
    const ids = hit.map((e) => e.id);
    select(event.shiftKey ? [...new Set([...current, ...ids])] : ids);
  };
  return { marquee, onPointerDown, onPointerMove, onPointerUp };
}
