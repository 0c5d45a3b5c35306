import { describe, expect, it } from "vitest";
import { generatorLink, referenceHandOver } from "./generator-link";

describe("the hand-over to /design", () => {
  it("puts the prompt, a known aspect, the style and the reference in the query, and leaves out the rest", () => {
    const link = generatorLink({ prompt: " a red fox & moon ", aspect: "16:9", style: "watercolor" });
    const url = new URL(link, "http://localhost");
    expect(url.pathname).toBe("/design");
    expect([url.searchParams.get("prompt"), url.searchParams.get("aspect"), url.searchParams.get("style")]).toEqual(["a red fox & moon", "16:9", "watercolor"]);
    expect(generatorLink({ prompt: "  ", aspect: "4:3" })).toBe("/design");
  });

  it("a record as reference keeps its image and prompt", () => {
    const url = new URL(referenceHandOver({ src: "/oss/ai-images/t/1.png?exp=1&sig=x", prompt: "cat", aspect: "1:1" }), "http://localhost");
    expect(url.searchParams.get("reference")).toBe("/oss/ai-images/t/1.png?exp=1&sig=x");
    expect(url.searchParams.get("prompt")).toBe("cat");
  });
});
