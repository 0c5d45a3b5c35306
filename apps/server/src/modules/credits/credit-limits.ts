import { AppError } from "../../errors";

const limitMessages = {
  AI_LIMIT: "AI Limit Reached!",
  AI_CREDITS_MONTH: "You have run out of AI credits for this month!",
  FREE_AI_LIMIT: "Free AI credits reached for today!",
  FREE_DOWNLOAD_LIMIT: "Free downloads reached for today!",
  PRO_TEMPLATE: "This template is for PRO only!",
} as const;
export type LimitCode = keyof typeof limitMessages;

/** A 403 that says which limit was hit: `error` is the code, `limit` repeats it, `msg` is the spec's text. */
export function limitError(code: LimitCode, details: Record<string, unknown> = {}): AppError {
  return new AppError(code, limitMessages[code], { limit: code, ...details });
}
