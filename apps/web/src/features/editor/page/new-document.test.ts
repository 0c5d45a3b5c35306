import { FONT_FAMILIES } from "@studio/assets";
import { describe, expect, it } from "vitest";
import { readDesignQuery } from "./design-query";
import { newDocumentFromQuery } from "./new-document";

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
});
