import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClassicLogo, ClassicRecipe, GetAllInfoResult } from "@studio/contracts";
import { createTestApp, type TestContext } from "../../../test/helper";

let ctx: TestContext;
let page: ClassicLogo[];
beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/getAllInfo",
    payload: { name: "Harbor & Pine", slogan: "Coffee by the sea", industry: "coffee shop", icons: [{ kind: "icon", key: "tabler:anchor" }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  page = (JSON.parse(res.body) as { data: GetAllInfoResult }).data.list;
});
afterAll(async () => {
  await ctx.close();
});

type Answer = { statusCode: number; logo: ClassicLogo; body: string };
async function redraw(payload: Record<string, unknown>): Promise<Answer> {
  const res = await ctx.app.inject({ method: "POST", url: "/api/redrawLogo", payload });
  return { statusCode: res.statusCode, logo: (JSON.parse(res.body) as { data: ClassicLogo }).data, body: res.body };
}
const recipeOf = (logo: ClassicLogo): ClassicRecipe => {
  if (!logo.recipe) throw new Error("a list logo carries its recipe");
  return logo.recipe;
};
/** What must not move when only the words change: palette and its ground, layout, shape, symbol, colourway, fonts. */
const kept = (logo: ClassicLogo) => {
  const recipe = recipeOf(logo);
  return {
    palette: recipe.palette,
    angle: recipe.gradient_angle,
    layout: recipe.layout,
    shape: recipe.shape,
    colorway: recipe.colorway,
    font: recipe.font,
    sloganFont: recipe.slogan_font,
    mark: recipe.mark.kind === "letters" || recipe.mark.kind === "drawn" ? recipe.mark.kind : recipe.mark,
    colors: logo.colors_list,
    background: logo.background_color,
    symbol: logo.symbol.kind === "letters" ? "letters" : logo.symbol,
    iconUrl: logo.icon_normal.url,
    container: logo.icon_container.mode,
    layoutId: logo.layoutId,
    type: logo.type,
  };
};

describe("POST /api/redrawLogo: the edit panel's Apply redraws the same design", () => {
  it("draws the very same design (same token and SVG) when nothing was edited", async () => {
    expect(page).toHaveLength(12);
    for (const logo of page) {
      const answer = await redraw({ recipe: recipeOf(logo), name: "Harbor & Pine", slogan: "Coffee by the sea" });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.logo.token, logo.recipe?.layout).toBe(logo.token);
      expect(answer.logo.svg).toBe(logo.svg);
    }
  });

  it("an edit of the name only keeps palette, layout, shape and symbol identical", async () => {
    for (const logo of page) {
      const answer = await redraw({ recipe: recipeOf(logo), name: "Harbor & Pines", slogan: "Coffee by the sea" });
      expect(answer.statusCode, `${logo.recipe?.layout}: ${answer.body}`).toBe(200);
      expect(answer.logo.logo_name.toUpperCase()).toBe("HARBOR & PINES");
      expect(answer.logo.slogan).toBe("Coffee by the sea");
      expect(kept(answer.logo), logo.recipe?.layout).toEqual(kept(logo));
      expect(answer.logo.token).not.toBe(logo.token);
    }
  });

  it("an edit of the slogan or the colour changes that alone", async () => {
    const logo = page.find((item) => item.recipe?.mark.kind === "icon") ?? page[0];
    if (!logo) throw new Error("a page");
    const slogan = await redraw({ recipe: recipeOf(logo), name: "Harbor & Pine", slogan: "Roasted daily" });
    expect(slogan.statusCode, slogan.body).toBe(200);
    expect(slogan.logo.slogan).toBe("Roasted daily");
    expect(kept(slogan.logo)).toEqual(kept(logo));

    const other = recipeOf(logo).palette === "ocean-code" ? "saas-blue" : "ocean-code";
    const colour = await redraw({ recipe: recipeOf(logo), name: "Harbor & Pine", slogan: "Coffee by the sea", color: other });
    expect(colour.statusCode, colour.body).toBe(200);
    expect(recipeOf(colour.logo).palette).toBe(other);
    expect(colour.logo.colors_list).not.toEqual(logo.colors_list);
    const { palette: _p, angle: _a, colors: _c, background: _b, ...rest } = kept(colour.logo);
    const { palette: _p2, angle: _a2, colors: _c2, background: _b2, ...before } = kept(logo);
    expect(rest).toEqual(before);
  });

  it("a new symbol or another layout family keeps the palette and fonts", async () => {
    const logo = page.find((item) => item.recipe?.mark.kind === "icon" && item.layoutId === 1);
    if (!logo) throw new Error("a horizontal logo with the anchor");
    const symbol = await redraw({ recipe: recipeOf(logo), name: "Harbor & Pine", slogan: "Coffee by the sea", icon: "tabler:coffee" });
    expect(symbol.statusCode, symbol.body).toBe(200);
    expect(symbol.logo.symbol).toEqual({ kind: "icon", key: "tabler:coffee" });
    expect({ ...kept(symbol.logo), symbol: null, iconUrl: null, mark: null }).toEqual({ ...kept(logo), symbol: null, iconUrl: null, mark: null });

    const vertical = await redraw({ recipe: recipeOf(logo), name: "Harbor & Pine", slogan: "Coffee by the sea", layout: 2 });
    expect(vertical.statusCode, vertical.body).toBe(200);
    expect(vertical.logo.layoutId).toBe(2);
    expect(recipeOf(vertical.logo)).toMatchObject({ palette: recipeOf(logo).palette, font: recipeOf(logo).font, colorway: recipeOf(logo).colorway });
    expect(vertical.logo.symbol).toEqual(logo.symbol);
  });

  it("validates the recipe: unknown ids are 'The system is busy', scripts in a path and bad fields are 400", async () => {
    const recipe = recipeOf(page[0] as ClassicLogo);
    const unknown = await redraw({ recipe: { ...recipe, layout: "no-such-layout" }, name: "Harbor & Pine" });
    expect(unknown.statusCode).toBe(503);
    expect(JSON.parse(unknown.body)).toMatchObject({ error: "SYSTEM_BUSY", msg: "The system is busy, please try again later" });
    expect((await redraw({ recipe: { ...recipe, palette: "no-such-palette" }, name: "Harbor & Pine" })).statusCode).toBe(503);
    expect((await redraw({ recipe, name: "Harbor & Pine", font: "no-such-font" })).statusCode).toBe(503);
    const script = { ...recipe, mark: { kind: "abstract", name: "petals", paths: [{ d: "M0 0<script>", slot: "primary" }] } };
    expect((await redraw({ recipe: script, name: "Harbor & Pine" })).statusCode).toBe(400);
    expect((await redraw({ recipe, name: "" })).statusCode).toBe(400);
    expect((await redraw({ recipe, name: "Harbor", icon: "evil:thing" })).statusCode).toBe(400);
  });
});
