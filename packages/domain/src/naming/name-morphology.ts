/** Word-building rules of the English name generator: each returns undefined when the result would read badly. */

const VOWELS = /[aeiou]/;

const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** One closed compound: Tide + Brew -> Tidebrew (both parts kept whole, at most 12 letters). */
export function compound(first: string, second: string): string | undefined {
  if (first.toLowerCase() === second.toLowerCase()) return undefined;
  // The same letter on both sides of the joint reads as a typo (Nova + Aura -> Novaaura).
  if (first.slice(-1).toLowerCase() === second.charAt(0).toLowerCase()) return undefined;
  const word = cap(first) + second.toLowerCase();
  return word.length <= 12 ? word : undefined;
}

/**
 * A portmanteau where the end of one word is the start of the other: Shore + Espresso ->
 * Shorespresso, Salt + Toast -> Saltoast. Without such an overlap there is no blend.
 */
export function blend(first: string, second: string): string | undefined {
  const a = first.toLowerCase();
  const b = second.toLowerCase();
  if (a === b) return undefined;
  for (let k = Math.min(a.length, b.length) - 1; k >= 1; k--) {
    if (a.endsWith(b.slice(0, k))) {
      const word = cap(a + b.slice(k));
      return word.length <= 12 && word.length > Math.max(a.length, b.length) ? word : undefined;
    }
  }
  return undefined;
}

/** A consonant-vowel-consonant word of one syllable doubles its last letter before a vowel ending (Sip + y -> Sippy). */
function doubles(word: string): boolean {
  return /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(word);
}

/**
 * Root + suffix with English spelling rules: a silent e drops before a vowel (Tide + io -> Tidio),
 * a short word doubles its last consonant (Hop + y -> Hoppy), y becomes i before a consonant-led
 * suffix that would read oddly (Sunny + ly -> Sunnily is refused instead), and doubled letters across
 * the joint are merged (Glow + wood -> Glowood).
 */
export function withSuffix(root: string, suffix: string): string | undefined {
  let stem = root.toLowerCase();
  const startsWithVowel = VOWELS.test(suffix.charAt(0)) || suffix.charAt(0) === "y";
  if (stem.endsWith("y") && (suffix.startsWith("l") || suffix.startsWith("y"))) return undefined;
  if (startsWithVowel && stem.endsWith("e")) stem = stem.slice(0, -1);
  else if (startsWithVowel && doubles(stem)) stem += stem.charAt(stem.length - 1);
  if (stem.endsWith(suffix.charAt(0)) && !startsWithVowel) stem = stem.slice(0, -1);
  if (VOWELS.test(stem.charAt(stem.length - 1)) && VOWELS.test(suffix.charAt(0))) return undefined;
  const word = cap(stem + suffix);
  return word.length >= 4 && word.length <= 11 ? word : undefined;
}

/** Two words that start with the same sound: the adjective first (Salty Surf, Bold Bean). */
export function alliterates(adjective: string, noun: string): boolean {
  return adjective.charAt(0).toLowerCase() === noun.charAt(0).toLowerCase() && adjective.toLowerCase() !== noun.toLowerCase();
}

export { cap as capitalise };
