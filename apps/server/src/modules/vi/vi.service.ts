import { FAVOURITE_PAGE_SIZE, MOCKUP_PREVIEW_WIDTH, viScenes, type ViCard, type ViCardList, type ViScene, type ViView } from "@studio/contracts";
import { brandFeatureRight } from "@studio/domain";
import type { FontProvider } from "@studio/design";
import { decodeImage, prepareLogo, renderMockup, sharpRaw, type PreparedLogo } from "@studio/image-tools";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import { buildZip } from "../../storage/zip";
import { fileSlug, sourceVersion } from "../download-center/brand-files";
import type { DownloadCenterService } from "../download-center/download-center.service";
import type { ExportDigest } from "../downloads/downloads.service";
import { toTransparentPng, type DownloadSource } from "../downloads/image-convert";
import type { RenderSlots } from "../mockups/render-slots";
import type { ViRepository, ViSetWithLogo } from "./vi.repository";

export type ViDeps = {
  center: Pick<DownloadCenterService, "brandLogo">;
  repository: ViRepository;
  storage: Storage;
  digest: ExportDigest;
  fonts: () => FontProvider;
  /** The mockup renderer's slots, shared with the free previews (renders are CPU work). */
  slots: RenderSlots;
  now?: () => Date;
};

export type ViFile = { body: Buffer; contentType: string; filename: string };
type Size = "preview" | "full";

/** The logo is drawn this wide before it goes on a scene: the largest surface shows it at about 700 px. */
const LOGO_WIDTH = 900;

function card(row: ViSetWithLogo): ViCard {
  return {
    id: row.id,
    fa_id: row.logoId,
    logo_name: row.logoName,
    svg: row.svg,
    // Kept in the page's order, and only scenes the renderer still offers.
    scenes: viScenes.filter((scene) => row.scenes.includes(scene)),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * VI mockups of a saved logo (issue 22; spec 03's `/vi/` and `/download/vi`): the logo on the one
 * mockup renderer's stationery and signage scenes. The owner (and staff) see every scene as a
 * preview; the full pictures and the zip come with the Brand package, Pro, or staff
 * (`brandFeatureRight` with `viMockups`: VI is not sold on its own). A VI set records a logo's
 * chosen scenes (the VI card of the favourites list).
 */
export function createViService(deps: ViDeps) {
  const now = deps.now ?? (() => new Date());
  // The logo prepared for the renderer (drawn, backdrop cut, cropped), kept for the last few logos:
  // a page asks for seven scenes of one logo in a row.
  const prepared = new Map<string, Promise<PreparedLogo>>();

  async function facts(user: UserRow, faId: number) {
    const logo = await deps.center.brandLogo(user, `logo:${faId}`);
    const access = brandFeatureRight({ user, now: now(), feature: "viMockups", level: logo.level });
    return { logo, access };
  }

  function preparedLogo(key: string, source: DownloadSource): Promise<PreparedLogo> {
    const hit = prepared.get(key);
    if (hit) return hit;
    const made = (async () => prepareLogo(await decodeImage(await toTransparentPng(source, deps.fonts(), { width: LOGO_WIDTH }))))();
    made.catch(() => prepared.delete(key));
    prepared.set(key, made);
    while (prepared.size > 8) prepared.delete(prepared.keys().next().value as string);
    return made;
  }

  /** One scene's picture, made once per logo version and size and kept beside the download center's files. */
  async function picture(user: UserRow, logo: Awaited<ReturnType<typeof facts>>["logo"], scene: ViScene, size: Size): Promise<Buffer> {
    const source = await logo.source();
    const version = sourceVersion(source);
    const mac = deps.digest(`${user.id}:${logo.folder}:vi:${scene}:${size}:${version}`, "vi");
    const key = `${logo.folder}-vi-${scene}-${mac}.${size === "full" ? "png" : "webp"}`;
    const cached = await deps.storage.read(key);
    if (cached) return cached;
    const body = await deps.slots(async () => {
      let ready: PreparedLogo;
      try {
        ready = await preparedLogo(`${logo.folder}:${version}`, source);
      } catch {
        throw new AppError("IMAGE_UNREADABLE", "The logo could not be drawn.");
      }
      const { image } = await renderMockup(ready, scene);
      const raw = sharpRaw(image);
      return size === "full" ? raw.png({ compressionLevel: 7 }).toBuffer() : raw.resize(MOCKUP_PREVIEW_WIDTH).webp({ quality: 82 }).toBuffer();
    });
    await deps.storage.put(key, body);
    return body;
  }

  function requireAccess(access: ReturnType<typeof brandFeatureRight>): void {
    if (access === null) throw new AppError("PACKAGE_REQUIRED", "VI mockups come with the Brand package or Pro.");
  }

  return {
    async view(user: UserRow, faId: number): Promise<ViView> {
      const { logo, access } = await facts(user, faId);
      const set = await deps.repository.ofLogo(faId);
      return {
        fa_id: faId,
        name: logo.name,
        owner: logo.viewer.owner,
        access,
        level: logo.level,
        scenes: [...viScenes],
        card: set ? card(set) : null,
      };
    },

    /** A scene as the page's preview (WebP 640x480: the owner and staff) or the full download (PNG 1024x768: with the right). */
    async scene(user: UserRow, faId: number, scene: ViScene, size: Size): Promise<ViFile> {
      const { logo, access } = await facts(user, faId);
      if (size === "full") requireAccess(access);
      const body = await picture(user, logo, scene, size);
      return size === "full"
        ? { body, contentType: "image/png", filename: `${fileSlug(logo.name)}-vi-${scene}.png` }
        : { body, contentType: "image/webp", filename: `${fileSlug(logo.name)}-vi-${scene}.webp` };
    },

    /** The chosen scenes' full pictures in one zip. */
    async zip(user: UserRow, faId: number, scenes: ViScene[]): Promise<ViFile> {
      const { logo, access } = await facts(user, faId);
      requireAccess(access);
      const name = fileSlug(logo.name);
      const entries = [];
      // One after the other: each waits for a render slot, and the zip holds them all anyway.
      for (const scene of scenes) entries.push({ name: `${name}-vi-${scene}.png`, data: await picture(user, logo, scene, "full") });
      return { body: buildZip(entries, now()), contentType: "application/zip", filename: `${name}-vi-mockups.zip` };
    },

    /** Saves the logo's VI set (its owner only; staff may look but not change someone's). */
    async save(user: UserRow, faId: number, scenes: ViScene[]): Promise<ViCard> {
      const { logo } = await facts(user, faId);
      if (!logo.viewer.owner) throw new AppError("FORBIDDEN", "Only the owner can operate");
      await deps.repository.upsert(user.id, faId, scenes, now());
      const saved = await deps.repository.ofLogo(faId);
      if (!saved) throw new AppError("SAVE_FAILED");
      return card(saved);
    },

    /** GET /api/user/favourite?tab=vi: the user's VI cards, 12 a page, with the has-more flag. */
    async list(user: UserRow, page: number): Promise<ViCardList> {
      const rows = await deps.repository.list(user.id, { offset: (page - 1) * FAVOURITE_PAGE_SIZE, limit: FAVOURITE_PAGE_SIZE + 1 });
      return { list: rows.slice(0, FAVOURITE_PAGE_SIZE).map(card), page, page_size: FAVOURITE_PAGE_SIZE, more: rows.length > FAVOURITE_PAGE_SIZE };
    },

    async remove(user: UserRow, id: number): Promise<{ id: number }> {
      if (!(await deps.repository.delete(id, user.id))) throw new AppError("NOT_FOUND");
      return { id };
    },
  };
}

export type ViService = ReturnType<typeof createViService>;
