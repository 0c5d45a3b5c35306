import { useEffect, useState, type RefObject } from "react";
import { typingTarget } from "./live-dom";
import { panScroll, pinchZoom, touchDistance, type PanStart, type PinchStart } from "./viewport-gestures";

export type ViewportGestures = {
  /** Space is held: the viewport shows the grab cursor and a press pans instead of selecting. */
  panReady: boolean;
  /** A pan is under way (the grabbing cursor). */
  panning: boolean;
};

/**
 * Pans and zooms the editor's scrolling viewport: Space + drag or a middle-button drag scrolls it
 * (the press is taken in the capture phase, so no element is selected or moved); two fingers pinch
 * the zoom. One finger stays with the canvas (react-moveable drags, a tap selects) and, outside
 * the canvas, with the browser's own scrolling.
 */
export function useViewportGestures(viewportRef: RefObject<HTMLElement | null>, zoom: () => number, setZoom: (zoom: number) => void): ViewportGestures {
  const [panReady, setPanReady] = useState(false);
  const [panning, setPanning] = useState(false);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let space = false;
    let pan: (PanStart & { pointerId: number }) | null = null;
    let pinch: PinchStart | null = null;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== " " || typingTarget(event.target)) return;
      // Space would scroll the page (or press a focused button): here it arms the pan.
      event.preventDefault();
      if (!space) {
        space = true;
        setPanReady(true);
      }
    };
    const release = () => {
      space = false;
      setPanReady(false);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === " ") release();
    };
    const onPointerDown = (event: PointerEvent) => {
      const middle = event.button === 1;
      if (!middle && !(space && event.button === 0)) return;
      // Taken before the canvas sees it: no selection, no marquee, no drag of an element; the
      // prevented default also stops the mouse events react-moveable listens to and the middle
      // button's auto-scroll.
      event.preventDefault();
      event.stopPropagation();
      viewport.setPointerCapture?.(event.pointerId);
      pan = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, scrollLeft: viewport.scrollLeft, scrollTop: viewport.scrollTop };
      setPanning(true);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!pan || event.pointerId !== pan.pointerId) return;
      event.stopPropagation();
      const next = panScroll(pan, event.clientX, event.clientY);
      viewport.scrollLeft = next.scrollLeft;
      viewport.scrollTop = next.scrollTop;
    };
    const onPointerUp = (event: PointerEvent) => {
      if (!pan || event.pointerId !== pan.pointerId) return;
      event.stopPropagation();
      pan = null;
      setPanning(false);
    };
    // The mouse events of a pan press never reach the canvas (react-moveable and the hit boxes listen to them).
    const onMouseDown = (event: MouseEvent) => {
      if (event.button === 1 || (space && event.button === 0)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length < 2) return;
      // The second finger: the canvas zooms (the element under the first finger is not resized).
      event.preventDefault();
      event.stopPropagation();
      const [a, b] = [event.touches[0]!, event.touches[1]!];
      pinch = { distance: touchDistance(a, b), zoom: zoom() };
    };
    const onTouchMove = (event: TouchEvent) => {
      if (!pinch || event.touches.length < 2) return;
      event.preventDefault();
      event.stopPropagation();
      setZoom(pinchZoom(pinch, touchDistance(event.touches[0]!, event.touches[1]!)));
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (event.touches.length < 2) pinch = null;
    };

    window.addEventListener("keydown", onKeyDown);
    window.addEventListener("keyup", onKeyUp);
    window.addEventListener("blur", release);
    viewport.addEventListener("pointerdown", onPointerDown, { capture: true });
    viewport.addEventListener("pointermove", onPointerMove, { capture: true });
    viewport.addEventListener("pointerup", onPointerUp, { capture: true });
    viewport.addEventListener("pointercancel", onPointerUp, { capture: true });
    viewport.addEventListener("mousedown", onMouseDown, { capture: true });
    viewport.addEventListener("touchstart", onTouchStart, { capture: true, passive: false });
    viewport.addEventListener("touchmove", onTouchMove, { capture: true, passive: false });
    viewport.addEventListener("touchend", onTouchEnd, { capture: true });
    viewport.addEventListener("touchcancel", onTouchEnd, { capture: true });
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("keyup", onKeyUp);
      window.removeEventListener("blur", release);
      viewport.removeEventListener("pointerdown", onPointerDown, { capture: true });
      viewport.removeEventListener("pointermove", onPointerMove, { capture: true });
      viewport.removeEventListener("pointerup", onPointerUp, { capture: true });
      viewport.removeEventListener("pointercancel", onPointerUp, { capture: true });
      viewport.removeEventListener("mousedown", onMouseDown, { capture: true });
      viewport.removeEventListener("touchstart", onTouchStart, { capture: true });
      viewport.removeEventListener("touchmove", onTouchMove, { capture: true });
      viewport.removeEventListener("touchend", onTouchEnd, { capture: true });
      viewport.removeEventListener("touchcancel", onTouchEnd, { capture: true });
    };
  }, [viewportRef, zoom, setZoom]);

  return { panReady, panning };
}
