import { createExternalStore } from "../../lib/external-store";

/** Which view the login panel shows; the reset view may carry the secret of a reset link. */
export type AuthView =
  | { name: "email" }
  | { name: "qr" }
  | { name: "mobile" }
  | { name: "link-sent"; email: string }
  | { name: "code"; email: string }
  | { name: "login" }
  | { name: "register" }
  | { name: "reset"; hash?: string };

export const authViewStore = createExternalStore<AuthView>({ name: "email" });

export function showAuthView(view: AuthView): void {
  authViewStore.set(view);
}
