import type { NamingBrief } from "./naming-brief";
import type { Candidate } from "./name-suggestions.en";
import type { Random } from "./naming-random";
import { GENERAL_ZH, INDUSTRIES_ZH, NUMERAL_PLACES_ZH, OPENERS_ZH, THEMES_ZH, type IndustryWordsZh } from "./naming-words.zh";

export type ChineseWords = { industry: IndustryWordsZh; themeChars: string[]; themeWords: string[]; themed: boolean };

export function chineseWords(brief: NamingBrief): ChineseWords {
  const industry = INDUSTRIES_ZH[brief.industries[0] ?? ""] ?? GENERAL_ZH;
  const themes = brief.themes.map((id) => THEMES_ZH[id]!).filter(Boolean);
  const wanted = brief.keywords.filter((w) => /^\p{Script=Han}{1,2}$/u.test(w));
  const themeChars = [...wanted.filter((w) => w.length === 1), ...themes.flatMap((t) => t.chars)];
  const themeWords = [...wanted.filter((w) => w.length === 2), ...themes.flatMap((t) => t.words)];
  return {
    industry,
    themeChars: themeChars.length > 0 ? themeChars : [...GENERAL_ZH.chars],
    themeWords: themeWords.length > 0 ? themeWords : [...NUMERAL_PLACES_ZH],
    themed: themeWords.length > 0,
  };
}

/**
 * Candidate names in Chinese: theme character + trade character + the trade (潮焙咖啡), a theme word +
 * the trade (海风咖啡), an opener + theme character + the trade (听潮咖啡), a numeral place (一湾咖啡),
 * and short shop names ending 记, 集 or 坊 (汐焙记). Names are 3 to 6 characters.
 */
export function chineseCandidates(brief: NamingBrief, words: ChineseWords, random: Random): Candidate[] {
  const { industry, themeChars, themeWords } = words;
  const out: Candidate[] = [];
  const add = (name: string, pattern: string, oneWord: boolean) => {
    const length = [...name].length;
    if (length >= 2 && length <= 6 && new Set(name).size === length) out.push({ name, pattern, oneWord });
  };
  for (let i = 0; i < 40; i++) {
    const theme = random.pick(themeChars);
    const trade = random.pick(industry.chars);
    const shop = random.pick(industry.shops);
    add(theme + trade + (brief.short ? "" : shop), "pair", brief.short);
    add(random.pick(themeWords) + shop, "word", false);
    const opener = random.pick(OPENERS_ZH);
    if (opener !== theme) add(opener + theme + (brief.short ? "" : shop), "opener", brief.short);
    add(random.pick(NUMERAL_PLACES_ZH) + shop, "place", false);
    add(theme + trade + random.pick(["记", "集", "坊", "社"]), "shop", true);
  }
  return out;
}

/** A slogan of two or three Chinese words (two characters each): [theme word] + verb + noun; the theme word only when the brief has a theme. */
export function chineseSlogan(words: ChineseWords, random: Random): string[] {
  const verb = random.pick(words.industry.verbs);
  const noun = random.pick(words.industry.nouns);
  return words.themed && random.next() < 0.5 ? [random.pick(words.themeWords), verb, noun] : [verb, noun];
}
