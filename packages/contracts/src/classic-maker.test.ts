import { describe, expect, it } from "vitest";
import { colorCategoryAliases, colorCategoryIds, getAllInfoBodySchema, iconSearchQuerySchema } from "./classic-maker";
import { backgroundColorSchema } from "./classic-logo";
import { saveFavouriteBodySchema } from "./favourites";

describe("classic maker contracts", () => {
  it("keeps both numberings of spec 03's colour groups", () => {
    expect(colorCategoryIds).toEqual({ smart: 1, warm: 2, cool: 3, bright: 4, soft: 5, mono: 6, gradient: 99 });
    expect(Object.values(colorCategoryAliases)).toEqual(["random", "warm", "cold", "contrast", "pastel", "mono", "gradient"]);
  });

  it("requires the logo name and defaults the paging fields of getAllInfo", () => {
    expect(getAllInfoBodySchema.safeParse({ name: "  " }).error?.issues[0]?.message).toBe("Logo name is required.");
    const body = getAllInfoBodySchema.parse({ name: "Harbor & Pine" });
    expect(body).toMatchObject({ page: 1, page_size: 12, selecthash: [], precom: 0, predou: 0, icons: [] });
    expect(getAllInfoBodySchema.safeParse({ name: "A", page_size: 13 }).success).toBe(false);
  });

  it("allows 8 symbols in the panel and letters of 1 or 2 only", () => {
    const icon = { kind: "icon", key: "tabler:anchor" } as const;
    expect(getAllInfoBodySchema.safeParse({ name: "A", icons: Array(8).fill(icon) }).success).toBe(true);
    expect(getAllInfoBodySchema.safeParse({ name: "A", icons: Array(9).fill(icon) }).success).toBe(false);
    expect(getAllInfoBodySchema.safeParse({ name: "A", icons: [{ kind: "letters", text: "HP" }] }).success).toBe(true);
    expect(getAllInfoBodySchema.safeParse({ name: "A", icons: [{ kind: "letters", text: "HPX" }] }).success).toBe(false);
  });

  it("takes a background as a plain colour, a gradient pair or a gradient reference", () => {
    for (const value of ["#ffffff", "#ff0000,#0000ff", "url(#bg-gradient)"]) expect(backgroundColorSchema.safeParse(value).success).toBe(true);
    expect(backgroundColorSchema.safeParse("red").success).toBe(false);
  });

  it("asks the icon search for a key or a category", () => {
    expect(iconSearchQuerySchema.safeParse({}).success).toBe(false);
    expect(iconSearchQuerySchema.parse({ key: "咖啡" }).page).toBe(1);
  });

  it("needs a token and an SVG to save a favourite", () => {
    expect(saveFavouriteBodySchema.safeParse({ data: {}, gtoken: "x", svg: "" }).success).toBe(false);
  });
});
