import type { ShapeKind } from "@studio/design";
import type { LogoStyle } from "./logo-brief.schema.js";
import type { LayoutVariant, LogoLayout, WordmarkDecoration } from "./logo-plan.js";

/** Spec 03's layout families: horizontal 1, vertical 2, square 3. */
export type ClassicFamily = 1 | 2 | 3;
export type ContainerShape = Exclude<ShapeKind, "paths">;
type MarkUse = "symbol" | "letters" | "drawn-letters" | "contained-symbol" | "none";

export type ClassicLayoutSpec = {
  family: ClassicFamily;
  layout: LogoLayout;
  style: LogoStyle;
  mark: MarkUse;
  variant?: LayoutVariant;
  decoration?: WordmarkDecoration;
  /** Shapes this layout may draw its container in (emblem, plaque, or the mark's own shape). */
  shapes?: readonly ContainerShape[];
  needsSlogan?: boolean;
};

const LETTER_SHAPES: readonly ContainerShape[] = ["circle", "rounded-square", "hexagon", "diamond", "shield", "seal"];
const SYMBOL_SHAPES: readonly ContainerShape[] = ["circle", "rounded-square", "hexagon", "seal", "shield"];
// Badge and rounded square are left to plaques and to emblems whose name is too wide for a round shape.
const EMBLEM_SHAPES: readonly ContainerShape[] = ["circle", "shield", "seal", "hexagon", "diamond"];

/** The classic list's layouts: each a distinct arrangement a designer would name. */
export const CLASSIC_LAYOUTS = {
  "mark-left": { family: 1, layout: "horizontal", style: "combination", mark: "symbol" },
  "mark-right": { family: 1, layout: "horizontal", style: "combination", mark: "symbol", variant: "mark-right" },
  "split-slogan": { family: 1, layout: "horizontal", style: "combination", mark: "symbol", variant: "split-slogan", needsSlogan: true },
  "lettermark-left": { family: 1, layout: "horizontal", style: "abstract", mark: "letters", shapes: LETTER_SHAPES },
  "badge-mark-left": { family: 1, layout: "horizontal", style: "mascot", mark: "contained-symbol", shapes: SYMBOL_SHAPES },
  "wordmark-left": { family: 1, layout: "horizontal", style: "minimal", mark: "none", decoration: "underline" },
  stacked: { family: 2, layout: "vertical", style: "pictorial", mark: "symbol" },
  "lettermark-stacked": { family: 2, layout: "vertical", style: "abstract", mark: "letters", shapes: LETTER_SHAPES },
  "interlocked-letters": { family: 2, layout: "vertical", style: "abstract", mark: "drawn-letters" },
  "badge-mark-stacked": { family: 2, layout: "vertical", style: "mascot", mark: "contained-symbol", shapes: SYMBOL_SHAPES },
  "wordmark-centred": { family: 2, layout: "vertical", style: "minimal", mark: "none", decoration: "divider" },
  "framed-wordmark": { family: 2, layout: "vertical", style: "minimal", mark: "none", decoration: "frame" },
  emblem: { family: 3, layout: "square", style: "emblem", mark: "symbol", shapes: EMBLEM_SHAPES },
  "emblem-wordmark": { family: 3, layout: "square", style: "emblem", mark: "none", shapes: EMBLEM_SHAPES },
  "name-plaque": { family: 3, layout: "square", style: "combination", mark: "symbol", variant: "name-plaque", shapes: ["rounded-square", "badge"] },
} as const satisfies Record<string, ClassicLayoutSpec>;

export type ClassicLayout = keyof typeof CLASSIC_LAYOUTS;
export const CLASSIC_LAYOUT_NAMES = Object.keys(CLASSIC_LAYOUTS) as ClassicLayout[];
export const layoutSpec = (layout: ClassicLayout): ClassicLayoutSpec => CLASSIC_LAYOUTS[layout];
