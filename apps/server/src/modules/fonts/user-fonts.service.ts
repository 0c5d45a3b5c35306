import { randomUUID } from "node:crypto";
import type { ParsedFont } from "@studio/design";
import { USER_FONTS_MAX, type UserFont } from "@studio/contracts";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import type { ResultLinks } from "../oss/result-links";
import { userFontId, userFontRowId } from "./document-fonts";
import { toTrueType } from "./font-convert";
import type { FontFaceCache } from "./font-face-cache";
import type { FontsRepository } from "./fonts.repository";
import type { UserFontRow } from "./fonts.schema";

/** An upload not saved within this time is deleted with the user's next upload. */
const UNSAVED_TTL_MS = 60 * 60 * 1000;

const tmpKey = (userId: number): string => `fonts/tmp/${userId}/${randomUUID()}.ttf`;
const userKey = (userId: number, id: number): string => `fonts/users/${userId}/${id}.ttf`;

/** A file name without its extension, as the font's first name ("Brand Sans.otf" -> "Brand Sans"). */
function nameFromFile(filename: string | undefined, family: string): string {
  const base = (filename ?? "")
    .replace(/\.[a-z0-9]{2,5}$/i, "")
    .trim()
    .slice(0, 100);
  return base || family;
}

/**
 * Fonts users upload for the editor (spec 03 sections 4 and 5): TTF, OTF, WOFF or WOFF2, checked
 * and kept as TrueType; first under a tmp path, moved to the user's fonts path when saved; listed,
 * renamed and deleted by their owner only (someone else's id is 404, as if it did not exist); the
 * file is served only through the owner's signed /oss link.
 */
export function createUserFontsService(deps: { repository: FontsRepository; storage: Storage; links: ResultLinks; faces: FontFaceCache; now?: () => Date }) {
  const { repository, storage } = deps;
  const now = deps.now ?? (() => new Date());
  const view = (row: UserFontRow): UserFont => ({
    id: row.id,
    font_id: userFontId(row.id),
    name: row.name,
    font_family: row.family,
    font_url: row.savedAt ? deps.links.sign(`/oss/${row.fileKey}`) : null,
    bytes: row.bytes,
    original_format: row.originalFormat,
    saved: row.savedAt !== null,
    created_at: row.createdAt.toISOString(),
  });
  const owned = async (userId: number, id: number): Promise<UserFontRow> => {
    const row = await repository.userFont(userId, id);
    if (!row) throw new AppError("NOT_FOUND");
    return row;
  };

  return {
    async upload(userId: number, bytes: Buffer, filename: string | undefined): Promise<UserFont> {
      for (const stale of await repository.deleteUnsaved(userId, new Date(now().getTime() - UNSAVED_TTL_MS))) await storage.delete(stale.fileKey);
      if ((await repository.countUserFonts(userId)) >= USER_FONTS_MAX) throw new AppError("FONT_LIMIT");
      const converted = await toTrueType(bytes);
      const fileKey = tmpKey(userId);
      await storage.put(fileKey, converted.ttf);
      const row = await repository.insertUserFont({
        userId,
        name: nameFromFile(filename, converted.family),
        family: converted.family,
        fileKey,
        bytes: converted.ttf.byteLength,
        originalFormat: converted.format,
        createdAt: now(),
        savedAt: null,
      });
      return view(row);
    },

    /** Moves an upload from the tmp path to the user's fonts path; saving a saved font only renames it. */
    async save(userId: number, id: number, name?: string): Promise<UserFont> {
      const row = await owned(userId, id);
      if (row.savedAt) return name === undefined ? view(row) : this.rename(userId, id, name);
      const bytes = await storage.read(row.fileKey);
      if (!bytes) throw new AppError("NOT_FOUND", "This upload has expired; please upload the font again.");
      const fileKey = userKey(userId, id);
      await storage.put(fileKey, bytes);
      const saved = await repository.updateUserFont(userId, id, { fileKey, savedAt: now(), ...(name === undefined ? {} : { name }) });
      if (!saved) {
        await storage.delete(fileKey);
        throw new AppError("NOT_FOUND");
      }
      await storage.delete(row.fileKey);
      return view(saved);
    },

    list: async (userId: number): Promise<UserFont[]> => (await repository.savedUserFonts(userId)).map(view),

    async rename(userId: number, id: number, name: string): Promise<UserFont> {
      const row = await repository.updateUserFont(userId, id, { name });
      if (!row) throw new AppError("NOT_FOUND");
      return view(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      const row = await repository.deleteUserFont(userId, id);
      if (!row) throw new AppError("NOT_FOUND");
      deps.faces.drop(row.fileKey);
      await storage.delete(row.fileKey);
    },

    /** The owner's saved fonts among `fontIds` (`user-<id>`), parsed, for fontsForDocument. */
    async faces(ownerId: number, fontIds: readonly string[]): Promise<Map<string, ParsedFont>> {
      const ids = fontIds.flatMap((fontId) => userFontRowId(fontId) ?? []);
      const found = new Map<string, ParsedFont>();
      if (ids.length === 0) return found;
      for (const row of await repository.savedUserFonts(ownerId, ids)) {
        const face = await deps.faces.get(row.fileKey, () => storage.read(row.fileKey));
        if (face) found.set(userFontId(row.id), face);
      }
      return found;
    },
  };
}

export type UserFontsService = ReturnType<typeof createUserFontsService>;
