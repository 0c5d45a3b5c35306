import { useSyncExternalStore } from "react";
import { createExternalStore } from "../../lib/external-store";
import type { Design } from "../logo-maker/icon-design/icon-design-api";

/**
 * Which admin overlay is open (spec 02 section 4: overlays open and close by a visible flag);
 * "image-styles" is the style manager opened on the image generator's list (from its style picker).
 */
export type AdminOverlay = "showcase" | "test" | "styles" | "image-styles" | null;

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

/** A logo the showcase opened in the icon design modal (shown once the showcase has closed). */
export const adminDesignStore = createExternalStore<Design | null>(null);

export function useAdminDesign(): Design | null {
  return useSyncExternalStore(adminDesignStore.subscribe, adminDesignStore.getSnapshot);
}
