import { z } from "zod";
import { designIdSchema } from "./download-center";
import { packageLevelSchema } from "./payments";

/**
 * A logo's social profile kit (issue 22; spec 03's `/download/profile?logo={fa_id}`): profile
 * pictures and cover images for the main networks at their published sizes, drawn on the server from
 * the logo. Served by apps/server/src/modules/profile-kit; the choices are in docs/profile-kit.md.
 */

/** The kit's images, in the page's order. */
export const profileImageIds = ["avatar", "avatar-reversed", "x-header", "facebook-cover", "linkedin-banner", "youtube-banner"] as const;
export type ProfileImageId = (typeof profileImageIds)[number];
export type ProfileImageSize = { kind: "avatar" | "cover"; width: number; height: number };

/** Each image's pixel size: the networks' published upload sizes (docs/profile-kit.md). */
export const profileImageSizes: Record<ProfileImageId, ProfileImageSize> = {
  /** A square profile picture, the logo in colour inside the round crop most networks apply (800: YouTube's size; the others scale it down). */
  avatar: { kind: "avatar", width: 800, height: 800 },
  /** The same in white on a strong brand colour. */
  "avatar-reversed": { kind: "avatar", width: 800, height: 800 },
  /** X (Twitter) header: spec 03's canvas preset. */
  "x-header": { kind: "cover", width: 1500, height: 500 },
  /** Facebook page cover: spec 03's canvas preset. */
  "facebook-cover": { kind: "cover", width: 820, height: 312 },
  /** LinkedIn profile background. */
  "linkedin-banner": { kind: "cover", width: 1584, height: 396 },
  /** YouTube channel banner (what every device shows is its centre 1546 x 423). */
  "youtube-banner": { kind: "cover", width: 2560, height: 1440 },
};

export const profileImageIdSchema = z.enum(profileImageIds);
export const profileKitParamsSchema = z.object({ designId: designIdSchema });
export const profileImageParamsSchema = z.object({ designId: designIdSchema, image: profileImageIdSchema });
/** `size=preview` (default): a WebP at most 640 wide shown on the page, free for the logo's owner; `full`: the PNG download at its real size. */
export const profileImageQuerySchema = z.object({ size: z.enum(["preview", "full"]).default("preview") });

/** Why the viewer may download the kit: staff, Pro, or the logo's package with icons (Professional and Brand); null: not yet. */
export const profileKitAccessSchema = z.enum(["staff", "pro", "package"]).nullable();

/** GET /api/profile-kit/{designId}: what /download/profile shows of a logo. */
export const profileKitViewSchema = z.object({
  designId: z.string(),
  name: z.string(),
  owner: z.boolean(),
  access: profileKitAccessSchema,
  level: packageLevelSchema.nullable(),
  images: z.array(z.object({ id: profileImageIdSchema, kind: z.enum(["avatar", "cover"]), width: z.number().int(), height: z.number().int() })),
});
export type ProfileKitView = z.infer<typeof profileKitViewSchema>;
