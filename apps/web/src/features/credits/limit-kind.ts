/**
 * Which dialog a limit stop opens (spec 01 sections 4 and 8): a Pro member out of credits gets
 * the recharge modal; a free user at a limit, or a Pro-only template, gets the upgrade tips.
 * Any other 403 is a plain permission message.
 */
export type LimitDialog = "recharge" | "upgrade" | "message";

export const limitCodes = ["AI_LIMIT", "AI_CREDITS_MONTH", "FREE_AI_LIMIT", "FREE_DOWNLOAD_LIMIT", "PRO_TEMPLATE"] as const;
export type LimitCode = (typeof limitCodes)[number];

export function isLimitCode(error: string): error is LimitCode {
  return (limitCodes as readonly string[]).includes(error);
}

export function limitDialog(error: string): LimitDialog {
  if (error === "AI_CREDITS_MONTH") return "recharge";
  if (isLimitCode(error)) return "upgrade";
  return "message";
}
