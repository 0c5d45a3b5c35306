import { useSyncExternalStore } from "react";

/** Spec 01 section 9: the mobile layout applies up to 768 px wide. */
export const mobileQuery = "(max-width: 768px)";

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => (typeof window.matchMedia === "function" ? window.matchMedia(query).matches : false),
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(mobileQuery);
}
