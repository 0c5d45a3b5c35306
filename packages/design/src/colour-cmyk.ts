/**
 * sRGB to CMYK, written once for every print-facing output (the brand documents' colour table, the
 * print PDF's DeviceCMYK fills). No ICC profile: the plain device formula (K = 1 - max(R, G, B),
 * C = (1 - R - K) / (1 - K), likewise M and Y), which is what design tools show as "CMYK values" for a
 * colour picked on screen. A printer converting with its own profile may print slightly different
 * inks; a pure grey stays pure K (no rich black), so black text prints in one ink without
 * registration fringes.
 */
export type Rgb = { r: number; g: number; b: number };
/** Ink fractions 0..1 (pdf-lib's `cmyk(c, m, y, k)` takes these). */
export type Cmyk = { c: number; m: number; y: number; k: number };

const HEX = /^#?([0-9a-f]{6})$/i;

/** `#rrggbb` (either case, `#` optional) as 0-255 channels; throws on anything else. */
export function hexToRgb(hex: string): Rgb {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = parseInt(match[1], 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

/** The device CMYK of an sRGB colour, each ink 0..1 (rounded to 4 places so equal colours compare equal). */
export function srgbToCmyk(colour: string | Rgb): Cmyk {
  const { r, g, b } = typeof colour === "string" ? hexToRgb(colour) : colour;
  const [rf, gf, bf] = [r / 255, g / 255, b / 255];
  const k = 1 - Math.max(rf, gf, bf);
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  if (k >= 1) return { c: 0, m: 0, y: 0, k: 1 };
  const ink = (channel: number) => round((1 - channel - k) / (1 - k));
  return { c: ink(rf), m: ink(gf), y: ink(bf), k: round(k) };
}

/** The same as whole percentages, as a brand guide prints them ("C 72 M 0 Y 45 K 12"). */
export function cmykPercent(colour: string | Rgb): Cmyk {
  const { c, m, y, k } = srgbToCmyk(colour);
  const pct = (value: number) => Math.round(value * 100);
  return { c: pct(c), m: pct(m), y: pct(y), k: pct(k) };
}
