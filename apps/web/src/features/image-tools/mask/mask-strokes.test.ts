import { describe, expect, it } from "vitest";
import {
  addStroke,
  clearStrokes,
  emptyHistory,
  maskHasArea,
  rasteriseMask,
  redoStroke,
  strokePath,
  toImagePoint,
  undoStroke,
  type MaskStroke,
} from "./mask-strokes";

const paint = (points: [number, number][], radius = 3): MaskStroke => ({ mode: "paint", radius, points: points.map(([x, y]) => ({ x, y })) });
const at = (mask: Uint8Array, width: number, x: number, y: number) => mask[y * width + x];

describe("rasteriseMask", () => {
  it("fills a round-capped band along the stroke and nothing else", () => {
    const mask = rasteriseMask(
      [
        paint([
          [5, 10],
          [25, 10],
        ]),
      ],
      40,
      20,
    );
    expect(at(mask, 40, 15, 10)).toBe(255); // on the line
    expect(at(mask, 40, 15, 12)).toBe(255); // within the radius
    expect(at(mask, 40, 15, 14)).toBe(0); // beyond it
    expect(at(mask, 40, 3, 10)).toBe(255); // the round cap before the first point
    expect(at(mask, 40, 29, 10)).toBe(0); // past the cap at the end
    expect(at(mask, 40, 0, 0)).toBe(0);
    // A 20 px band of radius 3 with its two half-disc caps: about 20 * 6 + pi * 9 pixels.
    const filled = mask.reduce((n, v) => n + (v ? 1 : 0), 0);
    expect(filled).toBeGreaterThan(130);
    expect(filled).toBeLessThan(170);
  });

  it("draws a single dab as a disc and keeps strokes inside the image", () => {
    const mask = rasteriseMask([paint([[0, 0]], 4)], 10, 10);
    expect(at(mask, 10, 0, 0)).toBe(255);
    expect(at(mask, 10, 2, 2)).toBe(255);
    expect(at(mask, 10, 5, 5)).toBe(0);
    expect(mask.length).toBe(100);
  });

  it("lets a later eraser stroke clear paint, in drawing order", () => {
    const erase: MaskStroke = { mode: "erase", radius: 3, points: [{ x: 15, y: 10 }] };
    const mask = rasteriseMask(
      [
        paint([
          [5, 10],
          [25, 10],
        ]),
        erase,
      ],
      40,
      20,
    );
    expect(at(mask, 40, 15, 10)).toBe(0);
    expect(at(mask, 40, 8, 10)).toBe(255);
    expect(maskHasArea(rasteriseMask([erase], 40, 20))).toBe(false);
  });
});

describe("stroke history", () => {
  it("undoes, redoes, and forgets the redo list when a new stroke starts", () => {
    const a = paint([[1, 1]]);
    const b = paint([[2, 2]]);
    let history = addStroke(addStroke(emptyHistory, a), b);
    history = undoStroke(history);
    expect(history.done).toEqual([a]);
    history = redoStroke(history);
    expect(history.done).toEqual([a, b]);
    history = addStroke(undoStroke(history), a);
    expect(history.undone).toEqual([]);
    expect(undoStroke(emptyHistory)).toBe(emptyHistory);
  });

  it("clears in one step that undo brings back", () => {
    const a = paint([[1, 1]]);
    const b = paint([[2, 2]]);
    const cleared = clearStrokes(addStroke(addStroke(emptyHistory, a), b));
    expect(cleared.done).toEqual([]);
    expect(redoStroke(redoStroke(undoStroke(undoStroke(redoStroke(redoStroke(cleared)))))).done).toEqual([a, b]);
  });
});

describe("toImagePoint and strokePath", () => {
  it("maps client pixels onto the image's natural pixels and clamps to its edges", () => {
    const shown = { left: 100, top: 50, width: 200, height: 100 };
    expect(toImagePoint({ x: 200, y: 100 }, shown, { width: 1000, height: 500 })).toEqual({ x: 500, y: 250 });
    expect(toImagePoint({ x: 0, y: 500 }, shown, { width: 1000, height: 500 })).toEqual({ x: 0, y: 500 });
  });

  it("gives a dab a tiny segment so round caps draw it", () => {
    expect(strokePath(paint([[3, 4]]))).toBe("M3 4L3 4.01");
    expect(
      strokePath(
        paint([
          [3, 4],
          [5.55, 6],
        ]),
      ),
    ).toBe("M3 4L5.6 6");
    expect(strokePath({ mode: "paint", radius: 1, points: [] })).toBe("");
  });
});
