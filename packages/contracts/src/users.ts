import { z } from "zod";
import { languageSchema } from "./language";

/**
 * The user object of GET /api/user and of every sign-in answer (spec 01 section 3, spec 02
 * section 3), built by apps/server/src/modules/users/user-view.ts plus the fields other features
 * merge in (credits: freeCredits and the download quotas). Never the password hash.
 */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  name: z.string(),
  mobile: z.string().nullable(),
  avatar: z.string(),
  language: z.string(),
  ai_credits: z.number().int(),
  credits: z.number().int(),
  /** What is left of today's free AI allowance. */
  freeCredits: z.number().int(),
  vip: z.boolean(),
  super_vip: z.boolean(),
  vip_ends_at: z.string().nullable(),
  is_admin: z.boolean(),
  stripeMerchant: z.number().int(),
  blacklist: z.object({ user_id: z.number().int(), created_at: z.string() }).nullable(),
  hasIcon: z.boolean(),
  designer_type: z.number().int(),
  has_password: z.boolean(),
  /** False only for a password registration whose verification link was not used yet. */
  email_verified: z.boolean(),
  created_at: z.string(),
  download_limit: z.number().int(),
  download_used: z.number().int(),
  /** Free downloads left today; null when unlimited (Pro, designers, admins). */
  download_left: z.number().int().nullable(),
  download_unlimited: z.boolean().optional(),
  /** The embedding partner of this session (SDK iframe mode), set by the server; it pays, so limits are skipped. */
  partner: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/user: the signed-in user, null for a visitor (no 401: the page asks on every load). */
export const currentUserSchema = sessionUserSchema.nullable();

/** POST /api/user/profile */
export const updateProfileRequestSchema = z.object({ name: z.string().max(80).optional(), language: languageSchema.optional() });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** POST /api/user/blacklist/{id} (admin) */
export const blacklistedSchema = z.object({ user_id: z.number().int(), blacklisted: z.literal(true) });

/** GET /api/getUserDesignerType/{userId}: 0 is not a designer. */
export const designerTypeSchema = z.object({ designer_type: z.number().int() });
