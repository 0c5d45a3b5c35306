/**
 * The action that asked for sign-in (e.g. "download this logo"), resumed once after the user signs
 * in. Only the latest one is kept; it runs once and is then forgotten.
 */
let pending: (() => void) | null = null;

export function runAfterSignIn(callback: () => void): void {
  pending = callback;
}

export function takeAfterSignIn(): (() => void) | null {
  const callback = pending;
  pending = null;
  return callback;
}

export function forgetAfterSignIn(): void {
  pending = null;
}
