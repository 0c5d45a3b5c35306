import { describe, expect, it } from "vitest";
import { ZOOM_MAX, ZOOM_MIN } from "../page/EditorToolbar";
import { panScroll, pinchZoom, touchDistance } from "./viewport-gestures";

describe("panning and pinching the viewport", () => {
  it("a drag scrolls the other way by as much, so the grabbed point stays under the pointer", () => {
    expect(panScroll({ x: 100, y: 100, scrollLeft: 300, scrollTop: 50 }, 160, 80)).toEqual({ scrollLeft: 240, scrollTop: 70 });
  });

  it("fingers twice as far apart double the zoom, within the zoom range", () => {
    const a = { clientX: 0, clientY: 0 };
    expect(touchDistance(a, { clientX: 30, clientY: 40 })).toBe(50);
    expect(pinchZoom({ distance: 50, zoom: 0.5 }, 100)).toBe(1);
    expect(pinchZoom({ distance: 50, zoom: 0.5 }, 25)).toBe(0.25);
    expect(pinchZoom({ distance: 10, zoom: 4 }, 1000)).toBe(ZOOM_MAX);
    expect(pinchZoom({ distance: 1000, zoom: 0.1 }, 1)).toBe(ZOOM_MIN);
    expect(pinchZoom({ distance: 0, zoom: 0.7 }, 30)).toBe(0.7);
  });
});
