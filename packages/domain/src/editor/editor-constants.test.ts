import { describe, expect, it } from "vitest";
import {
  CANVAS_PRESETS,
  canvasMargin,
  canvasPadding,
  canvasPreset,
  COLOR_TYPES,
  EDITOR_DEFAULTS,
  ELEMENT_TYPE_CODES,
  elementTypeCode,
  EXPORT_LIMITS,
  FILTER_VALUES,
  GRADIENT_KINDS,
  GRADIENT_OPTIONS,
  IMAGE_FILTER_ID,
  IMAGE_FILTERS,
  LAYOUT_CODES,
  PHOTO_FILTERS,
  PHOTO_FILTERS_14,
  TEXT_BACKGROUND_STYLES,
  TONING_COLORS,
} from "../index";

const hex = /^#[0-9a-f]{6}$/;

describe("spec 03 editor constants", () => {
  it("pins the element type codes and maps each of our element types to one", () => {
    expect(ELEMENT_TYPE_CODES).toEqual({ logo: 1, text: 2, smart: 4, bg: 5, img: 6, qrcode: 7, icon: 8, svg: 10, cover: 11, avatar: 12, main: 13 });
    expect(elementTypeCode({ type: "text", role: "name" })).toBe(2);
    expect(elementTypeCode({ type: "icon", role: "icon" })).toBe(8);
    expect(elementTypeCode({ type: "shape", role: "container" })).toBe(4);
    expect(elementTypeCode({ type: "qrcode", role: "qrcode" })).toBe(7);
    expect(elementTypeCode({ type: "svg", role: "decoration" })).toBe(10);
    expect(elementTypeCode({ type: "svg", role: "logo" })).toBe(1);
    expect(["image", "background", "cover", "avatar", "main", "logo"].map((role) => elementTypeCode({ type: "image", role }))).toEqual([6, 5, 11, 12, 13, 1]);
  });

  it("pins the filters by id, their values, and the list counts (25 photo filters, 46 toning colours, 14 photo filters with ids 1-14)", () => {
    expect(IMAGE_FILTERS.map((filter) => filter.id)).toEqual([
      0, 1, 2, 3, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34,
    ]);
    expect([IMAGE_FILTER_ID.none, IMAGE_FILTER_ID.brightness1, IMAGE_FILTER_ID.brightness2, IMAGE_FILTER_ID.opacity, IMAGE_FILTER_ID.blur]).toEqual([
      0, 1, 2, 3, 20,
    ]);
    expect([
      IMAGE_FILTER_ID.grayscale,
      IMAGE_FILTER_ID.rainbow,
      IMAGE_FILTER_ID.aden,
      IMAGE_FILTER_ID.clarendon,
      IMAGE_FILTER_ID.sunshine,
      IMAGE_FILTER_ID.chilly,
    ]).toEqual([27, 30, 31, 32, 33, 34]);
    expect(FILTER_VALUES).toEqual({ blurPx: 5, brightness1: 0.65, brightness2: 0.45, opacityCase: 1.2 });
    expect(PHOTO_FILTERS).toHaveLength(25);
    expect(new Set(PHOTO_FILTERS.map((filter) => filter.key)).size).toBe(25);
    expect(TONING_COLORS).toHaveLength(46);
    expect(new Set(TONING_COLORS).size).toBe(46);
    expect(TONING_COLORS.every((color) => hex.test(color))).toBe(true);
    expect(PHOTO_FILTERS_14.map((filter) => filter.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const ids = new Set<number>(IMAGE_FILTERS.map((filter) => filter.id));
    expect(PHOTO_FILTERS_14.every((filter) => ids.has(filter.filterId) && filter.filterId > 0)).toBe(true);
  });

  it("has 50 distinct gradient options at the spec's angles 0, 45, 90 and radial", () => {
    expect(GRADIENT_OPTIONS).toHaveLength(50);
    expect(GRADIENT_OPTIONS.map((option) => option.id)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(new Set(GRADIENT_OPTIONS.map((option) => `${option.from},${option.to}`)).size).toBe(50);
    expect(GRADIENT_OPTIONS.every((option) => hex.test(option.from) && hex.test(option.to))).toBe(true);
    expect(GRADIENT_KINDS.map((entry) => (entry.kind === "radial" ? "radial" : entry.angle))).toEqual([0, 45, 90, "radial"]);
  });

  it("pins colour types, layouts, text background styles and the defaults", () => {
    expect(COLOR_TYPES).toEqual({ unset: 0, order: 1, keep: 2, logo: 3 });
    expect(LAYOUT_CODES).toEqual({ horizontal: 1, vertical: 2, square: 3 });
    expect(TEXT_BACKGROUND_STYLES.map((style) => `${style.id}:${style.key}`)).toEqual(["0:normal", "1:border", "2:underline", "3:stroke", "4:shadow"]);
    expect(EDITOR_DEFAULTS).toEqual({
      fontSize: 72,
      letterSpacing: 0,
      iconToTextHeight: 1.2,
      shadow: { blur: 5, x: 10, y: 10, color: "#000000", alpha: 0.2 },
      stroke: { width: 10, color: "#ffffff" },
    });
  });

  it("pins the canvas presets, padding, margin and export limits", () => {
    expect(CANVAS_PRESETS.map((preset) => `${preset.key} ${preset.width}x${preset.height}`)).toEqual([
      "business-card 2000x1222",
      "business-card-portrait 1222x2000",
      "banner 900x383",
      "small-square 200x200",
      "poster 1000x1500",
      "landscape 900x600",
      "square 1000x1000",
      "twitter-header 1500x500",
      "twitter-post 1024x512",
      "facebook-post 940x788",
      "facebook-cover 820x312",
      "instagram-post 1080x1080",
    ]);
    expect(canvasPreset("instagram-post")).toMatchObject({ width: 1080, height: 1080, kind: "social", label: "Instagram Post" });
    expect(canvasPreset("nope")).toBeUndefined();
    expect([canvasPadding(true), canvasPadding(false), canvasMargin(true), canvasMargin(false)]).toEqual([15, 40, 10, 20]);
    expect(EXPORT_LIMITS).toEqual({ defaultWidth: 1080, maxSide: 5000 });
  });
});
