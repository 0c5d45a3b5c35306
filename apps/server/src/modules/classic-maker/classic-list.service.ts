import type { getAllInfoBodySchema } from "@studio/contracts";
import { type ClassicLogo, type GetAllInfoResult } from "@studio/contracts";
import type { IconLibrary } from "@studio/assets";
import { renderDesignSvg, type DesignDocument } from "@studio/design";
import {
  checkLogoQuality,
  COLOR_GROUP_CODES,
  generateLogos,
  LOGO_STYLES,
  paletteByName,
  variationKey,
  type EngineIcon,
  type IconSource,
  type LogoEngineDeps,
  type LogoResult,
  type LogoStyle,
} from "@studio/logo-engine";
import type { z } from "zod";
import { AppError } from "../../errors";
import { classicLogoOf } from "./classic-logo.mapper";

type Body = z.output<typeof getAllInfoBodySchema>;

/** How many designer runs one page may take before it answers with what it has. */
const ATTEMPTS_PER_PAGE = 4;
/** The list ends here (600 logos of one brief): an empty page tells the browser to stop. */
export const CLASSIC_MAX_PAGES = 50;
const LOG_LIMIT = 2000;
/** With letters as the symbol, the styles that draw a monogram (a mascot without an icon is one). */
const LETTER_STYLES: LogoStyle[] = ["mascot", "abstract", "mascot", "emblem", "minimal", "signature"];

const groupOfCode = Object.fromEntries(Object.entries(COLOR_GROUP_CODES).map(([group, code]) => [code, group])) as Record<number, string>;

/** The designer's icon source narrowed to the symbols the person chose: it draws those and no others. */
function chosenIconSource(base: IconSource, chosen: readonly EngineIcon[]): IconSource {
  return {
    get: (key) => base.get(key),
    concepts: (text) => base.concepts(text),
    search: () => chosen.map((icon, index) => ({ icon, score: 50 - index, reason: "chosen" })),
  };
}

/** Letters chosen as the symbol replace the monogram's initials; the logo is drawn again and checked. */
function withLetters(result: LogoResult, letters: string, deps: LogoEngineDeps): LogoResult | undefined {
  const elements = result.document.elements.map((element) => (element.role === "initial" && element.type === "text" ? { ...element, text: letters } : element));
  if (elements === result.document.elements || !result.document.elements.some((element) => element.role === "initial")) return result;
  const document: DesignDocument = { ...result.document, elements };
  if (checkLogoQuality(document, deps.fonts).length > 0) return undefined;
  return { ...result, document, svg: renderDesignSvg(document, deps.fonts) };
}

/** The gradient angle chosen in the colour picker (0, 45, 90 or radial) on a gradient ground. */
function withAngle(result: LogoResult, angle: Body["gradient_angle"], deps: LogoEngineDeps): LogoResult {
  const background = result.document.background;
  if (angle === undefined || background.type !== "gradient") return result;
  const next = angle === "radial" ? { ...background, kind: "radial" as const } : { ...background, kind: "linear" as const, angle };
  const document: DesignDocument = { ...result.document, background: next };
  return { ...result, document, svg: renderDesignSvg(document, deps.fonts) };
}

export type ClassicListDeps = {
  engine: () => LogoEngineDeps;
  library: () => IconLibrary;
  /** `en` or `cn`: the Logo entity's site_source. */
  siteSource: string;
};

/**
 * POST /api/getAllInfo: pages of logos from the designer for a name, slogan, industry and the chosen
 * symbols, colours and fonts. Stateless: page N draws with seeds of its own, and every design whose
 * token (`selecthash`) or plan (`selectlog`: layout, font, symbol and palette) was already shown is
 * left out, so no design repeats across pages or on one page.
 */
export function createClassicListService(deps: ClassicListDeps) {
  return {
    page(body: Body): GetAllInfoResult {
      const engine = deps.engine();
      const library = deps.library();
      const about = [body.industry, body.description].filter(Boolean).join(" ");
      const matched = engine.icons.search(about, { limit: 8, nameText: body.name }).map((match) => match.icon.key);
      const industry = [...new Set(library.concepts(`${body.name} ${about}`).flatMap((match) => match.concept.icons))].slice(0, 20);
      const chosenIcons = body.icons.flatMap((symbol) => (symbol.kind === "icon" ? [library.get(symbol.key)].filter((icon) => icon !== undefined) : []));
      const letters = body.icons.find((symbol) => symbol.kind === "letters")?.text;
      const fonts = body.fonts.length > 0 ? engine.fontCatalogue.filter((font) => body.fonts.includes(font.id)) : [];
      const engineDeps: LogoEngineDeps = {
        ...engine,
        // Chosen symbols only; letters alone: no library icon at all, so the marks are the letters.
        icons: chosenIcons.length > 0 || letters ? chosenIconSource(engine.icons, chosenIcons) : engine.icons,
        fontCatalogue: fonts.length > 0 ? fonts : engine.fontCatalogue,
      };
      const palettes = [
        ...body.colors.filter((id) => paletteByName(id) !== undefined),
        ...body.color_cates.map((code) => groupOfCode[code]).filter((group): group is string => group !== undefined),
      ];
      const templates = body.designer_templates.filter((style): style is LogoStyle => (LOGO_STYLES as readonly string[]).includes(style));
      const styles = templates.length > 0 ? templates : letters && chosenIcons.length === 0 ? LETTER_STYLES : undefined;
      const select = body.select ?? { icon: 0, palette: 0, font: 0 };

      const seen = new Set(body.selecthash);
      const logged = new Set(body.selectlog);
      const list: ClassicLogo[] = [];
      const pageKeys: string[] = [];
      const fontsUsed = new Set<string>();
      const palettesUsed = new Set<string>();
      if (body.page <= CLASSIC_MAX_PAGES) {
        for (let attempt = 0; attempt < ATTEMPTS_PER_PAGE && list.length < body.page_size; attempt += 1) {
          const palette = palettes.length > 0 ? palettes[(select.palette + body.page - 1 + attempt) % palettes.length] : undefined;
          let results: LogoResult[];
          try {
            results = generateLogos(
              {
                name: body.name,
                ...(body.slogan ? { slogan: body.slogan } : {}),
                ...(body.industry ? { industry: body.industry } : {}),
                ...(body.description ? { description: body.description } : {}),
                ...(styles ? { styles } : {}),
                ...(palette ? { palette } : {}),
                count: 12,
                // Seeds of their own per page and attempt: page 3 never redraws page 2.
                seed: (body.page - 1) * ATTEMPTS_PER_PAGE + attempt,
              },
              engineDeps,
            );
          } catch {
            throw new AppError("SYSTEM_BUSY");
          }
          for (const raw of results) {
            if (list.length >= body.page_size) break;
            const lettered = letters ? withLetters(raw, letters, engine) : raw;
            if (!lettered) continue;
            const result = withAngle(lettered, body.gradient_angle, engine);
            const logo = classicLogoOf(result, {
              fonts: engine.fonts,
              page: body.page,
              siteSource: deps.siteSource,
              iconIndex: result.provenance.icon
                ? Math.max(
                    0,
                    chosenIcons.findIndex((icon) => icon.id === result.provenance.icon?.id),
                  )
                : 0,
            });
            if (body.layout !== undefined && logo.layoutId !== body.layout) continue;
            const key = variationKey(result.provenance).join("|");
            if (seen.has(logo.token) || logged.has(key)) continue;
            seen.add(logo.token);
            logged.add(key);
            pageKeys.push(key);
            fontsUsed.add(result.provenance.font.id);
            palettesUsed.add(result.provenance.palette.id);
            list.push(logo);
          }
        }
      }
      const tokens = list.map((logo) => logo.token);
      return {
        list,
        page: body.page,
        more: list.length > 0 && body.page < CLASSIC_MAX_PAGES,
        selecthash: [...body.selecthash, ...tokens].slice(-LOG_LIMIT),
        selectlog: [...body.selectlog, ...pageKeys].slice(-LOG_LIMIT),
        select: {
          icon: select.icon + list.filter((logo) => logo.symbol.kind === "icon").length,
          palette: select.palette + palettesUsed.size,
          font: select.font + fontsUsed.size,
        },
        precom: body.precom + list.filter((logo) => logo.symbol.kind !== "none").length,
        predou: body.predou + list.filter((logo) => logo.slogan.length > 0).length,
        matched_icon_ids: matched,
        industry_icon_ids: industry,
        // This designer never mirrors a template: the ids the browser holds pass through.
        flipped_template_ids: body.flipped_template_ids,
      };
    },
  };
}

export type ClassicListService = ReturnType<typeof createClassicListService>;
