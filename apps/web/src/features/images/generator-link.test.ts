import { describe, expect, it } from "vitest";
import { generatorLink } from "./generator-link";

describe("the hand-over to /design", () => {
  it("puts the prompt, a known aspect, the style and the reference in the query, and leaves out the rest", () => {
    const link = generatorLink({ prompt: " a red fox & moon ", aspect: "16:9", style: "watercolor" });
    const url = new URL(link, "http://localhost");
    expect(url.pathname).toBe("/design");
    expect([url.searchParams.get("prompt"), url.searchParams.get("aspect"), url.searchParams.get("style")]).toEqual(["a red fox & moon", "16:9", "watercolor"]);
    expect(generatorLink({ prompt: "  ", aspect: "4:3" })).toBe("/design");
    expect(new URL(generatorLink({ reference: "/oss/ai-images/t/1.png?exp=1&sig=x" }), "http://localhost").searchParams.get("reference")).toBe(
      "/oss/ai-images/t/1.png?exp=1&sig=x",
    );
  });
});
