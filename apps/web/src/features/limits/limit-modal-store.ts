import type { Messages } from "@studio/i18n";
import { createExternalStore } from "../../lib/external-store";

export type LimitStop = { error: string; msg: string };

/** The limit modal (free downloads, AI credits, Pro templates) opened by a 403. */
export const limitModalStore = createExternalStore<LimitStop | null>(null);

export function openLimitModal(stop: LimitStop): void {
  limitModalStore.set(stop);
}

export function closeLimitModal(): void {
  limitModalStore.set(null);
}

/**
 * The text to show: the translation of the stable code when we have one (so it follows the
 * page language), else the server's message, else the generic 403 text.
 */
export function limitText(stop: LimitStop, errors: Messages["errors"]): string {
  if (stop.error in errors) return errors[stop.error as keyof Messages["errors"]];
  return stop.msg || errors.FORBIDDEN;
}
