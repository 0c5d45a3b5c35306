import { createExternalStore } from "../../lib/external-store";

export type LoginPanelReason = "session-ended" | "sign-in";

/**
 * Whether the login panel is open, and why. The API client opens it on 401 (through
 * ApiEventBridge); the accounts work renders its sign-in views inside LoginPanelHost.
 */
export const loginPanelStore = createExternalStore<{ open: boolean; reason: LoginPanelReason }>({
  open: false,
  reason: "sign-in",
});

export function openLoginPanel(reason: LoginPanelReason = "sign-in"): void {
  loginPanelStore.set({ open: true, reason });
}

export function closeLoginPanel(): void {
  loginPanelStore.set({ ...loginPanelStore.getSnapshot(), open: false });
}
