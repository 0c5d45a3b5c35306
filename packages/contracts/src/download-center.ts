import { z } from "zod";
import { currencySchema, packageLevelSchema } from "./payments";

/**
 * The download center of a purchased logo (issue 16): `GET /api/download-center/{designId}` and its
 * files. The file ids and which package feature unlocks each live in @studio/domain (download-files.ts).
 */
export const designIdSchema = z
  .string()
  .max(120)
  .regex(/^(task:[\w-]{1,64}:\d{1,2}|logo:\d{1,10})$/, "designId is task:{taskId}:{index} or logo:{fa_id}");

export const downloadCenterParamsSchema = z.object({ designId: designIdSchema });

export const centerFileViewSchema = z.object({
  id: z.string(),
  /** The package feature that unlocks it (web, vector, highRes, customSize, icons). */
  feature: z.string(),
  format: z.enum(["jpg", "png", "svg", "eps", "pdf", "zip"]),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** packageAllows(level, feature): the file route refuses the others with PACKAGE_REQUIRED. */
  allowed: z.boolean(),
  /** The lowest package that unlocks it (what the upgrade offer names). */
  unlockedBy: packageLevelSchema,
});
export type CenterFileView = z.infer<typeof centerFileViewSchema>;

export const upgradeOfferSchema = z.object({
  level: packageLevelSchema,
  /** The catalogue product to order (`package-professional`). */
  product: z.string(),
  /** What the owner pays: the difference to the package already bought (upgradePrice), minor units. */
  amount: z.number().int().nonnegative(),
  currency: currencySchema,
  /** Only the logo's owner may buy it; others see the offer with 'Only the logo owner can make this upgrade!'. */
  canBuy: z.boolean(),
});
export type UpgradeOffer = z.infer<typeof upgradeOfferSchema>;

export const downloadCenterSchema = z.object({
  designId: z.string(),
  name: z.string(),
  /** A preview the viewer may load (signed link to the result). */
  previewUrl: z.string(),
  /** The package bought for this logo (highest paid, not refunded), or null. */
  level: packageLevelSchema.nullable(),
  /** `package`: what was bought decides; `staff`: admins and designers bypass the package check. */
  access: z.enum(["package", "staff"]),
  owner: z.boolean(),
  /** Whether the viewer is Pro (Pro's unlimited downloads are the download popover's, not a package). */
  pro: z.boolean(),
  files: z.array(centerFileViewSchema),
  /** What Brand adds beyond files (animation, brand identity, VI mockups, business card, brand centre), and whether this logo has it. */
  brandItems: z.array(z.object({ feature: z.string(), included: z.boolean() })),
  /** Packages above the current one, with their price. */
  offers: z.array(upgradeOfferSchema),
  /** The brand platform offer (owner only, BRAND_PLATFORM_URL set). */
  brandPlatform: z.boolean(),
  /** A saved logo whose owner has activated the brand centre (`brand_register` 1): the centre opens without the activation dialog. */
  brandRegistered: z.boolean(),
  customSize: z.object({ min: z.number().int(), max: z.number().int() }),
  /** The owner's paid package orders of this logo, newest first, each with its receipt (empty for anyone else). */
  orders: z.array(z.object({ orderId: z.string(), level: packageLevelSchema, paidAt: z.string(), refunded: z.boolean() })),
});
export type DownloadCenter = z.infer<typeof downloadCenterSchema>;

export const centerFileParamsSchema = z.object({ designId: designIdSchema, file: z.string().max(32) });
/** Custom sizes: each side in pixels (the server enforces 16 to 5000). */
export const centerFileQuerySchema = z.object({ width: z.coerce.number().int().optional(), height: z.coerce.number().int().optional() });

/**
 * Spec 03 section 3's logo export payload, as `POST /api/user/download` takes it (the download
 * center's files under the spec's call). The server draws the file from its own record of the logo,
 * never from `data`: the SVG the browser holds may differ from what was bought.
 */
export const logoExportSchema = z.object({
  /** The saved logo's fa_id, or a download-center design id (task:{taskId}:{index}). */
  fa_id: z.union([z.number().int().positive().max(2_147_483_647), designIdSchema]),
  type: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(["JPG", "PNG", "SVG", "EPS", "PDF"])),
  width: z.coerce.number().int().positive().max(100_000),
  height: z.coerce.number().int().positive().max(100_000),
  bgColor: z.string().max(64).optional(),
  content_bbox: z.unknown().optional(),
  data: z.string().max(600_000).optional(),
  icon_color: z.string().max(64).optional(),
  name: z.string().max(120).optional(),
  target: z.string().max(32).optional(),
  viewBox: z.string().max(64).optional(),
});
export type LogoExport = z.input<typeof logoExportSchema>;
/** The answer: where the file is (GET it with the session). */
export const logoExportResultSchema = z.object({ url: z.string() });
/**
 * `POST /api/createImgForLogo`: the export payload with the browser's drawing (`data`, SVG markup,
 * sanitised on the server) required; `bgColor` a hex colour behind JPG and PNG files (JPG: white
 * when absent; PNG: transparent).
 */
export const createImgForLogoSchema = logoExportSchema.extend({
  data: z.string().min(1).max(600_000),
  bgColor: z
    .string()
    .regex(/^(#[0-9a-fA-F]{6}|transparent)?$/)
    .optional(),
});
export type CreateImgForLogo = z.output<typeof createImgForLogoSchema>;
export const userDownloadParamsSchema = z.object({ id: z.union([z.coerce.number().int().positive().max(2_147_483_647), designIdSchema]) });
export const userDownloadQuerySchema = z.object({
  type: logoExportSchema.shape.type,
  width: logoExportSchema.shape.width,
  height: logoExportSchema.shape.height,
  /** The version createImgForLogo answered (the first 16 hex digits of the file's SHA-256): that file rather than the logo's own drawing. */
  img: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .optional(),
});
