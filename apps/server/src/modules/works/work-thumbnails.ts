import { randomUUID } from "node:crypto";
import { renderDesignSvg, type DesignDocument, type FontProvider } from "@studio/design";
import { renderLogoPng } from "@studio/logo-engine/node";
import type { Storage } from "../../storage/storage";

/** Thumbnails are drawn this wide: a side bar card, cheap to render on every save. */
export const THUMBNAIL_WIDTH = 320;

export type WorkThumbnails = {
  /** Draws the document small and stores it; the key, or null when it could not be drawn (the save still counts). */
  store(document: DesignDocument, ownerId: number): Promise<string | null>;
  remove(key: string | null): Promise<void>;
};

/**
 * Small PNGs of saved works, drawn by the one renderer and resvg like the downloads. Each save
 * gets a new key under ai-images/{uuid}/ (served to the owner as a signed result link, see
 * modules/oss/result-links.ts), so a cached old thumbnail never shows for the new version.
 */
export function createWorkThumbnails(deps: {
  storage: Storage;
  /** The document's fonts for its owner: the catalogue's and the owner's own (modules/fonts). */
  fontsFor: (document: DesignDocument, ownerId: number) => Promise<FontProvider>;
  /** The document with its pictures as data URLs the owner may draw (resvg never fetches); refusals leave the thumbnail out. */
  withImages?: (document: DesignDocument, ownerId: number) => Promise<DesignDocument>;
  log?: (message: string, details: Record<string, unknown>) => void;
}): WorkThumbnails {
  return {
    async store(document, ownerId) {
      const height = Math.max(1, Math.round((THUMBNAIL_WIDTH * document.height) / document.width));
      let png: Buffer;
      try {
        const drawn = deps.withImages ? await deps.withImages(document, ownerId) : document;
        png = await renderLogoPng(renderDesignSvg(drawn, await deps.fontsFor(document, ownerId), { width: THUMBNAIL_WIDTH, height }), {
          width: THUMBNAIL_WIDTH,
        });
      } catch (error) {
        // A font the server lacks (a user's font not yet resolved) must not lose the user's save.
        deps.log?.("work thumbnail not drawn", { reason: error instanceof Error ? error.message : String(error) });
        return null;
      }
      const key = `ai-images/${randomUUID()}/work-thumb.png`;
      await deps.storage.put(key, png);
      return key;
    },
    async remove(key) {
      if (key) await deps.storage.delete(key);
    },
  };
}
