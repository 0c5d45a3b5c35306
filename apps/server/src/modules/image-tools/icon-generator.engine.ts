import type { IconRecord } from "@studio/assets";
import { ICON_PALETTES, ICON_RENDER_STYLES, iconRenderStyleFor, renderIconSvg, type IconPalette, type IconRenderStyle } from "@studio/image-tools";
import { ProviderError } from "../../providers/image-provider";
import { iconLibrary } from "../classic-maker/classic-maker.services";
import { createSymbolsService } from "../classic-maker/symbols.service";

/**
 * The icon generator offline (aicon, spec 03 section 2): the designer's icon search picks library
 * icons for the prompt, and each is redrawn in the chosen style and palette (packages/image-tools
 * icon-styles.ts). Several styles per request: the first icon takes the chosen style, the next ones
 * the chosen style too unless `styles` asks for more, each style in turn.
 */
export type IconSearch = {
  /** Library icons for free text (en or zh), best first: the classic maker's symbol search. */
  search(text: string, limit: number): IconRecord[];
};

export type OfflineIconRequest = {
  prompt: string;
  /** The style value from the icon generator's list, and that style's prompt words (how an admin-added style finds its drawing). */
  style: string;
  stylePrompt?: string;
  /** More styles to spread the icons over (the chosen style first). */
  moreStyles?: readonly string[];
  count: number;
  /** #rrggbb colours the user chose (primary first); the built-in palettes otherwise. */
  colors?: readonly string[];
  /** Varies the palette and compositions between requests with the same words. */
  seed?: number;
};

export type OfflineIcon = { svg: string; iconKey: string; style: IconRenderStyle };

/** The classic maker's symbol search over the shared icon library (meaning first, then ids and tags; trademarks never). */
export function libraryIconSearch(): IconSearch {
  const symbols = createSymbolsService(iconLibrary);
  return { search: (text, limit) => symbols.search({ key: text, page: 1, size: limit }).list.flatMap((view) => symbols.get(view.id) ?? []) };
}

/** Words that say what a picture is rather than what it shows: never an icon on their own. */
const FILLER = /\b(an?|the|icon|icons|logo|symbol|simple|style|styled|of|for|with|and|in|on)\b/gi;

/** The user's colours completed to three (their own tints), or a built-in palette. */
export function iconPalette(colors: readonly string[] | undefined, index: number): IconPalette {
  const valid = (colors ?? []).filter((c) => /^#[0-9a-f]{6}$/i.test(c)).map((c) => c.toLowerCase());
  const [first, second, third] = valid;
  if (first) return [first, second ?? first, third ?? second ?? first];
  return ICON_PALETTES[index % ICON_PALETTES.length] as IconPalette;
}

/** Distinct drawings for the prompt: tabler and lucide often carry the same name, which would repeat a picture. */
export function pickIcons(search: IconSearch, prompt: string, count: number): IconRecord[] {
  const text = prompt.replace(FILLER, " ").replace(/\s+/g, " ").trim() || prompt;
  const seen = new Set<string>();
  const picked: IconRecord[] = [];
  for (const icon of search.search(text, count * 4)) {
    if (seen.has(icon.id)) continue;
    seen.add(icon.id);
    picked.push(icon);
    if (picked.length === count) break;
  }
  return picked;
}

const nextStyle = (style: IconRenderStyle, steps: number): IconRenderStyle =>
  ICON_RENDER_STYLES[(ICON_RENDER_STYLES.indexOf(style) + steps) % ICON_RENDER_STYLES.length] as IconRenderStyle;

export async function generateOfflineIcons(
  request: OfflineIconRequest,
  deps: { icons: IconSearch; signal: AbortSignal; reportProgress(progress: number): Promise<void> },
): Promise<OfflineIcon[]> {
  const icons = pickIcons(deps.icons, request.prompt, request.count);
  if (icons.length === 0)
    throw new ProviderError("nothing_changed", `No icon in the library matches "${request.prompt}". Try a thing to draw, such as "coffee cup" or "rocket".`, {
      retryable: false,
    });
  const styles = [iconRenderStyleFor(request.style, request.stylePrompt), ...(request.moreStyles ?? []).map((s) => iconRenderStyleFor(s))];
  const seed = request.seed ?? 0;
  const results: OfflineIcon[] = [];
  // Fewer matching drawings than asked: each drawing again in the next style, so the count holds.
  for (let i = 0; i < request.count; i++) {
    if (deps.signal.aborted) throw new ProviderError("timeout", "Cancelled");
    const icon = icons[i % icons.length] as IconRecord;
    const round = Math.floor(i / icons.length);
    const chosen = styles[i % styles.length] as IconRenderStyle;
    // A drawing repeated in a one-style request: the next style of the list, not the same picture twice.
    const style = round > 0 && styles.length === 1 ? nextStyle(chosen, round) : chosen;
    const svg = renderIconSvg({ icon, style, palette: iconPalette(request.colors, seed + i), variant: seed + i });
    results.push({ svg, iconKey: icon.key, style });
    await deps.reportProgress(0.1 + (0.8 * (i + 1)) / request.count);
  }
  return results;
}
