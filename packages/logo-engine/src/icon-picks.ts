/**
 * The icons of the best reading of a brief only: every icon of one reading shares its reason
 * (`thing:…`, `concept:…`, `meaning:…`), and a second reading is a weaker guess. A page of
 * logos rotates through these, so every logo that carries a library icon carries a fitting one.
 */
export function bestReadingIcons<T extends { icon: { nodes: readonly unknown[] }; reason: string }>(matches: readonly T[]): T[] {
  const drawable = matches.filter((match) => match.icon.nodes.length > 0);
  const reason = drawable[0]?.reason;
  return drawable.filter((match) => match.reason === reason);
}
