import { describe, expect, it } from "vitest";
import { applyHomography, homographyFromQuads, insideQuad, invertHomography, type Quad } from "./homography.js";

const square: Quad = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];
const card: Quad = [
  [176, 268],
  [700, 206],
  [762, 512],
  [212, 592],
];

describe("homography", () => {
  it("sends each corner of the unit square to the quad's corner", () => {
    const h = homographyFromQuads(square, card);
    for (let i = 0; i < 4; i++) {
      const [x, y] = applyHomography(h, ...square[i]!);
      expect(x).toBeCloseTo(card[i]![0], 6);
      expect(y).toBeCloseTo(card[i]![1], 6);
    }
  });

  it("sends the square's centre to where the quad's diagonals cross (perspective, not the corners' average)", () => {
    const h = homographyFromQuads(square, card);
    const [x, y] = applyHomography(h, 0.5, 0.5);
    // Intersection of the diagonals (176,268)-(762,512) and (700,206)-(212,592), solved by hand.
    const [ax, ay] = card[0];
    const [bx, by] = card[2];
    const [cx, cy] = card[1];
    const [dx, dy] = card[3];
    const t = ((cx - ax) * (dy - cy) - (cy - ay) * (dx - cx)) / ((bx - ax) * (dy - cy) - (by - ay) * (dx - cx));
    expect(x).toBeCloseTo(ax + t * (bx - ax), 6);
    expect(y).toBeCloseTo(ay + t * (by - ay), 6);
    const average = card.reduce((s, p) => s + p[0], 0) / 4;
    expect(Math.abs(x - average)).toBeGreaterThan(1);
  });

  it("the inverse brings a mapped point back", () => {
    const h = homographyFromQuads(square, card);
    const inverse = invertHomography(h);
    const [x, y] = applyHomography(h, 0.3, 0.8);
    const [u, v] = applyHomography(inverse, x, y);
    expect(u).toBeCloseTo(0.3, 9);
    expect(v).toBeCloseTo(0.8, 9);
  });

  it("keeps straight lines straight: the midpoint of an edge lies on the quad's edge", () => {
    const h = homographyFromQuads(square, card);
    const [x, y] = applyHomography(h, 0.5, 0);
    const [x1, y1] = card[0];
    const [x2, y2] = card[1];
    expect((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)).toBeCloseTo(0, 6);
  });

  it("refuses a degenerate quad", () => {
    expect(() =>
      homographyFromQuads(square, [
        [0, 0],
        [1, 1],
        [2, 2],
        [3, 3],
      ]),
    ).toThrow(/degenerate/);
  });

  it("tells points inside a quad from points outside", () => {
    expect(insideQuad(card, 450, 400)).toBe(true);
    expect(insideQuad(card, 100, 100)).toBe(false);
    expect(insideQuad(card, 800, 600)).toBe(false);
  });
});
