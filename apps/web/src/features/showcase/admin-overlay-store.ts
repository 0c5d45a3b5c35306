import { useSyncExternalStore } from "react";
import { createExternalStore } from "../../lib/external-store";

/** Which admin overlay is open (spec 02 section 4: overlays open and close by a visible flag). */
export type AdminOverlay = "showcase" | "test" | "styles" | null;

export const adminOverlayStore = createExternalStore<AdminOverlay>(null);

export function openAdminOverlay(overlay: Exclude<AdminOverlay, null>): void {
  adminOverlayStore.set(overlay);
}

export function closeAdminOverlay(): void {
  adminOverlayStore.set(null);
}

export function useAdminOverlay(): AdminOverlay {
  return useSyncExternalStore(adminOverlayStore.subscribe, adminOverlayStore.getSnapshot);
}
