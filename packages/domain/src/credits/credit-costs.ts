import { creditKindNames, type CreditKindName } from "./credit-kinds";

export type DownloadFormat = "jpg" | "png" | "svg";

export type CreditCosts = {
  /** Cost of one use of each kind (spec 01 section 3's second per-kind table; grants cost 0). */
  kinds: Record<CreditKindName, number>;
  /** Per generated AI image and per logo sample image (spec 02 section 9). */
  aiImage: number;
  /** The smallest charge for a generation, however few images it makes. */
  minimumImageCharge: number;
  /** Per AI edit of an image. */
  aiEdit: number;
  download: Record<DownloadFormat, number>;
};

/** Operator overrides: any subset, merged over the defaults (see resolveCreditCosts). */
export type CreditCostOverrides = {
  kinds?: Partial<Record<CreditKindName, number>>;
  aiImage?: number;
  minimumImageCharge?: number;
  aiEdit?: number;
  download?: Partial<Record<DownloadFormat, number>>;
};

const specKindCosts: Partial<Record<CreditKindName, number>> = {
  aicon: 2,
  aimockup: 2,
  imageclarity: 2,
  imagefix: 3,
  // Spec 02 section 9 prices generated images at 4 each; spec 01's table (2) loses (docs/spec-differences.md).
  img2img: 4,
  matting: 2,
  mergeface: 3,
  text2img: 4,
  vector: 4,
  beautification: 2,
  cartoonProfile: 2,
  idphoto: 2,
  fileConverter: 1,
  // aiimage is a generated image: the per-image price, not a table entry of 0.
  aiimage: 4,
};

export const defaultCreditCosts: CreditCosts = {
  kinds: Object.fromEntries(creditKindNames.map((name) => [name, specKindCosts[name] ?? 0])) as Record<CreditKindName, number>,
  aiImage: 4,
  minimumImageCharge: 4,
  aiEdit: 4,
  download: { jpg: 2, png: 2, svg: 5 },
};

function checkCost(path: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`credit cost ${path} must be a whole number >= 0, got ${value}`);
  return value;
}

/** The cost table in force: defaults with the operator's overrides on top, every value checked. */
export function resolveCreditCosts(overrides: CreditCostOverrides = {}): CreditCosts {
  const kinds = { ...defaultCreditCosts.kinds };
  for (const [name, value] of Object.entries(overrides.kinds ?? {})) {
    if (!creditKindNames.includes(name as CreditKindName)) throw new RangeError(`unknown credit kind '${name}'`);
    if (value !== undefined) kinds[name as CreditKindName] = checkCost(`kinds.${name}`, value);
  }
  const download = { ...defaultCreditCosts.download };
  for (const [format, value] of Object.entries(overrides.download ?? {})) {
    if (!(format in download)) throw new RangeError(`unknown download format '${format}'`);
    if (value !== undefined) download[format as DownloadFormat] = checkCost(`download.${format}`, value);
  }
  return {
    kinds,
    aiImage: checkCost("aiImage", overrides.aiImage ?? defaultCreditCosts.aiImage),
    minimumImageCharge: checkCost("minimumImageCharge", overrides.minimumImageCharge ?? defaultCreditCosts.minimumImageCharge),
    aiEdit: checkCost("aiEdit", overrides.aiEdit ?? defaultCreditCosts.aiEdit),
    download,
  };
}

export function kindCost(costs: CreditCosts, kind: CreditKindName): number {
  return costs.kinds[kind];
}

/** A generation of `images` images (or a logo round with that many sample images): per image, with the minimum. */
export function imagesCost(costs: CreditCosts, images: number): number {
  const count = Math.max(0, Math.floor(images));
  return Math.max(count * costs.aiImage, costs.minimumImageCharge);
}

export function downloadCost(costs: CreditCosts, format: DownloadFormat): number {
  return costs.download[format];
}

/**
 * Priced AI calls by the API name the browser asks quotas for (spec 01 section 7's quota lookup,
 * default 'aidesign.ai-logo.generate-image'), and by kind name for the matting-style tools.
 */
export const apiCostNames = ["aidesign.ai-logo.generate-image", "aidesign.ai-image.generate-image", "aidesign.ai-image.edit"] as const;
export type ApiCostName = (typeof apiCostNames)[number];

/** The credits one call of `name` costs, or undefined for a name that is not priced. */
export function costOfName(costs: CreditCosts, name: string): number | undefined {
  if (name === "aidesign.ai-logo.generate-image" || name === "aidesign.ai-image.generate-image") return imagesCost(costs, 1);
  if (name === "aidesign.ai-image.edit") return costs.aiEdit;
  if (creditKindNames.includes(name as CreditKindName)) return costs.kinds[name as CreditKindName];
  return undefined;
}

/** The image generator's modes (spec 02 section 3 `generateMode`) and a bulk line, priced by their ledger kind. */
export type GeneratorPriceMode = "text-to-image" | "image-to-image" | "remix-mode" | "bulk";

/**
 * What one generator task costs (spec 02 section 9: '4 per image task; 4 per reference image
 * (minimum 4 on remix pages)'): text to image is its kind's price per task (text2img); with
 * reference images (image to image under img2img, remix and each bulk line under aiimage) it is the
 * kind's price per reference image, at least the minimum charge. The browser shows this figure from
 * GET /api/credits/costs before spending; the server charges it.
 */
export function generatorCost(costs: CreditCosts, mode: GeneratorPriceMode, references: number): number {
  if (mode === "text-to-image") return costs.kinds.text2img;
  const perReference = mode === "image-to-image" ? costs.kinds.img2img : costs.kinds.aiimage;
  return Math.max(Math.max(0, Math.floor(references)) * perReference, costs.minimumImageCharge);
}
