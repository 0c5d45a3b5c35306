import { useSyncExternalStore } from "react";
import { closeLoginPanel, loginPanelStore, openLoginPanel } from "./login-panel-store";

/** For components: whether the login panel is open, and the functions to open or close it. */
export function useLoginPanel() {
  const state = useSyncExternalStore(loginPanelStore.subscribe, loginPanelStore.getSnapshot);
  return { ...state, openLoginPanel, closeLoginPanel };
}
