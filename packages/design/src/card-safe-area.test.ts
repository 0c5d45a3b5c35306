import { describe, expect, it } from "vitest";
import {
  cardPxPerMm,
  cardSafeArea,
  cardSizeMm,
  DESIGN_DOCUMENT_VERSION,
  parseDesignDocument,
  rotatedBounds,
  textsOutsideSafeArea,
  type TextElement,
} from "./index.js";

const text = (id: string, x: number, y: number, rotation = 0) => ({
  id,
  role: "text",
  type: "text",
  text: id,
  fontId: "inter",
  color: "#000000",
  x,
  y,
  rotation,
});

const doc = parseDesignDocument({
  version: DESIGN_DOCUMENT_VERSION,
  kind: "card",
  width: 2000,
  height: 1222,
  background: { type: "solid", color: "#ffffff" },
  layout: { aspect: "horizontal" },
  elements: [
    text("inside", 1000, 600),
    text("left-edge", 100, 600),
    text("bottom", 1000, 1180),
    text("turned", 1000, 1080, 90),
    { ...text("hidden-out", 0, 0), hidden: true },
  ],
});

/** Every text's ink 200 x 100 around its centre (what the canvas's elementBox would give). */
const boxOf = (element: TextElement) => ({ x: element.x - 100, y: element.y - 50, width: 200, height: 100 });

describe("card safe area", () => {
  it("reads 2000 x 1222 as 90 x 55 mm, the portrait card turned", () => {
    expect(cardPxPerMm(doc)).toBeCloseTo(22.222, 3);
    expect(cardSizeMm(doc)).toEqual({ width: 90, height: 55 });
    expect(cardSizeMm({ width: 1222, height: 2000 })).toEqual({ width: 55, height: 90 });
  });

  it("is 3 mm (66.7 px) inside the trim", () => {
    const safe = cardSafeArea(doc);
    expect(safe.x).toBeCloseTo(66.667, 3);
    expect(safe.width).toBeCloseTo(2000 - 133.333, 3);
    expect(safe.height).toBeCloseTo(1222 - 133.333, 3);
  });

  it("names the visible texts that cross it, rotation included", () => {
    // left-edge: 0..200 starts before 66.7; bottom: ends at 1230 past 1155.3; turned: 100 wide, 200 tall after 90 degrees -> 980..1180.
    expect(textsOutsideSafeArea(doc, boxOf).map((element) => element.id)).toEqual(["left-edge", "bottom", "turned"]);
    const turned = rotatedBounds({ x: 0, y: 0, width: 200, height: 100 }, 90);
    expect([turned.x, turned.y, turned.width, turned.height].map((value) => Math.round(value * 1000) / 1000)).toEqual([50, -50, 100, 200]);
  });
});
