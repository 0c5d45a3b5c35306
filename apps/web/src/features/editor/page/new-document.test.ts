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
});
