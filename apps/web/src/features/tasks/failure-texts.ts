import type { TFunction } from "i18next";

/**
 * The page's words for a failed task's stable provider code (`byCode` of runImageTask): the server
 * sends a message of ours in English, never the vendor's, and the page shows it in its language.
 */
export function taskFailureTexts(t: TFunction): Record<string, string> {
  return {
    rate_limited: t("tasks.failure.rate_limited"),
    timeout: t("tasks.failure.timeout"),
    unavailable: t("tasks.failure.unavailable"),
    rejected: t("tasks.failure.rejected"),
    bad_response: t("tasks.failure.bad_response"),
    content_policy: t("tasks.failure.content_policy"),
  };
}

/** Codes whose own words already say the credits came back (the built-in designer's 'nothing changed'). */
const saysRefunded = new Set(["nothing_changed"]);

/**
 * What the page says about a task that ended without images: its reason and, when its credits came
 * back (failed, timed out or cancelled after the charge), that the user was not charged.
 */
export function taskFailureMessage(t: TFunction, failure: { message: string; refunded: boolean; code?: string }): string {
  if (!failure.refunded || (failure.code !== undefined && saysRefunded.has(failure.code))) return failure.message;
  return `${failure.message} ${t("tasks.notCharged")}`;
}
