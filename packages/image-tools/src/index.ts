// Offline image engines (issue 19): pure functions over decoded RGBA pixels; no Fastify, no storage.
export { decodeImage, encodePng, sharpRaw, type RawImage } from "./raw-image.js";
export { detectBackground, estimateBackground, type BackgroundDetection, type BackgroundEstimate } from "./background-estimate.js";
export { removeFlatBackground, type FlatMattingOptions, type FlatMattingResult } from "./flat-matting.js";
export { loadVtracer, vectorise, type VectoriseOptions, type VectoriseResult } from "./vectorise.js";
export { CONVERT_FORMATS, CONVERT_MAX_SIDE, ICO_SIZES, convertImage, type ConvertFormat, type ConvertOptions, type Converted } from "./convert.js";
export { buildIco, readIco } from "./ico.js";
export { inpaint, type InpaintOptions } from "./inpaint.js";
export * from "./mockup/index.js";
export { personConfidence, selfieModelPath, type PersonConfidence } from "./person-segmentation.js";
export { removePersonBackground, withForeground, type PersonMattingResult } from "./person-matting.js";
export {
  ONNX_MATTING_PRESETS,
  OnnxChecksumError,
  loadOnnxMatting,
  openOnnxMatting,
  removeOnnxBackground,
  type OnnxMatting,
  type OnnxMattingPreset,
  type OnnxMattingPresetName,
} from "./onnx-matting.js";
export { PLAIN_COVERAGE, chooseMattingMethod, looksLikePortrait, type MattingChoice, type MattingMethodName } from "./matting-method.js";
export { ID_PHOTO_DPI, ID_SHEET, composeIdPhoto, findHead, idPhotoFrame, idPhotoSheet, type HeadBox } from "./id-photo.js";
export { resampleChannels, resizeImage, type ResampleKernel } from "./resample.js";
export {
  ENLARGE_MAX_INPUT_PIXELS,
  ENLARGE_MAX_OUTPUT_PIXELS,
  ENLARGE_SCALES,
  enlarge,
  type EnlargeOptions,
  type EnlargeResult,
  type EnlargeScale,
} from "./enlarge.js";
export {
  ICON_PALETTES,
  ICON_RENDER_STYLES,
  iconRenderStyleFor,
  renderIconPng,
  renderIconSvg,
  type IconGeometry,
  type IconPalette,
  type IconRenderStyle,
  type IconShape,
} from "./icon-styles.js";
export { BACKDROP_SCENES, composeOnBackdrop, contactShadow, drawBackdrop, hexToRgb, type BackdropScene, type BackdropSpec } from "./backdrop.js";
