import { ImageElementSchema } from "@studio/design";
import { describe, expect, it } from "vitest";
import { imageElementFor } from "./image-element";

const doc = { width: 1080, height: 1080, elements: [] };

describe("the image element an upload becomes", () => {
  it("is a valid v3 image element, centred, at its natural aspect, scaled down to fit 60% of the canvas", () => {
    const element = imageElementFor({ src: "/oss/uploads/7/a.png", width: 2000, height: 1000, name: "a.png" }, doc);
    expect(ImageElementSchema.parse(element)).toEqual(element);
    expect(element).toMatchObject({ id: "image-1", x: 540, y: 540, width: 648, height: 324, filter: 0, crop: null, name: "a.png" });
  });

  it("is never enlarged, and takes a fresh id and a given place", () => {
    const element = imageElementFor(
      { src: "/oss/uploads/7/b.png", width: 40, height: 30, name: "b.png" },
      { ...doc, elements: [{ id: "image-1" }] as never },
      {
        x: 100,
        y: 200,
      },
    );
    expect(element).toMatchObject({ id: "image-2", x: 100, y: 200, width: 40, height: 30 });
  });
});
