import { describe, expect, it } from "vitest";
import {
  alignMoves,
  boxFromPoints,
  distributeMoves,
  framePatch,
  groupBounds,
  intersects,
  previewTransform,
  resizeGroupFrames,
  rotatedBounds,
  rotateGroupFrames,
  unionBox,
  type Frame,
} from "./geometry";

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

describe("several elements resized and rotated as one group", () => {
  // Two elements side by side: the group's frame is 0..300 x 0..100.
  const left: Frame = { cx: 50, cy: 50, width: 100, height: 100, rotation: 0 };
  const right: Frame = { cx: 250, cy: 50, width: 100, height: 40, rotation: 0 };
  const close = (frame: Frame) => Object.values(frame).map((n) => Math.round(n * 1000) / 1000);

  it("a rotated element's bounds, and the group's frame around them", () => {
    const turned = rotatedBounds({ cx: 0, cy: 0, width: 100, height: 40, rotation: 90 });
    expect([turned.x, turned.y, turned.width, turned.height].map((n) => Math.round(n * 1000) / 1000)).toEqual([-20, -50, 40, 100]);
    expect(groupBounds([left, right])).toEqual({ x: 0, y: 0, width: 300, height: 100 });
  });

  it("doubling the frame from its top-left corner doubles each size and its distance from that corner", () => {
    const [a, b] = resizeGroupFrames([left, right], { x: 0, y: 0, width: 300, height: 100 }, { x: 0, y: 0, width: 600, height: 200 });
    expect(close(a!)).toEqual([100, 100, 200, 200, 0]);
    expect(close(b!)).toEqual([500, 100, 200, 80, 0]);
  });

  it("a stretch only sideways widens an upright element and lengthens a quarter-turned one along its own height", () => {
    const standing = { ...right, rotation: 90 };
    const [a, b] = resizeGroupFrames([left, standing], { x: 0, y: 0, width: 300, height: 100 }, { x: 10, y: 0, width: 600, height: 100 });
    expect(close(a!)).toEqual([110, 50, 200, 100, 0]);
    expect(close(b!)).toEqual([510, 50, 100, 80, 90]);
  });

  it("a quarter turn of the group moves the centres about the frame's centre and turns each element", () => {
    const centre = { x: 150, y: 50 };
    const [a, b] = rotateGroupFrames([left, right], centre, 90);
    expect(close(a!)).toEqual([150, -50, 100, 100, 90]);
    expect(close(b!)).toEqual([150, 150, 100, 40, 90]);
    // Turning back gives the start again.
    const back = rotateGroupFrames([a!, b!], centre, -90);
    expect(back.map(close)).toEqual([left, right].map(close));
  });

  it("a QR code's side follows the resize", () => {
    const start = { cx: 0, cy: 0, width: 100, height: 100, rotation: 0 };
    expect(framePatch({ type: "qrcode", size: 100 }, start, { ...start, width: 150, height: 150 })).toEqual({ x: 0, y: 0, rotation: 0, size: 150 });
  });
});
