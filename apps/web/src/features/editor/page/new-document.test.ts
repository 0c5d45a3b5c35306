import { FONT_FAMILIES } from "@studio/assets";
import { describe, expect, it } from "vitest";
import { readDesignQuery } from "./design-query";
import { coverCrop, naturalBox, newDocumentFromQuery, queryPictures } from "./new-document";

describe("a new design from the query", () => {
  it("takes the preset's canvas, the background, and the name and slogan in the given colours", () => {
    const { document, preset } = newDocumentFromQuery(
      readDesignQuery("?type=twitter-header&t1=Crumb&t2=Fresh%20bread&colors=%23aa0000,%2300aa00&bgcolor=%23fafafa"),
    );
    expect(preset.key).toBe("twitter-header");
    expect(document).toMatchObject({
      width: 1500,
      height: 500,
      kind: "poster",
      background: { type: "solid", color: "#fafafa" },
      layout: { aspect: "horizontal" },
    });
    expect(document.elements.map((e) => [e.id, e.type === "text" ? e.text : "", e.type === "text" ? e.color : ""])).toEqual([
      ["name", "Crumb", "#aa0000"],
      ["slogan", "Fresh bread", "#00aa00"],
    ]);
  });

  it("an unknown or missing preset opens the Instagram post; no texts means an empty canvas", () => {
    const { document, preset } = newDocumentFromQuery(readDesignQuery("?type=nope"));
    expect(preset.key).toBe("instagram-post");
    expect(document).toMatchObject({ width: 1080, height: 1080, elements: [] });
  });

  it("draws Chinese words in a Chinese face, and keeps the Chinese fallback behind a Latin one", () => {
    const cjk = new Set(FONT_FAMILIES.filter((font) => font.cjk).map((font) => font.id));
    const { document } = newDocumentFromQuery(readDesignQuery("?type=poster&t1=%E6%B5%B7%E6%B8%AF%E5%92%96%E5%95%A1&t2=Harbor"));
    const [name, slogan] = document.elements;
    if (name?.type !== "text" || slogan?.type !== "text") throw new Error("two texts expected");
    expect(cjk.has(name.fontId)).toBe(true);
    expect(cjk.has(slogan.fontId)).toBe(false);
    expect(slogan.fallbackFontIds.some((id) => cjk.has(id))).toBe(true);
  });

  it("img covers the canvas (cropped to its natural aspect), main is the main picture, logoimg (else monologo) the logo at the top", () => {
    const query = readDesignQuery("?type=instagram-post&img=/oss/uploads/7/photo.jpg&main=/oss/uploads/7/cup.png&monologo=/oss/uploads/7/mono.png&t1=Crumb");
    expect(queryPictures(query)).toEqual(["/oss/uploads/7/photo.jpg", "/oss/uploads/7/cup.png", "/oss/uploads/7/mono.png"]);
    const sizes = new Map([
      ["/oss/uploads/7/photo.jpg", { width: 2000, height: 1000 }],
      ["/oss/uploads/7/cup.png", { width: 400, height: 800 }],
    ]);
    const { document } = newDocumentFromQuery(query, sizes);
    expect(document.elements.map((e) => [e.id, e.role, e.type])).toEqual([
      ["img", "image", "image"],
      ["logo", "logo", "image"],
      ["main", "main", "image"],
      ["name", "name", "text"],
    ]);
    const [img, logo, main, name] = document.elements;
    expect(img).toMatchObject({ x: 540, y: 540, width: 1080, height: 1080, crop: { x: 0.25, y: 0, width: 0.5, height: 1 } });
    // The main picture is taller than wide: its square box took the picture's aspect, its longer side kept.
    expect(main).toMatchObject({ width: 270, height: 540 });
    // The logo's size is unknown: its square box stays; it sits at the top, the name under the main picture.
    expect(logo).toMatchObject({ width: 238, height: 238, src: "/oss/uploads/7/mono.png" });
    expect((logo?.y ?? 0) < (main?.y ?? 0) && (main?.y ?? 0) < (name?.y ?? 0)).toBe(true);
    expect(newDocumentFromQuery(readDesignQuery("?logoimg=/oss/a/l.png&monologo=/oss/a/m.png")).document.elements[0]).toMatchObject({ src: "/oss/a/l.png" });
  });

  it("pictures must be our own stored files; other sites' URLs and odd paths are left out", () => {
    const query = readDesignQuery("?img=https://203.0.113.7/x.png&main=/oss/../etc/passwd&logoimg=javascript:alert(1)");
    expect([query.img, query.main, query.logoimg]).toEqual([null, null, null]);
    expect(newDocumentFromQuery(query).document.elements).toEqual([]);
  });

  it("canvasShape=round draws a circle of the background colour on a transparent page, and rounds the cover picture", () => {
    const { document } = newDocumentFromQuery(readDesignQuery("?type=twitter-header&canvasShape=round&bgcolor=%23223344&img=/oss/u/1/p.png"));
    expect(document.background).toEqual({ type: "transparent" });
    expect(document.elements[0]).toMatchObject({ id: "canvas-shape", type: "shape", shape: "circle", fill: "#223344", width: 500, height: 500, locked: true });
    expect(document.elements[1]).toMatchObject({ id: "img", width: 500, height: 500, radius: { enabled: true, circle: true } });
    expect(readDesignQuery("?canvasShape=circle").canvasShape).toBe("round");
    expect(readDesignQuery("?canvasShape=square").canvasShape).toBe("square");
    expect(newDocumentFromQuery(readDesignQuery("?canvasShape=square")).document.background).toEqual({ type: "solid", color: "#ffffff" });
  });

  it("virtual=1 marks a preview design", () => {
    expect(readDesignQuery("?virtual=1").virtual).toBe(true);
    expect(readDesignQuery("?virtual=true").virtual).toBe(true);
    expect(readDesignQuery("?virtual=0").virtual).toBe(false);
    expect(readDesignQuery("").virtual).toBe(false);
  });
});

describe("the natural-aspect rules", () => {
  it("a square box that is not a circle takes the picture's aspect; other boxes and circles stay", () => {
    expect(naturalBox({ width: 300, height: 300 }, { width: 1200, height: 600 }, false)).toEqual({ width: 300, height: 150 });
    expect(naturalBox({ width: 300, height: 300 }, { width: 1200, height: 600 }, true)).toEqual({ width: 300, height: 300 });
    expect(naturalBox({ width: 300, height: 200 }, { width: 1200, height: 600 }, false)).toEqual({ width: 300, height: 200 });
    expect(naturalBox({ width: 300, height: 300 }, undefined, false)).toEqual({ width: 300, height: 300 });
  });

  it("a cover picture is cropped around its centre, never stretched", () => {
    expect(coverCrop({ width: 100, height: 100 }, { width: 100, height: 400 })).toEqual({ x: 0, y: 0.375, width: 1, height: 0.25 });
    expect(coverCrop({ width: 100, height: 50 }, { width: 200, height: 100 })).toBeNull();
    expect(coverCrop({ width: 100, height: 50 }, undefined)).toBeNull();
  });
});
