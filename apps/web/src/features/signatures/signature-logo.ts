/** The largest the logo is shown in a signature (CSS px), as the server stores it (signatures.service.ts). */
export const SIGNATURE_LOGO_BOX = { width: 200, height: 60 } as const;

/** The logo's shown size in the preview: its SVG's proportions fitted into the box. */
export function previewLogoSize(svg: string): { width: number; height: number } {
  const box = /viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(svg);
  const width = Number(box?.[1] ?? 4);
  const height = Number(box?.[2] ?? 3);
  const scale = Math.min(SIGNATURE_LOGO_BOX.width / width, SIGNATURE_LOGO_BOX.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The logo's own colours (hex fills and strokes, most used first), offered as the signature's accent. */
export function logoColors(svg: string, max = 6): string[] {
  const counts = new Map<string, number>();
  for (const match of svg.matchAll(/(?:fill|stroke|stop-color)\s*[=:]\s*"?\s*(#[0-9a-fA-F]{6})\b/g)) {
    const hex = (match[1] as string).toLowerCase();
    // White and near-white are backgrounds, not accents for text on white mail.
    if (/^#(f[0-9a-f]){3}$/.test(hex)) continue;
    counts.set(hex, (counts.get(hex) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([hex]) => hex);
}
