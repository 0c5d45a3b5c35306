import { z } from "zod";

/** The logo animation presets (issue 22; the same list as @studio/design ANIMATION_PRESETS). */
export const animationPresetSchema = z.enum(["draw-in", "fade", "bounce"]);
export type AnimationPresetName = z.infer<typeof animationPresetSchema>;

/** What a logo animation is downloaded as: a GIF, a WebM video (browsers that can record one), a Lottie JSON file. */
export const animationFormatSchema = z.enum(["gif", "webm", "lottie"]);
export type AnimationFormat = z.infer<typeof animationFormatSchema>;

/** A saved classic logo (`logo:{fa_id}`): the logos whose design document the animation is made from. */
export const animatedLogoIdSchema = z.string().regex(/^logo:\d{1,10}$/, "A saved logo (logo:{fa_id}).");

/** POST /api/logo-animation/permit: may this user download this logo's animation now? */
export const logoAnimationPermitBodySchema = z.object({ designId: animatedLogoIdSchema, format: animationFormatSchema });
export type LogoAnimationPermitBody = z.infer<typeof logoAnimationPermitBodySchema>;

/** Why the download is allowed: designer or admin, Pro, the logo's Brand package, or the animation bought for this logo. */
export const logoAnimationPermitSchema = z.object({
  designId: z.string(),
  format: animationFormatSchema,
  via: z.enum(["staff", "pro", "package", "bought"]),
});
export type LogoAnimationPermit = z.infer<typeof logoAnimationPermitSchema>;

/** The server's own GIF side: at most this many pixels wide (the browser makes the larger ones). */
export const SERVER_GIF_MAX_WIDTH = 800;

/** POST /api/logo-animation/gif: the server encodes the GIF itself (the same code as the browser's workers). */
export const logoAnimationGifBodySchema = z.object({
  designId: animatedLogoIdSchema,
  preset: animationPresetSchema,
  width: z.number().int().min(64).max(SERVER_GIF_MAX_WIDTH).default(500),
});
export type LogoAnimationGifBody = z.infer<typeof logoAnimationGifBodySchema>;
