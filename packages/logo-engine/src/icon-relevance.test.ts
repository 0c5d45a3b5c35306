import { describe, expect, it } from "vitest";
import { FRESH_BRIEFS, HARD_BRIEFS, ORDINARY_BRIEFS } from "./icon-relevance-briefs.data.js";
import { iconFits, scoreRelevance, type RelevanceScore } from "./icon-relevance.js";
import { loadIconCatalogue } from "@studio/assets/node";
import { createNodeLogoDeps } from "./node.js";

const deps = createNodeLogoDeps();

const report = (label: string, score: RelevanceScore): void => {
  const percent = (part: number, whole: number): string => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
  const misses = score.outcomes
    .filter((outcome) => !outcome.firstFits || outcome.misfits.length > 0 || outcome.classicMisfits.length > 0)
    .map(
      (outcome) =>
        `  ${outcome.brief.name} / ${outcome.brief.description}: first=${outcome.first ?? "none"} misfits=${outcome.misfits.join(",")} classic=${outcome.classicMisfits.join(",")}`,
    );
  console.log(
    `${label}: first icon fits ${score.firstFit}/${score.briefs} (${percent(score.firstFit, score.briefs)}); ` +
      `logos with a fitting icon ${score.logosFit}/${score.logosWithIcon} (${percent(score.logosFit, score.logosWithIcon)}); ` +
      `classic page designs ${score.classicFit}/${score.classicWithIcon} (${percent(score.classicFit, score.classicWithIcon)})\n${misses.join("\n")}`,
  );
};

// Each set renders 4 logos and a classic page of 12 designs per brief: seconds, more on a busy CI.
describe("icon relevance on our evaluation sets", { timeout: 120_000 }, () => {
  it("names only icons that exist in the library", () => {
    const ids = loadIconCatalogue().map((icon) => icon.id);
    const unknown = [...ORDINARY_BRIEFS, ...HARD_BRIEFS, ...FRESH_BRIEFS].flatMap((brief) =>
      brief.fits.filter((name) => !ids.some((id) => iconFits(id, [name]))),
    );
    expect(unknown).toEqual([]);
    expect(ORDINARY_BRIEFS.length).toBeGreaterThanOrEqual(60);
    expect(HARD_BRIEFS.length).toBeGreaterThanOrEqual(80);
  });

  it("fits at least 95% of ordinary briefs, and every logo that carries a library icon", () => {
    const score = scoreRelevance(ORDINARY_BRIEFS, deps);
    report("ordinary", score);
    expect(score.firstFit / score.briefs).toBeGreaterThanOrEqual(0.95);
    expect(score.logosFit).toBe(score.logosWithIcon);
    expect(score.classicFit).toBe(score.classicWithIcon);
  });

  it("fits at least 90% of hard briefs, and every logo that carries a library icon", () => {
    const score = scoreRelevance(HARD_BRIEFS, deps);
    report("hard", score);
    expect(score.firstFit / score.briefs).toBeGreaterThanOrEqual(0.9);
    expect(score.logosFit).toBe(score.logosWithIcon);
    expect(score.classicFit).toBe(score.classicWithIcon);
  });

  it("carries to the later set written after the rules: at least 90% of briefs, 95% of logos", () => {
    const score = scoreRelevance(FRESH_BRIEFS, deps);
    report("fresh", score);
    expect(score.firstFit / score.briefs).toBeGreaterThanOrEqual(0.9);
    expect(score.logosFit / score.logosWithIcon).toBeGreaterThanOrEqual(0.95);
    expect(score.classicFit / score.classicWithIcon).toBeGreaterThanOrEqual(0.95);
  });
});
