import { DESIGN_DOCUMENT_VERSION, parseDesignDocument } from "@studio/design";
import { describe, expect, it } from "vitest";
import { iconFixture, textFixture } from "../panels/test-elements";
import { presetByKey } from "./canvas-presets";
import { LOGO_SHARE, logoToDesign, POST_PRESETS } from "./logo-post";

/** A 400 x 200 logo: the icon on the left, the name with an outline and a shadow on the right. */
const logo = parseDesignDocument({
  version: DESIGN_DOCUMENT_VERSION,
  kind: "logo",
  width: 400,
  height: 200,
  background: { type: "transparent" },
  layout: { aspect: "horizontal", code: "LR" },
  elements: [
    iconFixture({ x: 100, y: 100, width: 80, height: 80, color: "#0f766e" }),
    textFixture({
      x: 300,
      y: 100,
      fontSize: 40,
      letterSpacing: 2,
      stroke: { width: 4, color: "#ffffff" },
      shadow: { blur: 5, x: 10, y: 10, color: "#000000", alpha: 0.2 },
    }),
  ],
});

describe("a post made from a logo", () => {
  it("puts the whole logo, scaled to 70% of the shorter side, at the centre of an Instagram post on white", () => {
    const post = logoToDesign(logo, presetByKey("instagram-post")!);
    expect([post.kind, post.width, post.height, post.layout.aspect]).toEqual(["poster", 1080, 1080, "square"]);
    expect(post.background).toEqual({ type: "solid", color: "#ffffff" });
    // 400 wide -> 756 wide: a factor of 1.89, about the post's centre (540, 540).
    const factor = (1080 * LOGO_SHARE) / 400;
    const [icon, name] = post.elements;
    expect(icon).toMatchObject({ type: "icon", iconId: "anchor", color: "#0f766e", x: 540 - 100 * factor, y: 540, width: 80 * factor, height: 80 * factor });
    expect(name).toMatchObject({ type: "text", text: "Harbor", fontId: "inter-600", x: 540 + 100 * factor, y: 540, fontSize: 40 * factor });
    if (name?.type !== "text") throw new Error("no text");
    expect(name.letterSpacing).toBeCloseTo(2 * factor, 2);
    expect(name.stroke?.width).toBeCloseTo(4 * factor, 2);
    expect(name.shadow).toMatchObject({ blur: Math.round(5 * factor * 100) / 100, x: Math.round(10 * factor * 100) / 100 });
  });

  it("fits a tall poster by its width and keeps a coloured background; the logo itself is untouched", () => {
    const coloured = { ...logo, background: { type: "solid" as const, color: "#fef3c7" } };
    const post = logoToDesign(coloured, presetByKey("poster")!);
    expect([post.width, post.height, post.layout.aspect, post.background]).toEqual([1000, 1500, "vertical", { type: "solid", color: "#fef3c7" }]);
    expect(post.elements[1]).toMatchObject({ y: 750, fontSize: 40 * ((1000 * LOGO_SHARE) / 400) });
    expect(logo.elements[1]).toMatchObject({ x: 300, fontSize: 40 });
  });

  it("offers the poster and social presets, not the business cards", () => {
    const keys = POST_PRESETS.map((preset) => preset.key);
    expect(keys).toContain("instagram-post");
    expect(keys).toContain("twitter-header");
    expect(keys.some((key) => key.startsWith("business-card"))).toBe(false);
  });
});
