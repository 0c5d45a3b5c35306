import { describe, expect, it } from "vitest";
import { alignMoves, boxFromPoints, distributeMoves, framePatch, intersects, previewTransform, unionBox } from "./geometry";

const page = { x: 0, y: 0, width: 1000, height: 500 };
const a = { id: "a", x: 10, y: 10, width: 100, height: 50 };
const b = { id: "b", x: 300, y: 100, width: 50, height: 100 };
const c = { id: "c", x: 900, y: 300, width: 80, height: 20 };

describe("align and distribute", () => {
  it("one element aligns to the canvas", () => {
    expect(alignMoves([a], "center", page).get("a")).toEqual({ dx: 500 - 60, dy: 0 });
    expect(alignMoves([a], "bottom", page).get("a")).toEqual({ dx: 0, dy: 500 - 60 });
    expect(alignMoves([a], "left", { ...page, x: 10 }).size).toBe(0);
  });

  it("several elements align to their own frame", () => {
    const moves = alignMoves([a, b, c], "right", page);
    expect(moves.get("a")).toEqual({ dx: 980 - 110, dy: 0 });
    expect(moves.get("b")).toEqual({ dx: 980 - 350, dy: 0 });
    expect(moves.has("c")).toBe(false);
    const middle = alignMoves([a, b], "middle", page);
    expect(middle.get("a")).toEqual({ dx: 0, dy: 105 - 35 });
    expect(middle.get("b")).toEqual({ dx: 0, dy: 105 - 150 });
  });

  it("distribute gives equal gaps and keeps the outermost; fewer than three do nothing", () => {
    // Horizontal: 10..110, 300..350, 900..980: total width 230, span 970, gap (970-230)/2 = 370.
    expect(distributeMoves([c, a, b], "horizontal").get("b")).toEqual({ dx: 110 + 370 - 300, dy: 0 });
    expect(distributeMoves([a, b], "horizontal").size).toBe(0);
    const vertical = distributeMoves([a, b, c], "vertical");
    // 10..60, 100..200, 300..320: span 310, total 170, gap 70: b starts at 130.
    expect(vertical.get("b")).toEqual({ dx: 0, dy: 30 });
  });

  it("union, intersection and the marquee's box", () => {
    expect(unionBox([a, c])).toEqual({ x: 10, y: 10, width: 970, height: 310 });
    expect(intersects(a, boxFromPoints(105, 55, 0, 0))).toBe(true);
    expect(intersects(a, boxFromPoints(111, 61, 200, 200))).toBe(false);
  });
});

describe("frames of a drag", () => {
  const start = { cx: 100, cy: 100, width: 200, height: 50, rotation: 0 };

  it("a move changes only the centre; the preview translates the group", () => {
    const now = { ...start, cx: 130, cy: 90 };
    expect(framePatch({ type: "icon", width: 200, height: 50 }, start, now)).toEqual({ x: 130, y: 90, rotation: 0 });
    expect(previewTransform(start, now)).toBe("translate(130 90) rotate(0) scale(1 1) translate(-100 -100)");
  });

  it("a resize scales a text's font size and a shape's width and height; rotation is kept within 0-360", () => {
    const now = { cx: 100, cy: 100, width: 400, height: 100, rotation: -90 };
    expect(framePatch({ type: "text", fontSize: 72 }, start, now)).toEqual({ x: 100, y: 100, rotation: 270, fontSize: 144 });
    expect(framePatch({ type: "shape", width: 210, height: 60 }, start, now)).toEqual({ x: 100, y: 100, rotation: 270, width: 420, height: 120 });
  });
});
