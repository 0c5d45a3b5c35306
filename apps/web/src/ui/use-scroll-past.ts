import { useEffect, useState } from "react";

/** Spec 01 section 9: back-to-top shows past 512 px, scroll handled with a 30 ms debounce. */
export const backToTopThreshold = 512;
export const scrollDebounceMs = 30;

export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => fn(...args), waitMs);
  };
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
  };
  return debounced;
}

/** Whether the window is scrolled further down than `threshold` px. */
export function useScrollPast(threshold = backToTopThreshold, waitMs = scrollDebounceMs): boolean {
  const [past, setPast] = useState(() => typeof window !== "undefined" && window.scrollY > threshold);
  useEffect(() => {
    const update = debounce(() => setPast(window.scrollY > threshold), waitMs);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener("scroll", update);
    };
  }, [threshold, waitMs]);
  return past;
}
