import type { ClassicLayoutId, ColorCategory, GetAllInfoBody, GradientAngle, LogoSymbol } from "@studio/contracts";
import { colorCategoryIds } from "@studio/contracts/plain";
import type { ClassicBrief } from "./classic-entry";
import { addToPanel, type ChosenSymbol, type SymbolProblem } from "./symbol-choice";

/** What the user picked on the symbol, colour and font steps; the list asks the designer for these. */
export type Choices = {
  symbols: ChosenSymbol[];
  /** The chosen colour group (its spec number: 1-6 or 99). */
  colorCategory: number | null;
  /** The chosen colour options of that group. */
  colors: string[];
  gradientAngle: GradientAngle;
  fonts: string[];
  /** Only this layout (horizontal 1, vertical 2, square 3); all when null. */
  layout: ClassicLayoutId | null;
};

export const noChoices: Choices = { symbols: [], colorCategory: null, colors: [], gradientAngle: 45, fonts: [], layout: null };

/** Spec 03 section 4: adding an icon blanks the colour fields (the designer picks colours for the new symbols again). */
export function addSymbols(choices: Choices, adding: ChosenSymbol[]): { choices: Choices; problem: SymbolProblem } {
  const { panel, added, problem } = addToPanel(choices.symbols, adding);
  if (added === 0) return { choices, problem };
  return { choices: { ...choices, symbols: panel, colorCategory: null, colors: [] }, problem };
}

export function removeSymbol(choices: Choices, url: string): Choices {
  return { ...choices, symbols: choices.symbols.filter((symbol) => symbol.url !== url) };
}

/** Choosing a colour group selects its first option (spec 03 section 4); choosing it again clears it. */
export function chooseColorCategory(choices: Choices, category: ColorCategory): Choices {
  if (choices.colorCategory === category.id) return { ...choices, colorCategory: null, colors: [] };
  const first = category.colors[0];
  return { ...choices, colorCategory: category.id, colors: first ? [first.color_id] : [] };
}

/** Toggles one option of the chosen group; the last one cannot be taken away (one stays selected). */
export function toggleColorOption(choices: Choices, colorId: string): Choices {
  if (choices.colors.includes(colorId)) {
    return choices.colors.length > 1 ? { ...choices, colors: choices.colors.filter((id) => id !== colorId) } : choices;
  }
  return { ...choices, colors: [...choices.colors, colorId].slice(-12) };
}

/** Fonts toggle; at most 8 are sent (the contract's limit), the oldest choice goes first. */
export function toggleFont(choices: Choices, fontId: string): Choices {
  if (choices.fonts.includes(fontId)) return { ...choices, fonts: choices.fonts.filter((id) => id !== fontId) };
  return { ...choices, fonts: [...choices.fonts, fontId].slice(-8) };
}

type ColorCateId = NonNullable<GetAllInfoBody["color_cates"]>[number];
const colorCateIds: readonly number[] = Object.values(colorCategoryIds);
const isColorCateId = (id: number): id is ColorCateId => colorCateIds.includes(id);

function symbolOf(symbol: ChosenSymbol): LogoSymbol {
  return symbol.kind === "letters" ? { kind: "letters", text: symbol.text } : { kind: "icon", key: symbol.key };
}

/** The brief and choices part of a getAllInfo request (paging comes from the list). */
export function requestOf(brief: ClassicBrief, choices: Choices): GetAllInfoBody {
  return {
    name: brief.name,
    slogan: brief.slogan,
    industry: brief.industry,
    icons: choices.symbols.map(symbolOf),
    colors: choices.colors,
    color_cates: choices.colorCategory !== null && isColorCateId(choices.colorCategory) ? [choices.colorCategory] : [],
    ...(choices.colorCategory === 99 ? { gradient_angle: choices.gradientAngle } : {}),
    fonts: choices.fonts,
    ...(choices.layout === null ? {} : { layout: choices.layout }),
  };
}
