import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";

/** Spec 01 section 9: content appears once 90% of its box is on screen. */
export const lazyLoadThreshold = 0.9;

export type LazyLoadProps = {
  children: ReactNode;
  /** Extra wait after it became visible, in ms. */
  delayMs?: number;
  /** Height reserved before the content renders, so the page does not jump. */
  minHeight?: number;
  className?: string;
  /** Styles of the empty box while it waits (e.g. the image's aspect ratio, so 90% of the right box is measured). */
  placeholderStyle?: CSSProperties;
  /** A span where a div may not go (inside a button or a link). */
  as?: "div" | "span";
};

/** Renders its children only once it has been seen (once: it never hides them again). */
export function LazyLoad({ children, delayMs = 0, minHeight = 1, className, placeholderStyle, as: Tag = "div" }: LazyLoadProps) {
  const ref = useRef<HTMLDivElement & HTMLSpanElement>(null);
  const [seen, setSeen] = useState(false);
  const [waited, setWaited] = useState(false);

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
    if (!seen || delayMs <= 0) return;
    const timer = setTimeout(() => setWaited(true), delayMs);
    return () => clearTimeout(timer);
  }, [seen, delayMs]);
  // Without a delay the content renders in the same update that saw it (no extra timer turn).
  const shown = seen && (delayMs <= 0 || waited);

  return (
    <Tag ref={ref} className={className} style={shown ? undefined : { minHeight, ...placeholderStyle }} data-lazy-state={shown ? "shown" : "waiting"}>
      {shown ? children : null}
    </Tag>
  );
}
