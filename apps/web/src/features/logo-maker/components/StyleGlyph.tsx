import type { LogoStyle } from "../wizard-machine";

/** A drawn sketch of each logo type, shown when the server has no thumbnail for it. */
export function StyleGlyph({ style }: { style: LogoStyle }) {
  const common = { fill: "none", stroke: "currentColor", strokeWidth: 4, strokeLinecap: "round" as const, strokeLinejoin: "round" as const };
  return (
    <svg viewBox="0 0 100 100" className="lm-style-glyph" aria-hidden="true">
      {style === "abstract" && (
        <>
          <circle cx="40" cy="45" r="20" {...common} />
          <path d="M52 30 L78 70 H34 Z" {...common} />
        </>
      )}
      {style === "mascot" && (
        <>
          <circle cx="50" cy="50" r="28" {...common} />
          <circle cx="40" cy="45" r="3" fill="currentColor" />
          <circle cx="60" cy="45" r="3" fill="currentColor" />
          <path d="M38 60 Q50 72 62 60 M28 30 L34 20 L42 26 M72 30 L66 20 L58 26" {...common} />
        </>
      )}
      {style === "emblem" && (
        <>
          <path d="M50 14 L80 26 V50 Q80 74 50 86 Q20 74 20 50 V26 Z" {...common} />
          <path d="M36 50 H64" {...common} />
        </>
      )}
      {style === "minimal" && (
        <text x="50" y="60" textAnchor="middle" fontSize="30" fontWeight="700" fill="currentColor">
          Aa
        </text>
      )}
      {style === "combination" && (
        <>
          <rect x="14" y="36" width="26" height="26" rx="6" {...common} />
          <path d="M50 44 H86 M50 56 H74" {...common} />
        </>
      )}
      {style === "signature" && <path d="M14 64 Q26 20 34 54 T54 50 Q62 40 66 56 T86 46" {...common} />}
      {style === "pictorial" && (
        <>
          <path d="M20 74 L42 40 L56 60 L66 48 L82 74 Z" {...common} />
          <circle cx="70" cy="28" r="7" {...common} />
        </>
      )}
    </svg>
  );
}
