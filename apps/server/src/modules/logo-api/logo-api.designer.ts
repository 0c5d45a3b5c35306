import { randomUUID } from "node:crypto";
import {
  CLASSIC_LOGO_HEIGHT,
  CLASSIC_LOGO_WIDTH,
  LOGO_API_COLORS,
  LOGO_API_FONTS,
  LOGO_API_MAX_PAGE,
  type LogoApiLogo,
  type LogoApiPage,
  type LogoApiQuery,
} from "@studio/contracts";
import { PALETTES, planClassicPage, type ClassicDesign, type ClassicFamily, type LogoEngineDeps, type Palette } from "@studio/logo-engine";
import { renderLogoPng } from "@studio/logo-engine/node";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";

/** Where format 2's PNGs live: logo-api/{keyId}/{random uuid}.png, served as stored by /oss (oss-access.ts). */
export const logoApiFileKey = (keyId: number): string => `logo-api/${keyId}/${randomUUID()}.png`;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Colour option 1-6 as the designer's palettes (0: none given, the designer picks by the name's industry). */
function palettesOf(color: number): Palette[] | undefined {
  const group = LOGO_API_COLORS[color];
  if (!group || group === "any" || group === "smart") return undefined;
  return PALETTES.filter((palette) => palette.groups.some((g) => g === group));
}

/**
 * Font option 1-6 as catalogue ids. A name or slogan in Chinese is always set in the Chinese faces
 * (the others have no glyphs for it), so the option does not apply to it.
 */
function fontIdsOf(font: number, text: string, engine: LogoEngineDeps): string[] | undefined {
  const category = LOGO_API_FONTS[font];
  if (!category || category === "any" || CJK.test(text)) return undefined;
  const ids = engine.fontCatalogue.filter((entry) => entry.category === category).map((entry) => entry.id);
  return ids.length > 0 ? ids : undefined;
}

export type LogoApiDesignerDeps = {
  engine: () => LogoEngineDeps;
  storage: Storage;
  /** The site's public address: format 2's URLs are absolute, for another company's server. */
  linkBase: string;
};

/**
 * One page of the API: the same designer as the classic list (planClassicPage), drawn as 800 x 600
 * PNGs (spec 03 section 9's default logo size), either inline as base64 or stored under /oss.
 */
export function createLogoApiDesigner(deps: LogoApiDesignerDeps) {
  const plan = (query: LogoApiQuery): ClassicDesign[] => {
    const engine = deps.engine();
    const palettes = palettesOf(query.color);
    const fontIds = fontIdsOf(query.font, `${query.name}${query.slogan}`, engine);
    const families: ClassicFamily[] | undefined = query.style > 0 ? [query.style as ClassicFamily] : undefined;
    try {
      return planClassicPage(
        {
          brief: { name: query.name, ...(query.slogan ? { slogan: query.slogan } : {}) },
          page: query.page,
          pageSize: query.size,
          ...(palettes ? { palettes } : {}),
          ...(fontIds ? { fontIds } : {}),
          ...(families ? { families } : {}),
        },
        engine,
      );
    } catch {
      throw new AppError("SYSTEM_BUSY");
    }
  };

  return {
    plan,
    /** Draws the page; `keyId` names the folder of format 2's files. */
    async page(query: LogoApiQuery, keyId: number): Promise<LogoApiPage> {
      const designs = plan(query);
      const logos: LogoApiLogo[] = [];
      for (const design of designs) {
        const png = await renderLogoPng(design.svg, { width: CLASSIC_LOGO_WIDTH });
        let image: string;
        if (query.format === 1) image = `data:image/png;base64,${png.toString("base64")}`;
        else {
          const key = logoApiFileKey(keyId);
          await deps.storage.put(key, png);
          image = `${deps.linkBase.replace(/\/$/, "")}/oss/${key}`;
        }
        logos.push({
          id: design.hash,
          width: CLASSIC_LOGO_WIDTH,
          height: CLASSIC_LOGO_HEIGHT,
          format: query.format,
          image,
          palette: design.paletteId,
          font: design.fontId,
          layout: design.layout,
        });
      }
      return { page: query.page, size: query.size, more: logos.length > 0 && query.page < LOGO_API_MAX_PAGE, logos };
    },
  };
}

export type LogoApiDesigner = ReturnType<typeof createLogoApiDesigner>;
