import { uiProgress } from "../tasks/image-task";

/**
 * Spec 02 section 4: the shown progress rises while loading but never past 99, and is 100 only
 * when done. Time moves it along an easing curve (so a quiet server still shows life); the
 * server's own figure, as the task engine shows it (spec 01 section 4: uiProgress), lifts it when higher.
 */
export const loadingProgressMs = 4000;

export function loadingProgress(input: { elapsedMs: number; serverProgress?: number; done: boolean }): number {
  if (input.done) return 100;
  const byTime = 99 * (1 - Math.exp(-Math.max(0, input.elapsedMs) / loadingProgressMs));
  const byServer = input.serverProgress ? uiProgress(Math.max(0, Math.min(1, input.serverProgress))) : 0;
  return Math.min(99, Math.floor(Math.max(byTime, byServer)));
}

/** The random 300-1200 ms delay before a finished result joins the list. */
export function appendDelayMs(random: () => number = Math.random): number {
  return 300 + Math.floor(random() * 901);
}
