import type { NamingBrief } from "./naming-brief";
import { alliterates, blend, capitalise, compound, withSuffix } from "./name-morphology";
import type { Random } from "./naming-random";
import { ADVERBS_EN, GENERAL_EN, INDUSTRIES_EN, SUFFIXES_EN, THEMES_EN, UNWANTED_EN, type IndustryWords } from "./naming-words.en";

/** A candidate before selection: the pattern that made it, so an answer mixes kinds of names. */
export type Candidate = { name: string; pattern: string; oneWord: boolean };

export type EnglishWords = { industry: IndustryWords; themeRoots: string[]; themeAdjectives: string[]; places: string[]; roots: string[] };

/** The words a brief draws from: its first industry (or the general list) and its themes (or a second industry). */
export function englishWords(brief: NamingBrief): EnglishWords {
  const industry = INDUSTRIES_EN[brief.industries[0] ?? ""] ?? GENERAL_EN;
  const themes = brief.themes.map((id) => THEMES_EN[id]!);
  const second = INDUSTRIES_EN[brief.industries[1] ?? ""];
  const themeRoots = [
    ...brief.keywords.map(capitalise),
    ...themes.flatMap((t) => t.roots),
    ...(themes.length === 0 ? (second?.roots ?? GENERAL_EN.roots) : []),
  ];
  const themeAdjectives = themes.flatMap((t) => t.adjectives);
  const places = themes.flatMap((t) => t.places);
  return { industry, themeRoots, themeAdjectives, places, roots: [...brief.keywords.map(capitalise), ...industry.roots] };
}

/** Candidate names in English: compounds, blends, coined words, pairs, alliterations and tone forms. */
export function englishCandidates(brief: NamingBrief, words: EnglishWords, random: Random): Candidate[] {
  const { industry, themeRoots, roots } = words;
  const tone = brief.tone ?? random.pick(["modern", "classic", "playful"] as const);
  const out: Candidate[] = [];
  const add = (name: string | undefined, pattern: string, oneWord: boolean) => {
    if (name && !UNWANTED_EN.has(name.toLowerCase())) out.push({ name, pattern, oneWord });
  };
  const adjectives = [...words.themeAdjectives, ...industry.adjectives];
  for (let i = 0; i < 40; i++) {
    const theme = random.pick(themeRoots);
    const root = random.pick(roots);
    add(compound(theme, root), "compound", true);
    add(blend(theme, root) ?? blend(root, theme), "blend", true);
    add(withSuffix(random.pick([theme, root]), random.pick(SUFFIXES_EN[tone]!)), "coined", true);
    add(theme !== root ? `${theme} ${root}` : undefined, "pair", false);
    add(theme !== root ? `${theme} & ${root}` : undefined, "ampersand", false);
    const adjective = adjectives.find((a) => alliterates(a, root)) ?? adjectives.find((a) => alliterates(a, theme));
    if (adjective) add(`${adjective} ${alliterates(adjective, root) ? root : theme}`, "alliteration", false);
    add(`The ${random.pick(adjectives)} ${root}`, "the", false);
    if (tone === "luxury") add(random.next() < 0.5 ? `Maison ${theme}` : `${root} Atelier`, "tone", false);
    if (tone === "classic") add(random.next() < 0.5 ? `${theme} & Co.` : `House of ${root}`, "tone", false);
    if (tone === "modern" || tone === "bold") add(`${root} ${random.pick(["Lab", "Works", "Studio", "Collective"])}`, "tone", false);
    if (tone === "playful") add(`${random.pick(["Little", "Happy", "Tiny", "Jolly"])} ${theme}`, "tone", false);
  }
  return out;
}

/** A slogan of at most three words, as its words (the caller joins them). */
export function englishSlogan(words: EnglishWords, random: Random): string[] {
  const { industry, places, themeAdjectives } = words;
  const verb = random.pick(industry.verbs);
  const plural = random.pick(industry.plurals);
  const adjective = random.pick([...themeAdjectives, ...industry.adjectives]);
  const patterns: (() => string[])[] = [
    () => [verb, random.pick(ADVERBS_EN)],
    () => [adjective, `${plural},`, "always"],
    () => ["Where", plural, "begin"],
    () => [adjective, plural],
    () => [adjective, "by", "nature"],
    () => [verb, "with", "us"],
  ];
  // "Sip the shore": only with a place of the brief's theme, never with a general word ("Sip the bright").
  if (places.length > 0)
    patterns.push(
      () => [verb, "the", random.pick(places)],
      () => [verb, "the", random.pick(places)],
    );
  const slogan = random.pick(patterns)();
  return [capitalise(slogan[0]!), ...slogan.slice(1).map((w) => w.toLowerCase())];
}
