import { describe, expect, it } from "vitest";
import type { FontsByCategory, UserFont } from "@studio/contracts";
import { groupOf, pickerGroups } from "./font-groups";
import { createStoredFontUrls } from "./design-fonts";

const font = (id: string, simplified = false) => ({
  cat_id: simplified ? 2 : 1,
  cate_name: simplified ? "中文" : "Sans serif",
  detail_id: 1,
  id,
  font_name: id,
  font_family: id,
  font_url: `/api/font/${id}.woff`,
  font_height: 0.7,
  price: 0,
  simplified,
  font_type: "sans",
  fit_type: "name" as const,
  sort: 0,
});
const catalogue: FontsByCategory = [
  { cat_id: 1, slug: "sans", cate_name: "Sans serif", fonts: [font("inter-600")] },
  { cat_id: 2, slug: "cjk", cate_name: "中文", fonts: [font("noto-sans-sc-700", true)] },
];
const mine: UserFont[] = [
  {
    id: 5,
    font_id: "user-5",
    name: "Brand",
    font_family: "Brand Sans",
    font_url: "/oss/fonts/users/1/5.ttf?exp=1&sig=s",
    bytes: 100,
    original_format: "otf",
    saved: true,
    created_at: "2026-11-26T00:00:00.000Z",
  },
];

describe("pickerGroups", () => {
  it("puts the user's fonts first, and Chinese categories first on the Chinese site only", () => {
    expect(pickerGroups(catalogue, null, { zh: false, mineLabel: "My fonts" }).map((group) => group.key)).toEqual(["cat-1", "cat-2"]);
    expect(pickerGroups(catalogue, null, { zh: true, mineLabel: "我的字体" }).map((group) => group.key)).toEqual(["cat-2", "cat-1"]);
    const withMine = pickerGroups(catalogue, mine, { zh: false, mineLabel: "My fonts" });
    expect(withMine[0]).toMatchObject({ key: "mine", label: "My fonts", fonts: [{ id: "user-5", name: "Brand", url: mine[0]?.font_url }] });
  });

  it("opens on the group of the chosen font", () => {
    const groups = pickerGroups(catalogue, mine, { zh: false, mineLabel: "My fonts" });
    expect(groupOf(groups, "noto-sans-sc-700")).toBe("cat-2");
    expect(groupOf(groups, "user-5")).toBe("mine");
    expect(groupOf(groups, "gone-400")).toBe("mine");
  });
});

describe("createStoredFontUrls", () => {
  it("finds a user's font and an uploaded catalogue font; anything else, or a failing list, is unknown", async () => {
    const urls = createStoredFontUrls({ userFonts: async () => mine, catalogue: async () => [{ id: "font-9", font_url: "/oss/fonts/catalogue/x.ttf" }] });
    expect(await urls("user-5")).toBe(mine[0]?.font_url);
    expect(await urls("font-9")).toBe("/oss/fonts/catalogue/x.ttf");
    expect(await urls("user-6")).toBeUndefined();
    expect(await urls("inter-600")).toBeUndefined();
    const failing = createStoredFontUrls({ userFonts: () => Promise.reject(new Error("401")), catalogue: () => Promise.reject(new Error("down")) });
    expect(await failing("user-5")).toBeUndefined();
    expect(await failing("font-9")).toBeUndefined();
  });
});
