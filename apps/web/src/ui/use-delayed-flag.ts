import { useEffect, useState } from "react";

/**
 * True only once `active` has stayed true for `delayMs`; false again as soon as it drops.
 * Quick operations then never flash an overlay.
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}
