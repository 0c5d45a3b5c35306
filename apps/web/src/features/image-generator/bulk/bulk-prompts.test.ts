import { describe, expect, it } from "vitest";
import { parseCsv, promptsFromCsv, promptsFromLines } from "./bulk-prompts";

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    expect(parseCsv('prompt,size\n"a cat, sleeping",1:1\n"say ""hi""\non two lines",16:9\n')).toEqual([
      ["prompt", "size"],
      ["a cat, sleeping", "1:1"],
      ['say "hi"\non two lines', "16:9"],
    ]);
  });

  it("drops a UTF-8 BOM and accepts CRLF and lone CR line ends", () => {
    expect(parseCsv("\uFEFFprompt\r\nred fox\r\nblue whale\rgreen owl")).toEqual([["prompt"], ["red fox"], ["blue whale"], ["green owl"]]);
  });

  it("keeps empty fields and an empty quoted last field", () => {
    expect(parseCsv('a,,""\n,b,')).toEqual([
      ["a", "", ""],
      ["", "b", ""],
    ]);
  });

  it("gives no rows for empty text", () => {
    expect(parseCsv("")).toEqual([]);
  });
});

describe("promptsFromCsv", () => {
  it("takes the prompt column wherever it is, any case, skipping blank cells", () => {
    expect(promptsFromCsv('id, Prompt ,note\n1,"a lighthouse, at dusk",x\n2,,y\n3,  a red kite  ,z\n')).toEqual({
      ok: true,
      prompts: ["a lighthouse, at dusk", "a red kite"],
    });
  });

  it("says when there is no prompt column", () => {
    expect(promptsFromCsv("text,size\nhello,1:1\n")).toEqual({ ok: false, error: "noPromptColumn" });
  });

  it("says when the file is empty or has no prompts", () => {
    expect(promptsFromCsv("")).toEqual({ ok: false, error: "empty" });
    expect(promptsFromCsv("prompt\n\n")).toEqual({ ok: false, error: "empty" });
  });
});

describe("promptsFromLines", () => {
  it("gives one prompt per non-blank line, trimmed", () => {
    expect(promptsFromLines("  a fox \r\n\nan owl\n   \nA whale")).toEqual(["a fox", "an owl", "A whale"]);
  });
});
