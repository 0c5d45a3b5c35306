import type { UserRow } from "../../db/schema";

/**
 * Fields other features merge into the user (download quotas from credits, hasIcon from icons).
 * A feature registers a provider; until it does, the defaults below are sent so the field exists.
 */
export type UserFieldsProvider = (user: UserRow) => Promise<Record<string, unknown>>;

export type DownloadQuotas = { download_limit: number; download_used: number; download_left: number };

/** The spec's user object (01 section 3, 02 section 3). Never includes the password hash. */
export function userView(user: UserRow, extra: Record<string, unknown> = {}) {
  const quotas: DownloadQuotas = { download_limit: 0, download_used: 0, download_left: 0 };
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    mobile: user.mobile,
    avatar: user.avatar,
    language: user.language,
    ai_credits: user.aiCredits,
    credits: user.credits,
    freeCredits: user.freeCredits,
    vip: user.vip,
    super_vip: user.superVip,
    vip_ends_at: user.vipEndsAt ? user.vipEndsAt.toISOString() : null,
    is_admin: user.isAdmin,
    stripeMerchant: user.stripeMerchant,
    blacklist: user.blacklistedAt ? { user_id: user.id, created_at: user.blacklistedAt.toISOString() } : null,
    hasIcon: false,
    designer_type: user.designerType,
    has_password: user.passwordHash !== null,
    /** False only for a password registration whose verification link was not used yet. */
    email_verified: user.email === null || user.emailVerifiedAt !== null,
    created_at: user.createdAt.toISOString(),
    ...quotas,
    ...extra,
  };
}

export type UserView = ReturnType<typeof userView>;
