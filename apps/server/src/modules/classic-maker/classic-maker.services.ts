import { createIconLibrary, type IconLibrary } from "@studio/assets";
import { loadIconCatalogue } from "@studio/assets/node";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import type { Storage } from "../../storage/storage";
import type { FavouritesRepository } from "../favourites/favourites.repository";
import { createFavouritesService, type FavouritesService } from "../favourites/favourites.service";
import { createClassicListService, type ClassicListService } from "./classic-list.service";
import { createFontsService, type FontsService } from "./fonts.service";
import { createSymbolsService, type SymbolsService } from "./symbols.service";

export type ClassicMakerServices = { symbols: SymbolsService; fonts: FontsService; list: ClassicListService; favourites: FavouritesService };

let library: IconLibrary | undefined;
/** The icon library over the catalogue the designer loads (loaded once, on first use). */
export const iconLibrary = (): IconLibrary => (library ??= createIconLibrary(loadIconCatalogue()));

/** The classic maker's services (issue 17), built by services.ts. */
export function createClassicMakerServices(options: {
  favouritesRepository: FavouritesRepository;
  storage: Storage;
  production: boolean;
  siteVariant: "en" | "cn";
  now?: (() => Date) | undefined;
}): ClassicMakerServices {
  const siteSource = options.siteVariant;
  return {
    symbols: createSymbolsService(iconLibrary),
    fonts: createFontsService({ production: options.production, zh: options.siteVariant === "cn" }),
    list: createClassicListService({ engine: createNodeLogoDeps, library: iconLibrary, siteSource }),
    favourites: createFavouritesService({
      repository: options.favouritesRepository,
      library: iconLibrary,
      fonts: () => createNodeLogoDeps().fonts,
      storage: options.storage,
      siteSource,
      ...(options.now ? { now: options.now } : {}),
      log: (message, details) => console.error(message, details),
    }),
  };
}
