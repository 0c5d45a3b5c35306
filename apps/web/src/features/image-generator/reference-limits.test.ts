import { describe, expect, it } from "vitest";
import { countProblem, fileProblem, imageLinkOf, isTextField } from "./reference-limits";

describe("reference image limits (spec 02 section 5)", () => {
  it("says 'Up to N at a time' past N in one go and 'No more than N' past N in all", () => {
    expect(countProblem(6, 0, 5)).toEqual({ key: "generator.referencesHint", count: 5 });
    expect(countProblem(2, 4, 5)).toEqual({ key: "generator.tooMany", count: 5 });
    expect(countProblem(2, 3, 5)).toBeNull();
    expect(countProblem(11, 0, 10)).toEqual({ key: "generator.referencesHint", count: 10 });
  });

  it("refuses files over 25 MB and over 4096x4096 pixels", () => {
    expect(fileProblem(25 * 1024 * 1024 + 1)).toBe("errors.PAYLOAD_TOO_LARGE");
    expect(fileProblem(1000, 4097, 4096)).toBe("errors.IMAGE_TOO_LARGE");
    expect(fileProblem(1000, 4096, 4096)).toBeNull();
  });

  it("takes http(s) links ending in gif, jpeg, jpg or png only", () => {
    expect(imageLinkOf(" https://example.com/a/cat.PNG?x=1 ")).toBe("https://example.com/a/cat.PNG?x=1");
    expect(imageLinkOf("http://example.com/cat.jpeg")).toBe("http://example.com/cat.jpeg");
    expect(imageLinkOf("https://example.com/cat.webp")).toBeNull();
    expect(imageLinkOf("ftp://example.com/cat.png")).toBeNull();
    expect(imageLinkOf("a cat https://example.com/cat.png")).toBeNull();
  });

  it("treats text inputs and text areas as text fields, buttons not", () => {
    const area = document.createElement("textarea");
    const input = document.createElement("input");
    const button = document.createElement("input");
    button.type = "button";
    expect(isTextField(area)).toBe(true);
    expect(isTextField(input)).toBe(true);
    expect(isTextField(button)).toBe(false);
    expect(isTextField(document.createElement("div"))).toBe(false);
  });
});
