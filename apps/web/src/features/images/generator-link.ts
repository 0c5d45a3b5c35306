/**
 * The hand-over to the image generator's playground (/design) through the URL query, so any page
 * (inspiration, and any page outside the generator) can start a generation without sharing state:
 * `prompt`, `aspect` (16:9 | 1:1 | 9:16), `style` and `reference` (an /oss/ image to start from).
 * docs/web.md describes the query; the playground form reads it once on load.
 */
export type GeneratorHandOver = { prompt?: string; aspect?: string; style?: string; reference?: string };

const aspects = new Set(["16:9", "1:1", "9:16"]);

export function generatorLink(handOver: GeneratorHandOver): string {
  const query = new URLSearchParams();
  if (handOver.prompt?.trim()) query.set("prompt", handOver.prompt.trim());
  if (handOver.aspect && aspects.has(handOver.aspect)) query.set("aspect", handOver.aspect);
  if (handOver.style?.trim()) query.set("style", handOver.style.trim());
  if (handOver.reference) query.set("reference", handOver.reference);
  const text = query.toString();
  return text ? `/design?${text}` : "/design";
}
