import { renderDesignSvg, type DesignDocument, type ShapeKind } from "@studio/design";
import { createAbstractMark } from "./abstract-mark.js";
import { COLORWAYS, composeLogo, WORDMARK_DECORATIONS, type Colorway, type LogoLayout, type LogoPlan } from "./logo-composer.js";
import { fallbacksFor, fontCandidates, hasCjk, initialsOf, palettePool, sloganFont } from "./logo-choices.js";
import { LogoBriefSchema, type EngineIcon, type LogoBriefInput, type LogoEngineDeps, type LogoStyle } from "./logo-brief.schema.js";
import type { MarkSpec } from "./logo-marks.js";
import { bestReadingIcons } from "./icon-picks.js";
import { checkLogoQuality } from "./logo-quality.js";
import { createRandom, hashString, type Random } from "./seeded-random.js";

/** Which icon, font, layout, palette and rule produced a logo. */
export type LogoProvenance = {
  style: LogoStyle;
  layout: LogoLayout;
  font: { id: string; family: string; fallbackFontIds: string[] };
  icon: { set: string; id: string; tags: string[]; reason: string } | null;
  mark: string;
  palette: { id: string; name: string; colorway: Colorway };
  rule: string;
};

export type LogoResult = { rank: number; score: number; document: DesignDocument; svg: string; provenance: LogoProvenance };

const DEFAULT_STYLES_WITH_ICON: LogoStyle[] = ["combination", "pictorial", "emblem", "abstract", "minimal", "mascot", "signature"];
const DEFAULT_STYLES_WITHOUT_ICON: LogoStyle[] = ["abstract", "emblem", "minimal", "combination", "signature", "mascot"];
const EMBLEMS: Exclude<ShapeKind, "paths">[] = ["circle", "shield", "badge", "seal", "hexagon", "rounded-square"];
const MONOGRAM_CONTAINERS: Exclude<ShapeKind, "paths">[] = ["circle", "rounded-square", "hexagon", "diamond"];

/** The aspects two results are compared on; the issue asks that they differ in at least two. */
export function variationKey(provenance: LogoProvenance): [string, string, string, string] {
  return [
    provenance.layout,
    provenance.font.id,
    provenance.icon ? `${provenance.icon.set}:${provenance.icon.id}` : provenance.mark,
    `${provenance.palette.id}/${provenance.palette.colorway}`,
  ];
}
export function differingAspects(a: LogoProvenance, b: LogoProvenance): number {
  const left = variationKey(a);
  const right = variationKey(b);
  return left.filter((value, index) => value !== right[index]).length;
}

/** The emblem shape actually drawn (the composer swaps round shapes for plaques on long names). */
const emblemShape = (document: DesignDocument): string | undefined => {
  const emblem = document.elements.find((element) => element.id === "emblem");
  return emblem?.type === "shape" ? emblem.shape : undefined;
};

type IconPick = { icon: EngineIcon; reason: string; score: number };

function chooseMark(
  style: LogoStyle,
  name: string,
  icon: IconPick | undefined,
  random: Random,
  index: number,
  fontId: string,
  fallbackFontIds: string[],
): { mark: MarkSpec; rule: string } {
  const monogram = (): { mark: MarkSpec; rule: string } => ({
    mark: {
      kind: "monogram",
      initials: initialsOf(name),
      fontId,
      fallbackFontIds,
      container: MONOGRAM_CONTAINERS[index % MONOGRAM_CONTAINERS.length] ?? "circle",
    },
    rule: "monogram",
  });
  const abstract = (rule: string): { mark: MarkSpec; rule: string } => {
    const mark = createAbstractMark(random, index);
    return { mark: { kind: "abstract", mark }, rule };
  };
  switch (style) {
    case "minimal":
    case "signature":
      return { mark: { kind: "none" }, rule: "wordmark" };
    case "abstract":
      return random.next() < 0.25 ? monogram() : abstract("abstract-mark");
    case "emblem":
      return icon && random.next() < 0.7
        ? { mark: { kind: "icon", icon: icon.icon, paint: "stroke" }, rule: icon.reason }
        : { mark: { kind: "none" }, rule: "emblem-wordmark" };
    case "mascot":
      return icon
        ? { mark: { kind: "icon", icon: icon.icon, paint: "fill", container: random.pick(["circle", "rounded-square"] as const) }, rule: icon.reason }
        : monogram();
    case "pictorial":
    case "combination":
      // Never an unrelated icon: without a match the mark is generated.
      if (!icon) return abstract("abstract-fallback");
      return { mark: { kind: "icon", icon: icon.icon, paint: style === "pictorial" || random.next() < 0.3 ? "fill" : "stroke" }, rule: icon.reason };
  }
}

/**
 * Brief to `count` ranked logos. Pure and deterministic: the same brief and seed give the same
 * documents and SVG bytes. Candidates that break a quality rule, or differ from an accepted
 * result in fewer than two of layout, font, icon and colour, are dropped.
 */
export function generateLogos(input: LogoBriefInput, deps: LogoEngineDeps): LogoResult[] {
  const brief = LogoBriefSchema.parse(input);
  const { seed, count, ...rest } = brief;
  const random = createRandom(hashString(JSON.stringify(rest)) ^ Math.imul(seed + 1, 0x9e3779b1));
  const about = [brief.industry, brief.description].filter(Boolean).join(" ");
  const matches = deps.icons.search(about, { limit: 8, nameText: brief.name });
  const conceptIds = deps.icons.concepts(`${brief.name} ${about}`).map((match) => match.concept.id);
  const icons: IconPick[] = bestReadingIcons(matches)
    .slice(0, 6)
    .map((match) => ({ icon: match.icon, reason: match.reason, score: match.score }));
  const styles = brief.styles && brief.styles.length > 0 ? brief.styles : icons.length > 0 ? DEFAULT_STYLES_WITH_ICON : DEFAULT_STYLES_WITHOUT_ICON;
  const palettes = palettePool(brief, conceptIds, random);
  const usedFonts = new Set<string>();
  let iconCursor = 0;
  let wordmarkCursor = 0;
  const accepted: LogoResult[] = [];
  const attempts = count * 8;

  for (let index = 0; index < attempts && accepted.length < count; index += 1) {
    const style = styles[index % styles.length] ?? "combination";
    // Rotate through the best few icons so results show different pictures of the business.
    const icon = icons[iconCursor % Math.min(icons.length, 4)];
    const wordmark = style === "minimal" || style === "signature";
    const layout: LogoLayout =
      style === "emblem"
        ? "square"
        : wordmark
          ? wordmarkCursor % 2 === 0
            ? "vertical"
            : "horizontal"
          : (index + random.int(2)) % 2 === 0
            ? "horizontal"
            : "vertical";
    const palette = palettes[(index + Math.floor(index / palettes.length)) % palettes.length] ?? palettes[0];
    if (!palette) break;
    // With one palette the colour still varies by which of its colours leads.
    const colorway: Colorway =
      palettes.length === 1 ? (COLORWAYS[Math.floor(index / styles.length) % COLORWAYS.length] ?? "text") : random.next() < 0.4 ? "primary" : "text";
    const uppercase = !hasCjk(brief.name) && (style === "emblem" || (style === "minimal" && random.next() < 0.5));
    const name = uppercase ? brief.name.toUpperCase() : brief.name;
    const font = fontCandidates(style, name, deps.fontCatalogue, random, usedFonts).find(
      (candidate) => fallbacksFor(deps.fonts, name, candidate.id) !== undefined,
    );
    if (!font) continue;
    const fallbackFontIds = fallbacksFor(deps.fonts, name, font.id) ?? [];
    const sloganFontId = brief.slogan ? sloganFont(brief.slogan, random) : font.id;
    const sloganFallbackFontIds = brief.slogan ? fallbacksFor(deps.fonts, brief.slogan, sloganFontId) : [];
    if (!sloganFallbackFontIds) continue;
    const { mark, rule } = chooseMark(style, brief.name, icon, random, index, font.category === "script" ? "montserrat-700" : font.id, fallbackFontIds);
    const plan: LogoPlan = {
      style,
      layout,
      name,
      ...(brief.slogan ? { slogan: brief.slogan } : {}),
      fontId: font.id,
      fallbackFontIds,
      sloganFontId,
      sloganFallbackFontIds,
      tracking: uppercase ? 0.08 : 0,
      palette,
      nameColor: colorway,
      mark,
      ...(style === "emblem" ? { emblem: EMBLEMS[(index + random.int(EMBLEMS.length)) % EMBLEMS.length] ?? "circle" } : {}),
      decoration: mark.kind === "none" && !(style === "emblem") ? (WORDMARK_DECORATIONS[wordmarkCursor % WORDMARK_DECORATIONS.length] ?? "plain") : "plain",
    };
    // Cursors move on every attempt, so a rejected combination is not tried again and again.
    if (mark.kind === "icon") iconCursor += 1;
    if (wordmark) wordmarkCursor += 1;
    const document = composeLogo(plan, deps.fonts);
    if (checkLogoQuality(document, deps.fonts).length > 0) continue;
    const markName =
      mark.kind === "abstract"
        ? `abstract:${mark.mark.kind}`
        : mark.kind === "monogram"
          ? `monogram:${mark.container}`
          : mark.kind === "none"
            ? `wordmark:${emblemShape(document) ?? plan.decoration}`
            : mark.kind;
    const provenance: LogoProvenance = {
      style,
      layout,
      font: { id: font.id, family: font.family, fallbackFontIds },
      icon: mark.kind === "icon" ? { set: mark.icon.set, id: mark.icon.id, tags: [...mark.icon.tags], reason: rule } : null,
      mark: markName,
      palette: { id: palette.id, name: palette.name, colorway },
      rule,
    };
    if (accepted.some((result) => differingAspects(result.provenance, provenance) < 2)) continue;
    usedFonts.add(font.id);
    const score = Math.round((100 - index + (mark.kind === "icon" && icon ? icon.score / 10 : 0)) * 100) / 100;
    accepted.push({ rank: 0, score, document, svg: renderDesignSvg(document, deps.fonts), provenance });
  }
  return accepted.sort((a, b) => b.score - a.score).map((result, index) => ({ ...result, rank: index + 1 }));
}
