import { randomUUID } from "node:crypto";
import type { saveFavouriteBodySchema } from "@studio/contracts";
import { FAVOURITE_PAGE_SIZE, SAVED_LOGOS_MAX, type ClassicLogo, type FavouriteList, type SavedLogoSummary, type ShowCounts } from "@studio/contracts";
import type { IconLibrary } from "@studio/assets";
import type { FontProvider } from "@studio/design";
import type { z } from "zod";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import { canChangeSavedLogo, canViewSavedLogo, nameAndSymbolOpen } from "./favourites.policy";
import type { FavouritesRepository, SavedLogoWithPurchase } from "./favourites.repository";
import type { SavedLogoData } from "./favourites.schema";
import { SavedDesignError, savedDesign } from "./saved-design";

type SaveBody = z.output<typeof saveFavouriteBodySchema>;

export type FavouritesDeps = {
  repository: FavouritesRepository;
  library: () => IconLibrary;
  fonts: () => FontProvider;
  storage: Storage;
  siteSource: string;
  now?: () => Date;
  log?: (message: string, details: Record<string, unknown>) => void;
};

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);
/** The symbol as one string: jsonb keeps keys in its own order, so fields are named, not stringified. */
const symbolKey = ({ symbol }: Pick<SavedLogoData, "symbol">): string =>
  symbol.kind === "icon" ? `icon:${symbol.key}` : symbol.kind === "letters" ? `letters:${symbol.text}` : symbol.kind;

function entity(row: SavedLogoWithPurchase): ClassicLogo {
  return {
    ...row.data,
    fa_id: row.id,
    user_id: row.userId,
    pay_time: iso(row.paidAt),
    logo_name: row.logoName,
    slogan: row.slogan,
    gradient: row.gradient ?? null,
    token: row.token,
    uuid: row.uuid,
    is_saved: true,
    is_bought: row.paidAt !== null,
    svg: row.svg,
    design: row.design,
  };
}

function summary(row: SavedLogoWithPurchase): SavedLogoSummary {
  return {
    fa_id: row.id,
    logo_name: row.logoName,
    slogan: row.slogan,
    token: row.token,
    svg: row.svg,
    is_bought: row.paidAt !== null,
    pay_time: iso(row.paidAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Saved and bought classic logos (spec 03 sections 4 and 7). A saved logo is the record the
 * download center opens as `logo:{fa_id}`; bought means a live package unlock of that design id.
 */
export function createFavouritesService(deps: FavouritesDeps) {
  const now = deps.now ?? (() => new Date());

  async function owned(user: UserRow, id: number): Promise<SavedLogoWithPurchase> {
    const row = await deps.repository.find(id);
    if (!row || !canViewSavedLogo(user, row.userId)) throw new AppError("NOT_FOUND");
    return row;
  }

  return {
    async save(user: UserRow, body: SaveBody): Promise<{ fa_id: number }> {
      let design;
      try {
        design = savedDesign(body.data.design, { library: deps.library(), fonts: deps.fonts() });
      } catch (error) {
        if (!(error instanceof SavedDesignError)) throw error;
        deps.log?.("saved logo refused", { userId: user.id, reason: error.message });
        throw new AppError("SAVE_FAILED", undefined, { reason: error.message });
      }
      // The design document is kept in its own column, sanitised (savedDesign); the rest is the entity.
      const { design: _posted, ...rest } = body.data;
      void _posted;
      const font = { ...rest.font, name: rest.font.name.filter((item) => item.text.trim() !== "") };
      const logoName = font.name.map((item) => item.text).join(" ") || rest.logo_name;
      const data: SavedLogoData = { ...rest, font, logo_name: logoName, user_id: user.id, is_saved: true, token: body.gtoken, gradient: body.gradient };
      const at = now();
      const fields = {
        token: body.gtoken,
        logoName,
        slogan: rest.slogan,
        data,
        design: design.document,
        gradient: body.gradient,
        svg: design.svg,
        updatedAt: at,
      };
      if (rest.fa_id !== null) {
        const existing = await deps.repository.find(rest.fa_id);
        if (!existing || !canViewSavedLogo(user, existing.userId)) throw new AppError("NOT_FOUND");
        if (!canChangeSavedLogo(user, existing.userId)) throw new AppError("FORBIDDEN", "Only the owner can operate");
        const renamed = existing.logoName !== logoName || symbolKey(existing.data) !== symbolKey(data);
        if (renamed && !nameAndSymbolOpen(existing.paidAt, at)) throw new AppError("BOUGHT_LOGO_LOCKED");
        await deps.repository.update(existing.id, user.id, { ...fields, data: { ...data, fa_id: existing.id, uuid: existing.uuid } });
        return { fa_id: existing.id };
      }
      const { saved } = await deps.repository.counts(user.id);
      if (saved >= SAVED_LOGOS_MAX) throw new AppError("SAVE_FAILED", undefined, { reason: `at most ${SAVED_LOGOS_MAX} saved logos` });
      const uuid = rest.uuid || randomUUID();
      const id = await deps.repository.insert({ ...fields, userId: user.id, uuid, siteSource: deps.siteSource, createdAt: at, data: { ...data, uuid } });
      return { fa_id: id };
    },

    async get(user: UserRow, id: number): Promise<ClassicLogo> {
      return entity(await owned(user, id));
    },

    async list(user: UserRow, query: { page: number; type: "all" | "bought" }): Promise<FavouriteList> {
      const rows = await deps.repository.list(user.id, {
        bought: query.type === "bought",
        offset: (query.page - 1) * FAVOURITE_PAGE_SIZE,
        limit: FAVOURITE_PAGE_SIZE + 1,
      });
      return {
        list: rows.slice(0, FAVOURITE_PAGE_SIZE).map(summary),
        page: query.page,
        page_size: FAVOURITE_PAGE_SIZE,
        more: rows.length > FAVOURITE_PAGE_SIZE,
      };
    },

    /** A bought logo is the purchase's record (its download center): it cannot be deleted. */
    async remove(user: UserRow, id: number): Promise<{ fa_id: number }> {
      const row = await owned(user, id);
      if (!canChangeSavedLogo(user, row.userId)) throw new AppError("FORBIDDEN", "Only the owner can operate");
      if (row.paidAt !== null) throw new AppError("DELETE_FAILED");
      if (!(await deps.repository.delete(id, user.id))) throw new AppError("DELETE_FAILED");
      return { fa_id: id };
    },

    async counts(user: UserRow): Promise<ShowCounts> {
      const [counts, logoname] = await Promise.all([deps.repository.counts(user.id), deps.repository.nameOf(user.id)]);
      return { ...counts, logoname };
    },

    async storeName(user: UserRow, logoname: string): Promise<{ logoname: string }> {
      await deps.repository.storeName(user.id, logoname, now());
      return { logoname };
    },

    /** The User's hasIcon: whether they have uploaded an image of their own (uploads/{userId}/). */
    async hasUploadIcons(user: UserRow): Promise<{ hasIcon: boolean }> {
      // Keys are not allowed to end in "/"; a store listing by prefix would also name uploads/{id}0/...
      const folder = `uploads/${user.id}/`;
      for await (const object of deps.storage.list(`uploads/${user.id}`)) {
        // A file sent with an upload grant counts only once its check moved it (modules/uploads, docs/uploads.md).
        if (object.key.startsWith(folder) && !object.key.startsWith(`${folder}incoming/`)) return { hasIcon: true };
      }
      return { hasIcon: false };
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
