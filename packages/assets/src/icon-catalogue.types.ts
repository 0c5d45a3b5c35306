import type { IconNode } from "@studio/design";

export type IconSet = "tabler" | "lucide";

/** One icon of the catalogue. Both sets draw 24 x 24 strokes of width 2; Tabler also has filled forms. */
export type IconRecord = {
  /** `<set>:<id>`, unique across sets. */
  key: string;
  set: IconSet;
  id: string;
  category: string;
  tags: readonly string[];
  nodes: readonly IconNode[];
  filledNodes?: readonly IconNode[];
};

export type IconMatch = {
  icon: IconRecord;
  /** Higher is more relevant. */
  score: number;
  /** Why it matched: `concept:<id>`, `name:<word>` or `tag:<word>`. */
  reason: string;
};
