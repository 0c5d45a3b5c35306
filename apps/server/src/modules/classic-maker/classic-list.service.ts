import type { getAllInfoBodySchema, redrawLogoBodySchema, ClassicLogo, GetAllInfoResult } from "@studio/contracts";
import type { IconLibrary } from "@studio/assets";
import {
  COLOR_GROUP_CODES,
  PALETTES,
  paletteByName,
  paletteWithAngle,
  planClassicPage,
  redrawClassicDesign,
  type ClassicDesign,
  type ClassicFamily,
  type LogoEngineDeps,
  type Palette,
} from "@studio/logo-engine";
import type { z } from "zod";
import { AppError } from "../../errors";
import { classicLogoOf } from "./classic-logo.mapper";

type Body = z.output<typeof getAllInfoBodySchema>;
type RedrawBody = z.output<typeof redrawLogoBodySchema>;

/** The list ends here (600 logos of one brief): an empty page tells the browser to stop. */
export const CLASSIC_MAX_PAGES = 50;
const LOG_LIMIT = 2000;

const groupOfCode = Object.fromEntries(Object.entries(COLOR_GROUP_CODES).map(([group, code]) => [code, group])) as Record<number, string>;

/**
 * The palettes the person chose: colour options by id, whole groups by code (smart leaves the
 * choice to the designer, by industry). Undefined when nothing was chosen.
 */
function chosenPalettes(body: Body): Palette[] | undefined {
  const byId = body.colors.map((id) => paletteByName(id)).filter((palette): palette is Palette => palette !== undefined);
  const groups = body.color_cates.map((code) => groupOfCode[code]).filter((group) => group !== undefined && group !== "smart");
  const byGroup = PALETTES.filter(
    (palette) => palette.groups.some((group) => groups.includes(group)) || (groups.includes("gradient") && palette.background.type === "gradient"),
  );
  const palettes = [...new Map([...byId, ...byGroup].map((palette) => [palette.id, paletteWithAngle(palette, body.gradient_angle)])).values()];
  return palettes.length > 0 ? palettes : undefined;
}

export type ClassicListDeps = {
  engine: () => LogoEngineDeps;
  library: () => IconLibrary;
  /** `en` or `cn`: the Logo entity's site_source. */
  siteSource: string;
};

/**
 * POST /api/getAllInfo: a page of the classic list from the designer (planClassicPage) for a name,
 * slogan, industry and the chosen symbols, colours and fonts. Stateless: the browser posts back the
 * select hashes of what it was shown and the designer never draws those again.
 */
export function createClassicListService(deps: ClassicListDeps) {
  return {
    page(body: Body): GetAllInfoResult {
      const engine = deps.engine();
      const library = deps.library();
      const about = [body.industry, body.description].filter(Boolean).join(" ");
      const matched = engine.icons.search(about || body.name, { limit: 8, nameText: body.name }).map((match) => match.icon.key);
      const industry = [...new Set(library.concepts(`${body.name} ${about}`).flatMap((match) => match.concept.icons))].slice(0, 20);
      const iconKeys = body.icons.flatMap((symbol) => (symbol.kind === "icon" ? [symbol.key] : []));
      const letters = body.icons.find((symbol) => symbol.kind === "letters")?.text;
      const palettes = chosenPalettes(body);
      const families: ClassicFamily[] | undefined = body.layout !== undefined ? [body.layout] : undefined;
      let designs: ClassicDesign[] = [];
      if (body.page <= CLASSIC_MAX_PAGES) {
        try {
          designs = planClassicPage(
            {
              brief: {
                name: body.name,
                ...(body.slogan ? { slogan: body.slogan } : {}),
                ...(body.industry ? { industry: body.industry } : {}),
                ...(body.description ? { description: body.description } : {}),
              },
              page: body.page,
              seenHashes: body.selecthash,
              ...(iconKeys.length > 0 ? { iconKeys } : {}),
              ...(letters ? { letters } : {}),
              ...(body.fonts.length > 0 ? { fontIds: body.fonts } : {}),
              ...(families ? { families } : {}),
              ...(palettes ? { palettes } : {}),
              pageSize: body.page_size,
            },
            engine,
          );
        } catch {
          throw new AppError("SYSTEM_BUSY");
        }
      }
      const list: ClassicLogo[] = designs.map((design) =>
        classicLogoOf(design, {
          fonts: engine.fonts,
          page: body.page,
          siteSource: deps.siteSource,
          iconIndex: design.plan.mark.kind === "icon" ? Math.max(0, iconKeys.indexOf(design.plan.mark.icon.key)) : 0,
        }),
      );
      return {
        list,
        page: body.page,
        more: list.length > 0 && body.page < CLASSIC_MAX_PAGES,
        selecthash: [...body.selecthash, ...designs.map((design) => design.hash)].slice(-LOG_LIMIT),
        selectlog: [...body.selectlog, ...designs.map((design) => design.logKey)].slice(-LOG_LIMIT),
        select: {
          icon: (body.select?.icon ?? 0) + list.filter((logo) => logo.symbol.kind === "icon").length,
          palette: (body.select?.palette ?? 0) + new Set(designs.map((design) => design.paletteId)).size,
          font: (body.select?.font ?? 0) + new Set(designs.map((design) => design.fontId)).size,
        },
        precom: body.precom + list.filter((logo) => logo.symbol.kind !== "none").length,
        predou: body.predou + list.filter((logo) => logo.slogan.length > 0).length,
        matched_icon_ids: matched,
        industry_icon_ids: industry,
        // This designer never mirrors a template: the ids the browser holds pass through.
        flipped_template_ids: body.flipped_template_ids,
      };
    },

    /**
     * POST /api/redrawLogo: the edit panel's Apply, the same design (its recipe) with only the
     * edited fields changed. SYSTEM_BUSY when the recipe names something unknown or the edit cannot
     * be drawn within the quality rules (a name too long for the emblem, a font without its glyphs).
     */
    redraw(body: RedrawBody): ClassicLogo {
      const engine = deps.engine();
      let design: ClassicDesign | undefined;
      try {
        design = redrawClassicDesign(
          body.recipe,
          {
            name: body.name,
            slogan: body.slogan,
            ...(body.color ? { paletteId: body.color } : {}),
            ...(body.font ? { fontId: body.font } : {}),
            ...(body.icon ? { iconKey: body.icon } : {}),
            ...(body.layout !== undefined ? { family: body.layout } : {}),
          },
          engine,
        );
      } catch {
        design = undefined;
      }
      if (!design) throw new AppError("SYSTEM_BUSY");
      return classicLogoOf(design, { fonts: engine.fonts, page: 0, siteSource: deps.siteSource, iconIndex: 0 });
    },
  };
}

export type ClassicListService = ReturnType<typeof createClassicListService>;
