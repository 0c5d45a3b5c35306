import { z } from "zod";
import { designIdSchema } from "./download-center";
import { languageSchema } from "./language";
import { packageLevelSchema } from "./payments";

/**
 * A logo's brand documents (issue 22): the slide deck (.pptx) and the Word document (.docx) of the
 * pages /download/ppt and /download/word. Served by apps/server/src/modules/brand-docs.
 */
export const brandDocKindSchema = z.enum(["pptx", "docx"]);
export type BrandDocKindName = z.infer<typeof brandDocKindSchema>;

export const brandDocsParamsSchema = z.object({ designId: designIdSchema });
export const brandDocFileParamsSchema = z.object({ designId: designIdSchema, kind: brandDocKindSchema });
/** The documents' language (their headings and rules); the site's default when absent. */
export const brandDocFileQuerySchema = z.object({ lang: languageSchema.optional() });

/** Why the viewer may download them: staff bypass, the logo's Brand package, the ppt item bought for it, Pro; null: not yet. */
export const brandDocsAccessSchema = z.enum(["staff", "package", "bought", "pro"]).nullable();

export const brandDocsViewSchema = z.object({
  designId: z.string(),
  name: z.string(),
  /** The logo's owner is looking (staff may look at anyone's). */
  owner: z.boolean(),
  access: brandDocsAccessSchema,
  /** The owner's package of this logo. */
  level: packageLevelSchema.nullable(),
  /** The pay-per-download product that unlocks both documents for this logo (type 4, ppt). */
  product: z.literal("download-ppt"),
  /** Whether the viewer may buy it now: the owner, without access yet. */
  canBuy: z.boolean(),
});
export type BrandDocsView = z.infer<typeof brandDocsViewSchema>;
