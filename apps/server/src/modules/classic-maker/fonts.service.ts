import { FONT_FAMILIES, type FontFamilyEntry } from "@studio/assets";
import type { FontCatalogue, FontRecord } from "@studio/contracts";

/**
 * The faces the designer draws missing glyphs with (logo-choices.ts fallbacks): the site's internal
 * sans set. Spec 03 section 6: non-admins in production do not get them for names.
 */
export const INTERNAL_SANS = new Set(["inter-600", "noto-sans-sc-700", "noto-sans-sc-400"]);
/** Faces the designer sets slogans in (logo-choices.ts SLOGAN_FONTS): they fit both lines. */
export const SLOGAN_FACES = new Set(["inter-600", "raleway-600", "work-sans-500", "lato-700", "open-sans-600", "dm-sans-700", "noto-sans-sc-400"]);

export const CATEGORY_NAMES: Record<FontFamilyEntry["category"], { en: string; zh: string }> = {
  sans: { en: "Sans serif", zh: "无衬线" },
  serif: { en: "Serif", zh: "衬线" },
  slab: { en: "Slab serif", zh: "粗衬线" },
  display: { en: "Display", zh: "展示" },
  script: { en: "Script", zh: "手写" },
  mono: { en: "Monospace", zh: "等宽" },
  cjk: { en: "Chinese", zh: "中文" },
};

/** Cap heights as a fraction of the em for the families' categories (the text item's drawn height is size x this). */
export const CAP_HEIGHT: Record<FontFamilyEntry["category"], number> = { sans: 0.7, serif: 0.68, slab: 0.7, display: 0.72, script: 0.62, mono: 0.7, cjk: 0.88 };

/** A font file the browser loads from GET /api/font/{source}/{file}: the latin subset (CJK: its latin subset too, the browser adds others by unicode range). */
export const fontUrl = (entry: FontFamilyEntry): string => `/api/font/${entry.source}/${entry.source}-latin-${entry.weight}-normal.woff`;

function record(entry: FontFamilyEntry, zh: boolean): FontRecord {
  const names = CATEGORY_NAMES[entry.category];
  return {
    cat_id: entry.category,
    cate_name: zh ? names.zh : names.en,
    id: entry.id,
    font_name: `${entry.family} ${entry.weight}`,
    font_family: entry.family,
    font_url: fontUrl(entry),
    font_height: CAP_HEIGHT[entry.category],
    price: 0,
    simplified: entry.cjk,
    font_type: entry.category,
    fit_type: SLOGAN_FACES.has(entry.id) ? "both" : "name",
  };
}

function byCategory(entries: readonly FontFamilyEntry[], zh: boolean): FontCatalogue {
  const groups = new Map<string, FontRecord[]>();
  for (const entry of entries) {
    const list = groups.get(entry.category) ?? [];
    list.push(record(entry, zh));
    groups.set(entry.category, list);
  }
  // Chinese fonts first on the zh site, last elsewhere.
  const order = [...groups.keys()].sort((a, b) => (a === "cjk" ? (zh ? -1 : 1) : b === "cjk" ? (zh ? 1 : -1) : 0));
  return order.map((cat) => {
    const fonts = groups.get(cat) ?? [];
    return { cat_id: cat, cate_name: fonts[0]?.cate_name ?? cat, fonts };
  });
}

/**
 * The font catalogue of the classic maker: `logo-fonts/order` lists the faces for a logo's name
 * (without the internal sans set for non-admins in production), `brand-fonts/order` every face
 * with what it fits (name, slogan or both) for the brand's other texts.
 */
export function createFontsService(options: { production: boolean; zh: boolean }) {
  return {
    logoFonts(viewer: { isAdmin: boolean } | null): FontCatalogue {
      const hideInternal = options.production && !viewer?.isAdmin;
      return byCategory(
        FONT_FAMILIES.filter((entry) => !(hideInternal && INTERNAL_SANS.has(entry.id))),
        options.zh,
      );
    },
    brandFonts(): FontCatalogue {
      return byCategory(FONT_FAMILIES, options.zh);
    },
    /** Whether a font file may be served: only the catalogue's families, only woff files of them. */
    fileAllowed(source: string, file: string): boolean {
      return FONT_FAMILIES.some((entry) => entry.source === source) && new RegExp(`^${source}-[a-z0-9-]+-\\d{3}-normal\\.woff$`).test(file);
    },
  };
}

export type FontsService = ReturnType<typeof createFontsService>;
