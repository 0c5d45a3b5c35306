import { describe, expect, it } from "vitest";
import { editProgressKey } from "./edit-progress";

describe("edit progress messages", () => {
  it("picks the spec's message for each threshold", () => {
    expect([0, 9, 10, 29, 30, 50, 69, 70, 89, 90, 99].map(editProgressKey)).toEqual([
      "gettingStarted",
      "gettingStarted",
      "analyzing",
      "analyzing",
      "creatingDesigns",
      "adjustingColors",
      "adjustingColors",
      "finalizing",
      "finalizing",
      "almostDone",
      "almostDone",
    ]);
    expect(editProgressKey(-5)).toBe("gettingStarted");
  });
});
