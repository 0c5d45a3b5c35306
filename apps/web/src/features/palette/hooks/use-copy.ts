import { useEffect, useState } from "react";

/** Spec 01 section 9: the 'Copied' indicator lasts 1000 ms. */
export const copiedIndicatorMs = 1000;

/** Copies text and reports which value was copied last, for 1 second. */
export function useCopy(): { copied: string | null; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), copiedIndicatorMs);
    return () => clearTimeout(timer);
  }, [copied]);
  return {
    copied,
    copy: async (text: string) => {
      await navigator.clipboard.writeText(text);
      setCopied(text);
    },
  };
}
