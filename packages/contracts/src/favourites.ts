import { z } from "zod";
import { classicLogoSchema, logoGradientSchema } from "./classic-logo";

/** Favourites of the classic maker (spec 03 sections 4 and 7): saved and bought logos. */

/** Saved and bought lists page by 12. */
export const FAVOURITE_PAGE_SIZE = 12;
/** The largest SVG a saved logo may carry (the request body limit is 1 MB). */
export const SAVED_SVG_MAX = 600_000;

export const faIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
export const favouriteParamsSchema = z.object({ id: faIdSchema });

/**
 * GET /api/user/favourite?page&type=all|bought&tab=logo|vi: saved logos, or with tab=vi the VI cards
 * (vi.ts, `viCardListSchema`). The favourites panel's other kinds have lists of their own.
 */
export const favouriteListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  type: z.enum(["all", "bought"]).default("all"),
  tab: z.enum(["logo", "vi"]).default("logo"),
});

/** A saved logo in a list: enough to draw and open it. */
export const savedLogoSummarySchema = z.object({
  fa_id: z.number().int(),
  logo_name: z.string(),
  slogan: z.string(),
  token: z.string(),
  svg: z.string(),
  is_bought: z.boolean(),
  pay_time: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedLogoSummary = z.infer<typeof savedLogoSummarySchema>;

export const favouriteListSchema = z.object({
  list: z.array(savedLogoSummarySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  /** False on the last page: the browser stops loading (an empty page ends it too). */
  more: z.boolean(),
});
export type FavouriteList = z.infer<typeof favouriteListSchema>;

/**
 * POST /api/user/favourite {data, gradient, gtoken, svg}: `data` is the logo (its `fa_id` set
 * replaces that saved entry, null adds one); `gtoken` the design's token. The server strips the
 * watermark rectangle, drops empty name text items and sanitises the SVG like uploads.
 */
export const saveFavouriteBodySchema = z.object({
  data: classicLogoSchema.omit({ svg: true }),
  gradient: logoGradientSchema.nullable().default(null),
  gtoken: z.string().regex(/^[0-9a-f]{16,64}$/),
  svg: z.string().min(1).max(SAVED_SVG_MAX),
});
export type SaveFavouriteBody = z.input<typeof saveFavouriteBodySchema>;
export const saveFavouriteResultSchema = z.object({ fa_id: z.number().int() });

/** GET /api/user/favourite/{id}: the whole saved logo (owner, admins and designers). */
export const savedLogoSchema = classicLogoSchema;

/** DELETE /api/user/favourite/{id} */
export const deleteFavouriteResultSchema = z.object({ fa_id: z.number().int() });

/** POST /api/user/storeLogoname {logoname}: the last name typed, for the next visit's maker. */
export const storeLogonameBodySchema = z.object({ logoname: z.string().trim().min(1, "Logo name is required.").max(40) });
export const storeLogonameResultSchema = z.object({ logoname: z.string() });

/** GET /api/user/showCounts: the saved counter (spec 03 section 4; the browser caches it, dropped after a save, one less after a delete). */
export const showCountsSchema = z.object({ saved: z.number().int(), bought: z.number().int(), logoname: z.string().nullable() });
export type ShowCounts = z.infer<typeof showCountsSchema>;

/** GET /api/checkHasUploadIcons: whether the user has uploaded an image of their own (the User's hasIcon). */
export const hasUploadIconsSchema = z.object({ hasIcon: z.boolean() });

/** At most this many saved logos per user (the server refuses more with SAVE_FAILED). */
export const SAVED_LOGOS_MAX = 1000;

/**
 * The design id a saved classic logo has in orders and package unlocks (`design_unlocks.design_id`):
 * `logo:{fa_id}`, beside the AI logos' `task:{taskId}:{index}`.
 */
export const classicDesignId = (faId: number): string => `logo:${faId}`;
export const classicDesignIdPattern = /^logo:(\d{1,10})$/;
