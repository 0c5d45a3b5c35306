import type { QueryClient } from "@tanstack/react-query";
import { clearSession } from "../../api/session-storage";
import { localStore } from "../../lib/safe-storage";
import { languageStorageKey } from "../../i18n/language";
import { authApi } from "./api/auth-api";
import { forgetAfterSignIn } from "./after-sign-in";

/**
 * Spec: logout clears auth, empties browser storage and the cached lists (saved list, saved count,
 * signature list), then reloads. The chosen language survives: it is a preference, not account data.
 */
export async function logout(queryClient: QueryClient, reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    await authApi.logout();
  } catch {
    // Already signed out on the server (or offline): forgetting the session here is what matters.
  }
  forgetAfterSignIn();
  clearSession();
  let language: string | null = null;
  try {
    const storage = localStore();
    language = storage.getItem(languageStorageKey);
    storage.clear();
    sessionStorage.clear();
    if (language) storage.setItem(languageStorageKey, language);
  } catch {
    // storage blocked: nothing to clear
  }
  queryClient.clear();
  reload();
}
