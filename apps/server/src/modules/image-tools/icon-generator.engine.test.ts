import { createIconLibrary } from "@studio/assets";
import { loadIconCatalogue } from "@studio/assets/node";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createSymbolsService } from "../classic-maker/symbols.service";
import { generateOfflineIcons, iconPalette, pickIcons, type IconSearch } from "./icon-generator.engine";

const library = createIconLibrary(loadIconCatalogue());
const symbols = createSymbolsService(() => library);
/** The designer's symbol search, as services.ts wires it. */
const search: IconSearch = {
  search: (text, limit) => symbols.search({ key: text, page: 1, size: limit }).list.flatMap((view) => symbols.get(view.id) ?? []),
};
const noProgress = { icons: search, signal: new AbortController().signal, reportProgress: async () => undefined };

describe("icon generator offline (designer's icon search + styles)", () => {
  it("picks distinct library icons for the prompt's thing, ignoring words like 'icon'", () => {
    const icons = pickIcons(search, "a coffee cup icon", 4);
    expect(icons.length).toBe(4);
    expect(icons[0]?.id).toMatch(/coffee|cup/);
    expect(new Set(icons.map((icon) => icon.id)).size).toBe(4);
  });

  it("finds icons for Chinese words too (the symbol search's thing words)", () => {
    expect(pickIcons(search, "咖啡", 1)[0]?.id).toMatch(/coffee|cup/);
  });

  it("draws the asked count as SVG in the chosen style, spread over the extra styles, coloured by the user's palette", async () => {
    const progress: number[] = [];
    const icons = await generateOfflineIcons(
      { prompt: "rocket", style: "gradient", moreStyles: ["line"], count: 4, colors: ["#112233", "#445566"] },
      { ...noProgress, reportProgress: async (p) => void progress.push(p) },
    );
    expect(icons.map((icon) => icon.style)).toEqual(["gradient", "line", "gradient", "line"]);
    expect(icons[1]?.svg).toContain('stroke="#112233"');
    for (const icon of icons) expect((await sharp(Buffer.from(icon.svg)).metadata()).format).toBe("svg");
    expect(progress.at(-1)).toBeCloseTo(0.9);
  });

  it("maps the default style 'abstract' to the geometric compositions", async () => {
    const [icon] = await generateOfflineIcons({ prompt: "leaf", style: "abstract", count: 1 }, noProgress);
    expect(icon?.style).toBe("abstract");
    expect(icon?.svg).toMatch(/<circle|<path|<rect/);
  });

  it("fails (so the task is refunded) when the library has nothing for the words", async () => {
    await expect(generateOfflineIcons({ prompt: "qqqzzzxxv", style: "flat", count: 2 }, noProgress)).rejects.toThrow(/No icon in the library/);
  });

  it("completes a short palette from the user's colours and falls back to the built-in ones", () => {
    expect(iconPalette(["#ABCDEF"], 0)).toEqual(["#abcdef", "#abcdef", "#abcdef"]);
    expect(iconPalette(["not-a-colour"], 1)).toHaveLength(3);
  });
});
