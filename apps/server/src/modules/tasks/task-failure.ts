import { en } from "@studio/i18n/en";
import { ProviderError } from "../../providers/image-provider";
import { ToolFailure } from "../image-tools/tool-failure";

/**
 * What a failed task tells its user by code: the English texts of the one translation set
 * (tasks.failure.*), which the browser shows in the page's language.
 */
export const providerFailureMessages = en.tasks.failure satisfies Record<Exclude<ProviderError["code"], "nothing_changed">, string>;

export const GENERIC_TASK_FAILURE = "Error generating task";

/**
 * The code and message a task keeps when it fails, which its user sees: a message of ours for the
 * provider's stable code. A vendor's own words (its error body, up to 200 characters, URLs and ids
 * included) and our internal errors go to the log only. The built-in designer's `nothing_changed`
 * is the exception: its message is ours, written for the user (what it can do instead).
 */
export function publicTaskFailure(error: unknown): { code: string; message: string } {
  // An image tool's own refusal (tool-failure.ts): our words, by their code.
  if (error instanceof ToolFailure) return { code: error.code, message: providerFailureMessages[error.code] };
  if (!(error instanceof ProviderError)) return { code: "error", message: GENERIC_TASK_FAILURE };
  if (error.code === "nothing_changed") return { code: error.code, message: error.message || GENERIC_TASK_FAILURE };
  return { code: error.code, message: providerFailureMessages[error.code] };
}

/**
 * The message a task's answer shows. A failed task's provider code is re-worded here too, because
 * rows stored before messages were ours still carry vendor text; a timed-out task ("timeout", by
 * its deadline) and a cancelled one keep the words they were stored with, which are ours.
 */
export function publicTaskMessage(task: { state: string; errorCode: string | null; errorMessage: string | null }): string | null {
  if (task.state !== "failed") return task.errorMessage;
  if (task.errorCode && Object.hasOwn(providerFailureMessages, task.errorCode))
    return providerFailureMessages[task.errorCode as keyof typeof providerFailureMessages];
  if (task.errorCode === "error") return GENERIC_TASK_FAILURE;
  return task.errorMessage;
}
