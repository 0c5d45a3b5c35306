import type { DesignDocument } from "@studio/design";
import { dominantColors, hexToRgb, interpretInstruction, type InstructionResult, type LogoEngineDeps } from "@studio/logo-engine";
import sharp from "sharp";
import type { EditInput } from "../image-provider";

/**
 * Further changes that make the extra designs of a Max edit (4 designs): each is applied on top of
 * the requested edit, and one that changes nothing or repeats a design is passed over.
 */
const VARIATIONS = ["icon on the left", "icon above the name", "serif", "rounded square", "bold", "circle", "modern", "elegant", "playful"];

/** The colour a reference image is about: its heaviest colour that is neither near white, black nor grey. */
export async function referenceColor(bytes: Buffer): Promise<string | undefined> {
  const { data } = await sharp(bytes).resize(96, 96, { fit: "inside" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { colors } = dominantColors(data, { count: 6 });
  const vivid = colors.find((hex) => {
    const { r, g, b } = hexToRgb(hex);
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    return max - min > 40 && max > 40 && min < 235;
  });
  return vivid ?? colors[0];
}

/**
 * Edits a designer logo as vectors: the instruction through the interpreter, then the reference's
 * colour when the words chose none (Change to style with an upload, or Choose color from a
 * reference), then up to `count - 1` variations of that result.
 */
export async function editDesign(
  document: DesignDocument,
  input: Pick<EditInput, "prompt" | "count" | "references" | "referenceUse">,
  logo: LogoEngineDeps,
): Promise<InstructionResult[]> {
  let base = interpretInstruction(document, input.prompt, logo);
  const reference = input.references[0];
  const coloured = base.applied.some((edit) => edit.kind === "color" || edit.kind === "palette");
  const restyled = base.applied.some((edit) => edit.kind === "restyle");
  if (reference && !coloured && (input.referenceUse === "colors" || !restyled)) {
    const color = await referenceColor(reference.bytes);
    if (color) {
      const recoloured = interpretInstruction(base.document, `colour ${color}`, logo);
      base = {
        ...recoloured,
        applied: [...base.applied, ...recoloured.applied],
        skipped: [...base.skipped, ...recoloured.skipped],
        notUnderstood: base.notUnderstood,
      };
    }
  }
  const results = [base];
  for (const variation of VARIATIONS) {
    if (results.length >= input.count) break;
    const varied = interpretInstruction(base.document, variation, logo);
    if (varied.applied.length > 0 && !results.some((result) => result.svg === varied.svg)) results.push(varied);
  }
  return results;
}
