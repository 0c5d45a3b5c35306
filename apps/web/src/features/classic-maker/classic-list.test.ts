import type { ClassicLogo, ColorCategory, GetAllInfoResult } from "@studio/contracts";
import { describe, expect, it } from "vitest";
import { addSymbols, chooseColorCategory, noChoices, requestOf, toggleColorOption } from "./classic-choices";
import { designingWait, emptyList, pagingOf, receivePage, replaceLogo } from "./classic-list";
import { monogramSymbol } from "./symbol-choice";

const logo = (token: string) => ({ token, fa_id: null, logo_name: "Harbor & Pine" }) as unknown as ClassicLogo;
const answer = (tokens: string[], more = true): GetAllInfoResult => ({
  list: tokens.map(logo),
  page: 1,
  more,
  selecthash: tokens,
  selectlog: tokens.map((t) => `plan-${t}`),
  select: { icon: tokens.length, palette: 2, font: 3 },
  precom: 1,
  predou: 2,
  matched_icon_ids: ["tabler:anchor"],
  industry_icon_ids: [],
  flipped_template_ids: [],
});

describe("classic list paging (spec 03 section 4)", () => {
  it("counts pages from 1, sends back the cursors and hashes of the last answer, and ends on an empty page", () => {
    expect(pagingOf(emptyList)).toEqual({ page: 1 });
    const one = receivePage(emptyList, answer(["a1a1a1a1a1a1a1a1", "b2b2b2b2b2b2b2b2"]));
    expect(one.page).toBe(2);
    expect(pagingOf(one)).toMatchObject({ page: 2, selecthash: ["a1a1a1a1a1a1a1a1", "b2b2b2b2b2b2b2b2"], select: { icon: 2 }, precom: 1, predou: 2 });
    const two = receivePage(one, answer(["b2b2b2b2b2b2b2b2", "c3c3c3c3c3c3c3c3"], false));
    expect(two.logos.map((l) => l.token)).toEqual(["a1a1a1a1a1a1a1a1", "b2b2b2b2b2b2b2b2", "c3c3c3c3c3c3c3c3"]);
    expect(two.done).toBe(true);
    const ended = receivePage(one, answer([]));
    expect(ended).toMatchObject({ done: true, page: 2 });
    expect(ended.logos).toHaveLength(2);
  });

  it("an empty first page empties the list", () => {
    expect(receivePage({ ...emptyList, logos: [logo("old0old0old0old0")] }, answer([]))).toEqual({ ...emptyList, done: true });
  });

  it("replaces an edited logo in place and waits within the configured range", () => {
    const state = receivePage(emptyList, answer(["a1a1a1a1a1a1a1a1", "b2b2b2b2b2b2b2b2"]));
    const edited = replaceLogo(state, "a1a1a1a1a1a1a1a1", logo("e5e5e5e5e5e5e5e5"));
    expect(edited.logos.map((l) => l.token)).toEqual(["e5e5e5e5e5e5e5e5", "b2b2b2b2b2b2b2b2"]);
    expect(designingWait({ min: 2000, max: 10_000 }, () => 0)).toBe(2000);
    expect(designingWait({ min: 2000, max: 10_000 }, () => 1)).toBe(10_000);
    expect(designingWait({ min: 0, max: 0 })).toBe(0);
  });
});

describe("classic choices", () => {
  const warm: ColorCategory = {
    id: 2,
    key: "warm",
    alias: "warm",
    colors: [
      { color_id: "warm-1", name: "Sunset", hex_color: "#ff6600", colors: ["#ff6600"] },
      { color_id: "warm-2", name: "Amber", hex_color: "#ffaa00", colors: ["#ffaa00"] },
    ],
  };

  it("a colour group selects its first option; adding a symbol blanks the colours", () => {
    let choices = chooseColorCategory(noChoices, warm);
    expect(choices).toMatchObject({ colorCategory: 2, colors: ["warm-1"] });
    choices = toggleColorOption(choices, "warm-2");
    expect(choices.colors).toEqual(["warm-1", "warm-2"]);
    expect(toggleColorOption(toggleColorOption(choices, "warm-1"), "warm-2").colors).toEqual(["warm-2"]);
    const withSymbol = addSymbols(choices, [monogramSymbol("HP")!]).choices;
    expect(withSymbol).toMatchObject({ colorCategory: null, colors: [] });
    expect(requestOf({ name: "Harbor & Pine", slogan: "", industry: "" }, withSymbol)).toMatchObject({
      icons: [{ kind: "letters", text: "HP" }],
      colors: [],
      color_cates: [],
    });
  });

  it("sends the gradient angle only for the gradient group, and the layout only when chosen", () => {
    const gradient: ColorCategory = { ...warm, id: 99, key: "gradient", colors: [{ color_id: "g-1", name: "G", hex_colors: "#000000,#ffffff", colors: [] }] };
    const body = requestOf({ name: "A", slogan: "", industry: "" }, { ...chooseColorCategory(noChoices, gradient), gradientAngle: "radial", layout: 2 });
    expect(body).toMatchObject({ color_cates: [99], colors: ["g-1"], gradient_angle: "radial", layout: 2 });
    expect(requestOf({ name: "A", slogan: "", industry: "" }, noChoices)).not.toHaveProperty("layout");
  });
});
