export { generateLogos, differingAspects, variationKey, type LogoProvenance, type LogoResult } from "./generate-logos.js";
export {
  LOGO_STYLES,
  LogoBriefSchema,
  type EngineIcon,
  type FontChoice,
  type IconSource,
  type LogoBrief,
  type LogoBriefInput,
  type LogoEngineDeps,
  type LogoStyle,
} from "./logo-brief.schema.js";
export { composeLogo, CANVAS, type LogoLayout, type LogoPlan } from "./logo-composer.js";
export { planClassicPage, designHash, CLASSIC_PAGE_SIZE, type ClassicDesign, type ClassicPageRequest } from "./classic-page.js";
export { redrawClassicDesign, recipeOf, paletteWithAngle, type ClassicEdits, type ClassicRecipe } from "./classic-redraw.js";
export { CLASSIC_LAYOUTS, CLASSIC_LAYOUT_NAMES, type ClassicFamily, type ClassicLayout, type ContainerShape } from "./classic-layouts.data.js";
export { checkLogoQuality, MIN_ICON_CONTRAST, MIN_TEXT_CONTRAST, type QualityIssue, type QualityRule } from "./logo-quality.js";
export { COLOR_GROUPS, COLOR_GROUP_CODES, PALETTES, SMART_PALETTES, backgroundColors, paletteByName, type ColorGroup, type Palette } from "./palettes.data.js";
export { contrastRatio, deltaE, ensureContrast, hexToHsl, hexToRgb, hslToHex, luminance, rgbToHex, rgbToLab } from "./color.js";
export { createRandom, hashString } from "./seeded-random.js";
export { interpretInstruction, type AppliedEdit, type EditKind, type InstructionResult } from "./instruction-interpreter.js";
export { planFromDocument } from "./logo-plan-recovery.js";
export { GOLDEN_BRIEFS } from "./golden-briefs.data.js";
export { dominantColors, type DominantColorOptions, type DominantColors } from "./dominant-colors.js";
