import { useSyncExternalStore } from "react";
import { createExternalStore } from "../../../lib/external-store";

/**
 * What the editor last did, for the aria-live region (issue 21: changes are announced to a screen
 * reader). A counter makes the same words twice a new message.
 */
const announcements = createExternalStore<{ text: string; n: number }>({ text: "", n: 0 });

export function announce(text: string): void {
  announcements.set({ text, n: announcements.getSnapshot().n + 1 });
}

export function useAnnouncement(): { text: string; n: number } {
  return useSyncExternalStore(announcements.subscribe, announcements.getSnapshot);
}
