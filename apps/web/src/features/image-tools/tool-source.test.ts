import { describe, expect, it } from "vitest";
import { parseToolSource, toolsHref } from "./tool-source";

describe("the tools page's ?image=", () => {
  it("takes an own record id or an /oss/ path (a signed link's query kept)", () => {
    expect(parseToolSource("?image=42")).toEqual({ kind: "record", id: 42 });
    expect(parseToolSource("?image=%2Foss%2Fuploads%2F1%2Fa.png")).toEqual({ kind: "path", src: "/oss/uploads/1/a.png" });
    const signed = "/oss/ai-images/0b0e/0.png?exp=1&sig=ab";
    expect(parseToolSource(`?image=${encodeURIComponent(signed)}`)).toEqual({ kind: "path", src: signed });
  });

  it("refuses other sites, path tricks, zero and nothing", () => {
    for (const search of [
      "",
      "?image=",
      "?image=0",
      "?image=https%3A%2F%2Fevil.test%2Fa.png",
      "?image=%2Foss%2F..%2Fetc",
      "?image=javascript:alert(1)",
      "?image=%2Fapi%2Fx",
    ])
      expect(parseToolSource(search), search).toBeNull();
  });

  it("builds the spec's address with the trailing slash", () => {
    expect(toolsHref("/oss/uploads/1/a.png")).toBe("/design/tools/?image=%2Foss%2Fuploads%2F1%2Fa.png");
    expect(toolsHref(7)).toBe("/design/tools/?image=7");
  });
});
