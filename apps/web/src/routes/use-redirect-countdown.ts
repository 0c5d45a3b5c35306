import { useEffect, useState } from "react";

/** Spec 01 section 9 / 02 section 4: a page countdown of the window's value or 10 seconds, then home. */
export const defaultRedirectSeconds = 10;

declare global {
  interface Window {
    /** An embedding page may set its own countdown (seconds) before the app starts. */
    redirectCountdown?: number;
  }
}

export function redirectSeconds(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value) : defaultRedirectSeconds;
}

/**
 * Counts down once a second and calls `go` at zero when `enabled` (production builds only: in
 * development a wrong URL should stay on screen to be read). Returns the seconds left.
 */
export function useRedirectCountdown(
  go: () => void,
  enabled: boolean,
  start = redirectSeconds(typeof window === "undefined" ? undefined : window.redirectCountdown),
): number {
  const [left, setLeft] = useState(start);
  useEffect(() => {
    if (left <= 0) {
      if (enabled) go();
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, enabled, go]);
  return left;
}
