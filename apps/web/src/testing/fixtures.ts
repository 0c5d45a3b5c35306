import { creditSummarySchema, sessionUserSchema, type CreditSummary, type SessionUser } from "@studio/contracts";

/**
 * A signed-in user as GET /api/user answers it, checked against the server's own schema, so a
 * test cannot serve the browser a user the server would never send.
 */
export function sessionUserFixture(fields: Partial<SessionUser> = {}): SessionUser {
  return sessionUserSchema.parse({
    id: 7,
    email: "a@b.test",
    name: "A",
    mobile: null,
    avatar: "",
    language: "en",
    ai_credits: 0,
    credits: 0,
    freeCredits: 0,
    vip: false,
    super_vip: false,
    vip_ends_at: null,
    is_admin: false,
    stripeMerchant: 0,
    blacklist: null,
    hasIcon: false,
    designer_type: 0,
    has_password: false,
    email_verified: true,
    created_at: "2026-01-01T00:00:00.000Z",
    download_limit: 3,
    download_used: 0,
    download_left: 3,
    download_unlimited: false,
    partner: null,
    ...fields,
  });
}

/** GET /api/credits/summary's answer, checked against the server's schema. */
export function creditSummaryFixture(fields: Partial<CreditSummary> = {}): CreditSummary {
  return creditSummarySchema.parse({
    ai_credits: 0,
    credits: 0,
    freeCredits: 0,
    pro: false,
    downloadQuotas: 1,
    downloadsUnlimited: false,
    freeCreditsPerDay: 8,
    freeDownloadsPerDay: 3,
    proMonthlyCredits: 500,
    ...fields,
  });
}
