import { z } from "zod";

/** A share link's token: 24 random bytes in base64url (unguessable; the public page's only key). */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);
export const shareTokenParamsSchema = z.object({ token: shareTokenSchema });

/** Where a shared logo stands on its way to the free Basic package. */
export const shareProgressSchema = z.object({
  likes: z.number().int().nonnegative(),
  /** Likes needed: 20 on the English site, 30 on the Chinese one (@studio/domain shareLikesToUnlock). */
  threshold: z.number().int().positive(),
  /** Whether the share has unlocked the logo's Basic package for its owner. */
  unlocked: z.boolean(),
});

/** POST /api/user/favourite/:id/share (owner only): the logo's share link (the same one each time) and its poster. */
export const shareLinkSchema = shareProgressSchema.extend({
  token: shareTokenSchema,
  /** The public page: {site}/share/{token}. */
  url: z.string(),
  /** The share poster (PNG): the logo, the product name, the link and its QR code. */
  poster_url: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** GET /api/share/:token (public): the shared logo as the public page shows it. */
export const sharedLogoSchema = shareProgressSchema.extend({
  token: shareTokenSchema,
  logo_name: z.string(),
  slogan: z.string(),
  /** The server's own render of the saved design (never markup a client posted). */
  svg: z.string(),
  /** Whether this visitor has liked it already. */
  liked: z.boolean(),
  /** Whether the visitor is its owner (who cannot like it). */
  mine: z.boolean(),
});
export type SharedLogo = z.infer<typeof sharedLogoSchema>;

/** POST /api/share/:token/like (public): the progress after this visitor's like (a second like changes nothing). */
export const shareLikeResultSchema = shareProgressSchema.extend({ liked: z.literal(true) });
export type ShareLikeResult = z.infer<typeof shareLikeResultSchema>;
