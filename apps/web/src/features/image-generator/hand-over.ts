import type { AspectRatio } from "@studio/contracts";
import type { GeneratorFormState } from "./hooks/use-generator-form";
import type { ReferenceImage } from "./reference-limits";

const handOverKeys = ["prompt", "aspect", "style", "reference"] as const;
const aspects: readonly string[] = ["16:9", "1:1", "9:16"];

/**
 * The playground's starting values from the query other pages write (features/images/generator-link.ts,
 * docs/web.md): `prompt`, `aspect`, `style` and `reference` (an /oss/ image of this site). Anything
 * else is left alone; `rest` is the query without these keys, for the address after they are taken.
 */
export function readHandOver(search: string): { changes: Partial<GeneratorFormState>; reference?: ReferenceImage; rest: string } | null {
  const query = new URLSearchParams(search);
  if (!handOverKeys.some((key) => query.has(key))) return null;
  const changes: Partial<GeneratorFormState> = {};
  const prompt = query.get("prompt")?.slice(0, 4000);
  if (prompt) changes.prompt = prompt;
  const aspect = query.get("aspect");
  if (aspect && aspects.includes(aspect)) changes.aspect = aspect as AspectRatio;
  const style = query.get("style")?.trim();
  if (style && /^[a-z0-9][a-z0-9-]{0,79}$/.test(style)) changes.style = style;
  const src = query.get("reference");
  const reference =
    src && src.startsWith("/oss/") && !src.includes("..")
      ? { src, name: src.split("?")[0]?.split("/").pop() ?? "image", width: 0, height: 0, preview: src }
      : undefined;
  for (const key of handOverKeys) query.delete(key);
  const rest = query.toString();
  return { changes, ...(reference ? { reference } : {}), rest: rest ? `?${rest}` : "" };
}
