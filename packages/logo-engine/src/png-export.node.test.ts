import { describe, expect, it } from "vitest";
import { generateLogos } from "./index.js";
import { createNodeLogoDeps, renderLogoPng } from "./node.js";

describe("renderLogoPng", () => {
  it("exports the 2400 x 1800 high-resolution PNG of a logo", () => {
    const [logo] = generateLogos({ name: "Blue Bottle", description: "a coffee shop", count: 1, seed: 1 }, createNodeLogoDeps());
    const png = renderLogoPng(logo!.svg, { width: 2400 });
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([2400, 1800]);
  });
});
