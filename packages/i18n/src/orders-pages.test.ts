import { describe, expect, it } from "vitest";
import { ordersPagesEn, ordersPagesZh } from "./orders-pages";

function flatten(tree: object, prefix = ""): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("orders pages texts (loaded with their pages, not with the catalogue)", () => {
  it("have the same keys and placeholders in English and Chinese, none empty", () => {
    const english = new Map(flatten(ordersPagesEn));
    const chinese = new Map(flatten(ordersPagesZh));
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(typeof text === "string" && text.trim() !== "", key).toBe(true);
      expect(placeholders(String(chinese.get(key))), key).toEqual(placeholders(String(text)));
    }
  });
});
