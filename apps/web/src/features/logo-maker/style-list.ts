/** One image of a style group in the manager: a stable key for React and drag, and its src. */
export type StyleItem = { key: string; src: string };

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(target, 0, item);
  return out;
}
