import { parseDesignDocument } from "@studio/design";
import { describe, expect, it } from "vitest";
import { chosenMapping, nextStepOf, previewRow, readCsvForFill } from "./bulk-fill-form";

const side = (id: string) =>
  parseDesignDocument({
    version: 3,
    kind: "card",
    width: 2000,
    height: 1222,
    background: { type: "solid", color: "#ffffff" },
    layout: { aspect: "horizontal" },
    elements: [
      { id, role: "name", type: "text", field: "name", text: "Your Name", fontId: "inter-600", color: "#111111", x: 1000, y: 600 },
      { id: `${id}-title`, role: "text", type: "text", field: "title", text: "Job Title", fontId: "inter-600", color: "#111111", x: 1000, y: 700 },
    ],
  });

describe("the bulk fill page's CSV", () => {
  it("reads a CSV with the server's code and pre-selects the columns matched by name, English or Chinese", () => {
    const read = readCsvForFill("\uFEFF姓名,Job title,Notes\n王小明,设计总监,x\nAda,,y\n");
    expect(read).toMatchObject({ ok: true, csv: { headers: ["姓名", "Job title", "Notes"] }, mapping: { name: "姓名", title: "Job title" } });
    if (read.ok) expect(read.csv.rows).toHaveLength(2);
  });

  it("names a broken limit by the server's error code, so both say the same words", () => {
    expect(readCsvForFill("name\n")).toEqual({ ok: false, code: "BULK_FILL_CSV_EMPTY" });
    const many = ["name", ...Array.from({ length: 501 }, (_, i) => `p${i}`)].join("\n");
    expect(readCsvForFill(many)).toEqual({ ok: false, code: "BULK_FILL_TOO_MANY_ROWS" });
  });

  it("previews row 1 on both sides: a mapped column's words, an empty cell hides its field, an unmapped field keeps the card's words", () => {
    const read = readCsvForFill("Name,Title\nAda,\n");
    if (!read.ok) throw new Error("not read");
    const { front, back } = previewRow({ front: side("front"), back: side("back") }, read.csv, 0, read.mapping);
    expect(front.elements[0]).toMatchObject({ text: "Ada" });
    expect(front.elements[1]).toMatchObject({ hidden: true });
    expect(back?.elements[0]).toMatchObject({ text: "Ada" });
    const kept = previewRow({ front: side("front"), back: null }, read.csv, 0, { name: "Name" });
    expect(kept.front.elements[1]).toMatchObject({ text: "Job Title" });
    expect(kept.back).toBeNull();
  });

  it("sends only the fields given a column, and says what to do after a refusal", () => {
    expect(chosenMapping({ name: "Name", title: "", email: "Mail" })).toEqual({ name: "Name", email: "Mail" });
    expect(nextStepOf("BULK_FILL_NOT_INCLUDED")).toBe("buy");
    expect(nextStepOf("PRO_TEMPLATE")).toBe("buy-pro-template");
    expect(nextStepOf("BULK_FILL_BUSY")).toBe("wait");
    expect(nextStepOf("BULK_FILL_UNKNOWN_COLUMN")).toBeNull();
  });
});
