import { estimateBackground, type BackgroundEstimate } from "./background-estimate.js";
import { rgbToLab } from "./colour-lab.js";
import { personConfidence, type PersonConfidence } from "./person-segmentation.js";
import type { RawImage } from "./raw-image.js";

/** The matting methods (the contract's method names for matting). */
export type MattingMethodName = "flat" | "person" | "onnx" | "provider";

export type MattingChoice = {
  /** The method to run, or null when no method that is available here suits the image. */
  method: MattingMethodName | null;
  /** Why: shown in logs and tests, and it tells the page what was detected. */
  reason: "asked" | "plain-backdrop" | "person" | "general-model" | "provider" | "no-suitable-method";
  background: BackgroundEstimate;
  /** The person model's verdict when it ran (so the person method need not run it twice). */
  person: PersonConfidence | null;
};

/** Share of the border that must match one colour or gradient for the flat method (detectBackground's `plain`). */
export const PLAIN_COVERAGE = 0.6;
/** Lab noise of the border under which a plain backdrop is a flat fill or smooth gradient rather than a texture. */
const CLEAN_SPREAD = 8;

/**
 * A portrait by the person model's mask: one main figure (its largest connected region holds most of
 * the "person" pixels), not the whole frame, cut by the bottom edge (portraits end at the chest), and
 * narrower at the top than at the bottom (a head above shoulders). The model also fires on cats and
 * busy scenes; those fail the shape.
 */
export function looksLikePortrait(person: PersonConfidence): boolean {
  const { probability, size } = person;
  if (person.coverage < 0.05 || person.coverage > 0.85 || person.certainty < 0.9) return false;
  const figure = largestRegion(probability, size);
  if (figure.count < 0.85 * person.coverage * size * size) return false;
  const rowWidth = (y: number) => {
    let w = 0;
    for (let x = 0; x < size; x++) if (figure.mask[y * size + x]) w++;
    return w;
  };
  const bottom = rowWidth(size - 1);
  if (bottom / size < 0.1) return false;
  // The head: the figure's rows just below its top, over a tenth of its height.
  const reach = Math.max(1, Math.round((size - figure.top) * 0.1));
  let head = 0;
  for (let y = figure.top; y < figure.top + reach; y++) head = Math.max(head, rowWidth(y));
  return head < 0.9 * bottom;
}

/** The largest 4-connected region of probability > 0.5, its pixel count and top row. */
function largestRegion(probability: Float32Array, size: number): { mask: Uint8Array; count: number; top: number } {
  const label = new Int32Array(size * size);
  const stack = new Int32Array(size * size);
  let best = { id: 0, count: 0, top: 0 };
  let next = 0;
  for (let start = 0; start < label.length; start++) {
    if (label[start] !== 0 || (probability[start] as number) <= 0.5) continue;
    next++;
    let top = 0;
    let count = 0;
    let minRow = size;
    label[start] = next;
    stack[top++] = start;
    while (top > 0) {
      const p = stack[--top] as number;
      count++;
      const y = Math.floor(p / size);
      if (y < minRow) minRow = y;
      const x = p - y * size;
      for (const q of [x > 0 ? p - 1 : -1, x < size - 1 ? p + 1 : -1, p - size, p + size]) {
        if (q < 0 || q >= label.length || label[q] !== 0 || (probability[q] as number) <= 0.5) continue;
        label[q] = next;
        stack[top++] = q;
      }
    }
    if (count > best.count) best = { id: next, count, top: minRow };
  }
  const mask = Uint8Array.from(label, (l) => (l === best.id && best.id !== 0 ? 1 : 0));
  return { mask, count: best.count, top: best.top };
}

/** Share of the bottom row that differs from the backdrop: a subject cut by the bottom edge (a portrait on a studio wall). */
function bottomEdgeTouched(image: RawImage, background: BackgroundEstimate): number {
  const { data, width, height } = image;
  const y = height - 1;
  let touched = 0;
  for (let x = 0; x < width; x++) {
    const i = (y * width + x) * 4;
    const u = width > 1 ? x / (width - 1) : 0;
    const [l, a, b] = rgbToLab(data[i] as number, data[i + 1] as number, data[i + 2] as number);
    const [pl, pa, pb] = background.lab;
    const dl = l - (pl[0] + pl[1] * u + pl[2]);
    const da = a - (pa[0] + pa[1] * u + pa[2]);
    const db = b - (pb[0] + pb[1] * u + pb[2]);
    if (Math.sqrt(dl * dl + da * da + db * db) > Math.max(10, background.spread * 2)) touched++;
  }
  return touched / width;
}

/**
 * Chooses the matting method. Asked for one, that one (when available here). On `auto`: graphics on
 * a plain backdrop take the flat colour method, unless the subject is a person (a portrait on a studio
 * wall is plain too, but hair and clothes near the wall's colour need the person model); a person
 * takes the person model; any other photo the operator's general model, then the provider; with none
 * of them, no method (the tool refuses at no cost rather than return a bad cut-out).
 */
export function chooseMattingMethod(image: RawImage, options: { requested: "auto" | MattingMethodName; onnx: boolean; provider: boolean }): MattingChoice {
  const background = estimateBackground(image);
  const { requested } = options;
  if (requested !== "auto") {
    const available = requested === "onnx" ? options.onnx : requested === "provider" ? options.provider : true;
    return { method: available ? requested : null, reason: available ? "asked" : "no-suitable-method", background, person: null };
  }
  const plain = !background.transparent && background.coverage >= PLAIN_COVERAGE;
  // The person model costs a few hundred ms: a graphic on a clean backdrop that floats free of the
  // bottom edge skips it. A textured backdrop (gravel, a wall) can match the border well enough to
  // count as plain, yet hide a figure from the bottom-edge test: the model always runs there.
  const clean = plain && background.spread <= CLEAN_SPREAD;
  const person = !clean || bottomEdgeTouched(image, background) >= 0.15 ? personConfidence(image) : null;
  if (person && looksLikePortrait(person)) return { method: "person", reason: "person", background, person };
  if (plain) return { method: "flat", reason: "plain-backdrop", background, person };
  if (options.onnx) return { method: "onnx", reason: "general-model", background, person };
  if (options.provider) return { method: "provider", reason: "provider", background, person };
  return { method: null, reason: "no-suitable-method", background, person };
}
