import type { LogoEngineDeps } from "./logo-brief.schema.js";
import { planClassicPage } from "./classic-page.js";
import { generateLogos } from "./generate-logos.js";
import type { RelevanceBrief } from "./icon-relevance-briefs.data.js";

/** An icon id fits an accepted name when equal to it or when the name is one of its hyphenated ends. */
export const iconFits = (id: string, fits: readonly string[]): boolean =>
  fits.some((name) => id === name || id.startsWith(`${name}-`) || id.endsWith(`-${name}`));

export type RelevanceOutcome = {
  brief: RelevanceBrief;
  /** The icon the designer ranks first (what a one-logo answer shows), or null for none. */
  first: string | null;
  firstFits: boolean;
  /** Icons of the four logos that carry one. */
  logoIcons: string[];
  misfits: string[];
  /** Icons of the classic list's first page (12 designs) that carry one, and those that do not fit. */
  classicIcons: string[];
  classicMisfits: string[];
};

export type RelevanceScore = {
  briefs: number;
  firstFit: number;
  logosWithIcon: number;
  logosFit: number;
  classicWithIcon: number;
  classicFit: number;
  outcomes: RelevanceOutcome[];
};

/**
 * Scores a set: the first icon must fit (or be absent when nothing fits), and so must the icon of
 * every logo of four (generateLogos) and of every design of the classic list's first page.
 */
export function scoreRelevance(briefs: readonly RelevanceBrief[], deps: LogoEngineDeps): RelevanceScore {
  const outcomes = briefs.map((brief): RelevanceOutcome => {
    const about = [brief.industry, brief.description].filter(Boolean).join(" ");
    const top = deps.icons.search(about, { limit: 1, nameText: brief.name })[0];
    const first = top ? top.icon.id : null;
    const firstFits = first === null ? brief.fits.length === 0 : iconFits(first, brief.fits);
    const input = { name: brief.name, description: brief.description, ...(brief.industry ? { industry: brief.industry } : {}), count: 4, seed: 1 };
    const logos = generateLogos(input, deps);
    const logoIcons = logos.flatMap((logo) => (logo.provenance.icon ? [logo.provenance.icon.id] : []));
    const page = planClassicPage(
      { brief: { name: brief.name, description: brief.description, ...(brief.industry ? { industry: brief.industry } : {}) }, page: 1 },
      deps,
    );
    const classicIcons = page.flatMap((design) => (design.plan.mark.kind === "icon" ? [design.plan.mark.icon.id] : []));
    return {
      brief,
      first,
      firstFits,
      logoIcons,
      misfits: logoIcons.filter((id) => !iconFits(id, brief.fits)),
      classicIcons,
      classicMisfits: classicIcons.filter((id) => !iconFits(id, brief.fits)),
    };
  });
  const logoIcons = outcomes.flatMap((outcome) => outcome.logoIcons);
  const classicIcons = outcomes.flatMap((outcome) => outcome.classicIcons);
  return {
    briefs: outcomes.length,
    firstFit: outcomes.filter((outcome) => outcome.firstFits).length,
    logosWithIcon: logoIcons.length,
    logosFit: logoIcons.length - outcomes.reduce((sum, outcome) => sum + outcome.misfits.length, 0),
    classicWithIcon: classicIcons.length,
    classicFit: classicIcons.length - outcomes.reduce((sum, outcome) => sum + outcome.classicMisfits.length, 0),
    outcomes,
  };
}
