export * from "./design-document.schema.js";
export { DESIGN_MIGRATIONS, DesignDocumentError, migrateDesignDocument, parseDesignDocument } from "./design-document.migrations.js";
export type { FontProvider, ParsedFont } from "./font-provider.types.js";
export { fontBytesOf, rememberFontBytes } from "./font-bytes.js";
export { findMissingGlyphs, outlineText, type Box, type EmojiPlacement, type TextOutline, type TextOutlineRequest } from "./text-outline.js";
export { EMOJI_CODE_PATTERN, emojiCode, parseEmojiSvg, textEmojiCodes, type EmojiGlyph } from "./emoji.js";
export { layoutText, type TextLayout, type TextLine } from "./text-layout.js";
export { elementBox, renderDesignSvg, type ElementMarkupCache, type RenderOptions } from "./render-design-svg.js";
export { shapePath } from "./shape-paths.js";
export { documentImageSources, withImageSources } from "./image-sources.js";
export {
  BORDER_STYLES,
  DUOTONE_PRESETS,
  EXPOSURE_COLORS,
  FILTER_BLUR_PX,
  FILTER_BRIGHTNESS,
  FILTER_OPACITY_CASE,
  IMAGE_FILTER_IDS,
  luminance,
} from "./image-filters.js";
export { qrModules, QR_QUIET_ZONE } from "./render-qrcode.js";
export { sanitiseSvg, SvgRejected, SVG_LIMITS, type SanitisedSvg, type SanitiseOptions } from "./svg-sanitiser.js";
export { cmykPercent, hexToRgb, srgbToCmyk, type Cmyk, type Rgb } from "./colour-cmyk.js";
export { CARD_CODE_MAX, cardFieldsOf, fillCardFields, type CardFieldValues, type CardFillOptions, type CardLogo, type CardTextField } from "./card-fields.js";
export { CARD_LONG_SIDE_MM, CARD_SAFE_MARGIN_MM, cardPxPerMm, cardSafeArea, cardSizeMm, rotatedBounds, textsOutsideSafeArea } from "./card-safe-area.js";
export {
  ANIMATION_PRESETS,
  DEFAULT_FRAME_COUNT,
  FRAME_DELAY_MS,
  MAX_FRAME_COUNT,
  animationFrameDocument,
  bounceEase,
  elementState,
  frameTime,
  renderAnimationFrame,
  type AnimationPreset,
  type ElementState,
  type FrameOptions,
} from "./logo-animation.js";
export { logoLottie, lottieColor, type LottieAnimation, type LottieLayer, type LottieShape, type LottieValue } from "./logo-lottie.js";
export { assembleGif, encodeGif, encodeGifChunk, gifPalette, readGifFacts, splitFrames, type GifFacts, type Palette, type RgbaFrame } from "./gif-encode.js";
