import { useEffect, useRef, useState, type ReactNode } from "react";

/** Spec 01 section 9: content appears once 90% of its box is on screen. */
export const lazyLoadThreshold = 0.9;

export type LazyLoadProps = {
  children: ReactNode;
  /** Extra wait after it became visible, in ms. */
  delayMs?: number;
  /** Height reserved before the content renders, so the page does not jump. */
  minHeight?: number;
  className?: string;
};

/** Renders its children only once it has been seen (once: it never hides them again). */
export function LazyLoad({ children, delayMs = 0, minHeight = 1, className }: LazyLoadProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    if (typeof IntersectionObserver === "undefined") {
      // Old browsers and non-browser renderers: show at once rather than never.
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= lazyLoadThreshold)) {
          observer.disconnect();
          setSeen(true);
        }
      },
      { threshold: lazyLoadThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);

  useEffect(() => {
    if (!seen) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [seen, delayMs]);

  return (
    <div ref={ref} className={className} style={shown ? undefined : { minHeight }} data-lazy-state={shown ? "shown" : "waiting"}>
      {shown ? children : null}
    </div>
  );
}
