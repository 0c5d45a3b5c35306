import type { DownloadFormat } from "./credit-costs";

/** The user facts the credit and download rules look at (a snapshot of the users row). */
export type CreditUser = {
  aiCredits: number;
  vip: boolean;
  superVip: boolean;
  /** When the Pro membership ends; null or undefined means it does not expire. */
  vipEndsAt?: Date | null;
  isAdmin: boolean;
  designerType: number;
};

/** Spec 01 section 6: Pro is vip or super_vip (and, here, not past its end date). */
export function isPro(user: CreditUser, now: Date): boolean {
  if (!user.vip && !user.superVip) return false;
  return !user.vipEndsAt || user.vipEndsAt.getTime() > now.getTime();
}

/** Designers and admins download without any check (spec 01 section 6, 03 section 4). */
export function bypassesDownloadChecks(user: CreditUser): boolean {
  return user.isAdmin || user.designerType > 0;
}

export type DownloadDecision =
  | { action: "free"; source: "bypass" | "pro" | "paid" }
  | { action: "quota" }
  | { action: "credits"; cost: number }
  | { action: "stop"; limit: "PRO_TEMPLATE" | "FREE_DOWNLOAD_LIMIT" };

/**
 * How a download is paid for. Order: designers and admins bypass; a Pro-only template stops
 * non-Pro users; an item already paid in this format is free again; Pro downloads templates
 * without limit; a free user spends today's free downloads, then AI credits at the format's price.
 */
export function downloadDecision(input: {
  user: CreditUser;
  now: Date;
  proOnly: boolean;
  alreadyPaid: boolean;
  format: DownloadFormat;
  cost: number;
  freeDownloadsLeft: number;
}): DownloadDecision {
  const { user } = input;
  if (bypassesDownloadChecks(user)) return { action: "free", source: "bypass" };
  const pro = isPro(user, input.now);
  if (input.proOnly && !pro) return { action: "stop", limit: "PRO_TEMPLATE" };
  if (input.alreadyPaid) return { action: "free", source: "paid" };
  if (pro) return { action: "free", source: "pro" };
  if (input.freeDownloadsLeft > 0) return { action: "quota" };
  if (input.cost === 0) return { action: "free", source: "paid" };
  if (user.aiCredits >= input.cost) return { action: "credits", cost: input.cost };
  return { action: "stop", limit: "FREE_DOWNLOAD_LIMIT" };
}

export type AiChargeDecision =
  | { action: "credits"; cost: number }
  | { action: "quota"; cost: number }
  | { action: "stop"; limit: "AI_CREDITS_MONTH" | "FREE_AI_LIMIT" | "AI_LIMIT"; cost: number };

/**
 * How an AI action of `cost` credits is paid for (spec 01 section 6: users with credits spend
 * credits, others use the free quota). A Pro user who is short has run out for this month; a free
 * user whose free allowance is spent reached today's limit; anyone else reached the AI limit.
 */
export function aiChargeDecision(input: { user: CreditUser; now: Date; cost: number; freeCreditsLeft: number; freeQuotaEnabled: boolean }): AiChargeDecision {
  const { user, cost } = input;
  if (user.aiCredits >= cost) return { action: "credits", cost };
  const pro = isPro(user, input.now);
  if (!pro && input.freeQuotaEnabled && input.freeCreditsLeft >= cost) return { action: "quota", cost };
  if (pro) return { action: "stop", limit: "AI_CREDITS_MONTH", cost };
  if (input.freeQuotaEnabled) return { action: "stop", limit: "FREE_AI_LIMIT", cost };
  return { action: "stop", limit: "AI_LIMIT", cost };
}
