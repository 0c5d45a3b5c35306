import { describe, expect, it } from "vitest";
import { cylinderAspect, cylinderToImage, imageToCylinder, type Cylinder } from "./cylinder.js";

const mug: Cylinder = { cx: 480, r: 180, top: 236, height: 270, tilt: 32 / 180, halfAngle: 1.05 };

describe("cylinder wrap", () => {
  it("puts the label's centre on the mug's front, lowered by the rim's ellipse", () => {
    const [x, y] = cylinderToImage(mug, 0.5, 0.5);
    expect(x).toBeCloseTo(480, 9);
    expect(y).toBeCloseTo(236 + 135 + 32, 9);
  });

  it("compresses the label towards the sides (equal steps of label take fewer pixels at the edge)", () => {
    const centreStep = cylinderToImage(mug, 0.55, 0.5)[0] - cylinderToImage(mug, 0.5, 0.5)[0];
    const edgeStep = cylinderToImage(mug, 1, 0.5)[0] - cylinderToImage(mug, 0.95, 0.5)[0];
    expect(edgeStep).toBeLessThan(centreStep * 0.7);
    // The label's edge sits at r sin(halfAngle) from the axis.
    expect(cylinderToImage(mug, 1, 0)[0]).toBeCloseTo(480 + 180 * Math.sin(1.05), 9);
  });

  it("curves the label's top edge: the sides sit higher than the front", () => {
    const front = cylinderToImage(mug, 0.5, 0)[1];
    const side = cylinderToImage(mug, 0, 0)[1];
    expect(side).toBeLessThan(front);
  });

  it("maps a pixel back to the label point it came from", () => {
    for (const [u, v] of [
      [0.1, 0.2],
      [0.5, 0.5],
      [0.9, 0.95],
    ] as const) {
      const [x, y] = cylinderToImage(mug, u, v);
      const back = imageToCylinder(mug, x, y);
      expect(back?.[0]).toBeCloseTo(u, 9);
      expect(back?.[1]).toBeCloseTo(v, 9);
    }
    expect(imageToCylinder(mug, 480 + 181, 300)).toBeNull();
  });

  it("measures the label's unrolled width against its height", () => {
    expect(cylinderAspect(mug)).toBeCloseTo((2 * 1.05 * 180) / 270, 9);
  });
});
