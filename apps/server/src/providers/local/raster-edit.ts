import sharp, { type Sharp } from "sharp";
import { colourWords } from "./prompt-words";

type Operation = { phrase: string; apply: (image: Sharp) => Sharp };

const hexToRgb = (hex: string) => ({ r: parseInt(hex.slice(1, 3), 16), g: parseInt(hex.slice(3, 5), 16), b: parseInt(hex.slice(5, 7), 16) });

/** Pixel edits the offline model understands, in English and Chinese. */
const operations: { pattern: RegExp; phrase: string; apply: (image: Sharp) => Sharp }[] = [
  { pattern: /black and white|grayscale|greyscale|monochrome|黑白/, phrase: "black and white", apply: (i) => i.grayscale() },
  { pattern: /bright(er)?|lighter|亮一点|更亮|提亮/, phrase: "brighter", apply: (i) => i.modulate({ brightness: 1.25 }) },
  { pattern: /dark(er)?|暗一点|更暗/, phrase: "darker", apply: (i) => i.modulate({ brightness: 0.75 }) },
  { pattern: /vivid|saturat|鲜艳/, phrase: "more vivid", apply: (i) => i.modulate({ saturation: 1.5 }) },
  { pattern: /muted|desaturat|淡一点|柔和/, phrase: "muted", apply: (i) => i.modulate({ saturation: 0.6 }) },
  { pattern: /blur|模糊/, phrase: "blur", apply: (i) => i.blur(6) },
  { pattern: /sharpen|锐化|清晰/, phrase: "sharpen", apply: (i) => i.sharpen({ sigma: 1.5 }) },
  { pattern: /mirror|flip horizontally|flop|镜像|水平翻转/, phrase: "mirror", apply: (i) => i.flop() },
  { pattern: /upside down|flip vertically|垂直翻转|倒过来/, phrase: "flip", apply: (i) => i.flip() },
  { pattern: /invert|negative|反色/, phrase: "invert", apply: (i) => i.negate({ alpha: false }) },
  { pattern: /rotate|旋转/, phrase: "rotate", apply: (i) => i.rotate(90) },
];

/**
 * Edits a picture by instruction with real pixel operations (the offline model cannot repaint
 * content). Colour words tint the image; the words it could not use are reported back, never
 * silently ignored.
 */
export async function editRaster(bytes: Buffer, prompt: string): Promise<{ bytes: Buffer; applied: string[]; notUnderstood: string[] }> {
  const text = prompt.toLowerCase();
  const chosen: Operation[] = operations.filter((op) => op.pattern.test(text));
  const colour = Object.entries(colourWords).find(([word]) => (/[\u3400-\u9fff]/u.test(word) ? text.includes(word) : new RegExp(`\\b${word}\\b`).test(text)));
  if (colour) chosen.push({ phrase: `tint ${colour[0]}`, apply: (i) => i.tint(hexToRgb(colour[1])) });
  let image = sharp(bytes).rotate();
  for (const op of chosen) image = op.apply(image);
  const output = await image.png().toBuffer();
  const known = chosen.length > 0;
  return { bytes: output, applied: chosen.map((c) => c.phrase), notUnderstood: known ? [] : [prompt.trim()].filter(Boolean) };
}
