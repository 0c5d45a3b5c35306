import { describe, expect, it } from "vitest";
import { generatorLink } from "../images/generator-link";
import { readHandOver } from "./hand-over";

describe("the playground's hand-over query (docs/web.md)", () => {
  it("reads what generatorLink writes and keeps the other keys", () => {
    const link = generatorLink({ prompt: "a red fox & moon", aspect: "16:9", style: "watercolor", reference: "/oss/ai-images/t/1.png" });
    const read = readHandOver(`${link.slice(link.indexOf("?"))}&lang=zh`);
    expect(read?.changes).toEqual({ prompt: "a red fox & moon", aspect: "16:9", style: "watercolor" });
    expect(read?.reference?.src).toBe("/oss/ai-images/t/1.png");
    expect(read?.rest).toBe("?lang=zh");
  });

  it("drops values it cannot use and answers null without any", () => {
    expect(readHandOver("?lang=en")).toBeNull();
    const read = readHandOver("?aspect=4:3&reference=https://evil.test/x.png&style=Bad Style");
    expect(read?.changes).toEqual({});
    expect(read?.reference).toBeUndefined();
    expect(read?.rest).toBe("");
  });
});
