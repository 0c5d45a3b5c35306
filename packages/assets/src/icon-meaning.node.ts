import type { IconRecord } from "./icon-catalogue.types.js";
import type { WordMeaningLookup } from "./icon-library.js";
import { createWordMeaningLookup, iconMeaningTargets } from "./wordnet-meaning.node.js";

/**
 * WordNet lemmas that name an icon under another id: sewing is drawn with needle-thread. Keys are
 * WordNet lemmas, values icon ids that createIconLibrary resolves in either set.
 */
const TARGET_ALIASES: Readonly<Record<string, string>> = {
  sewing: "needle-thread",
  sew: "needle-thread",
  needle: "needle-thread",
  spectacles: "eyeglass",
  eyeglasses: "eyeglass",
};

/** The server's meaning lookup for createIconLibrary: WordNet stopping at icon names. */
export function createIconMeaningLookup(icons: readonly IconRecord[]): WordMeaningLookup {
  const targets = iconMeaningTargets(icons);
  for (const alias of Object.keys(TARGET_ALIASES)) targets.add(alias);
  const lookup = createWordMeaningLookup(targets);
  return (word) => {
    const found = lookup(word);
    return found ? { ...found, target: TARGET_ALIASES[found.target] ?? found.target } : undefined;
  };
}
