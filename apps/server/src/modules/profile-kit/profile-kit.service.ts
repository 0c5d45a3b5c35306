import sharp from "sharp";
import { MOCKUP_PREVIEW_WIDTH, profileImageIds, profileImageSizes, type ProfileImageId, type ProfileKitView } from "@studio/contracts";
import { fontFamilyById } from "@studio/assets";
import { brandFeatureRight } from "@studio/domain";
import type { FontProvider } from "@studio/design";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import { buildZip } from "../../storage/zip";
import { readLogo } from "../brand-docs/brand-docs.make";
import { buildBrandGuide, darkBackdrop } from "../brand-docs/brand-guide";
import { logoArt } from "../brand-docs/brand-guide-art";
import { fileSlug, sourceVersion } from "../download-center/brand-files";
import type { DownloadCenterService } from "../download-center/download-center.service";
import type { ExportDigest } from "../downloads/downloads.service";
import type { DownloadSource } from "../downloads/image-convert";
import type { RenderSlots } from "../mockups/render-slots";
import { drawProfileImage, markDocument, type ProfileLogo } from "./profile-art";

export type ProfileKitDeps = {
  center: Pick<DownloadCenterService, "brandLogo">;
  storage: Storage;
  digest: ExportDigest;
  fonts: () => FontProvider;
  /** The renderer's slots, shared with the mockup previews and VI (drawing is CPU work). */
  slots: RenderSlots;
  now?: () => Date;
};

export type ProfileKitFile = { body: Buffer; contentType: string; filename: string };
type Size = "preview" | "full";

/**
 * A logo's social profile kit (issue 22; spec 03's `/download/profile?logo=`, docs/profile-kit.md):
 * profile pictures and covers at the networks' sizes. The owner (and staff) see every image as a
 * preview; the PNGs and the zip come with what the download center's own avatar comes with, the
 * `icons` feature (Professional and Brand), with Pro, or to staff (`brandFeatureRight`).
 */
export function createProfileKitService(deps: ProfileKitDeps) {
  const now = deps.now ?? (() => new Date());
  // The logo read, its guide (colours, typefaces) and its art, kept for the last few logos: a page asks for six images in a row.
  const prepared = new Map<string, Promise<ProfileLogo>>();

  async function facts(user: UserRow, designId: string) {
    const logo = await deps.center.brandLogo(user, designId);
    const access = brandFeatureRight({ user, now: now(), feature: "icons", level: logo.level });
    return { logo, access };
  }

  function prepare(key: string, name: string, source: DownloadSource): Promise<ProfileLogo> {
    const hit = prepared.get(key);
    if (hit) return hit;
    const made = (async () => {
      const fonts = deps.fonts();
      const { pixels, art, document } = await readLogo(source, fonts);
      const guide = buildBrandGuide({ name, document, pixels, family: fontFamilyById });
      const monoColour = darkBackdrop(guide.colours);
      // A wide logo's avatars show its symbol: read on its own for its content box.
      const symbol = document ? markDocument(document) : null;
      const mark = symbol ? await readLogo({ kind: "design", document: symbol }, fonts) : null;
      const markBox = mark ? buildBrandGuide({ name, document: symbol, pixels: mark.pixels, family: fontFamilyById }).content : null;
      return {
        name,
        guide,
        source: art,
        art: await logoArt(art, guide.content, fonts, monoColour),
        mark: mark && markBox ? await logoArt(mark.art, markBox, fonts, monoColour) : null,
      };
    })();
    made.catch(() => prepared.delete(key));
    prepared.set(key, made);
    while (prepared.size > 8) prepared.delete(prepared.keys().next().value as string);
    return made;
  }

  /** One image, made once per user, logo version and size and kept beside the download center's files. */
  async function image(user: UserRow, logo: Awaited<ReturnType<typeof facts>>["logo"], id: ProfileImageId, size: Size): Promise<Buffer> {
    const source = await logo.source();
    const version = sourceVersion(source);
    const mac = deps.digest(`${user.id}:${logo.folder}:profile:${id}:${size}:${version}`, "profile-kit");
    const key = `${logo.folder}-profile-${id}-${mac}.${size === "full" ? "png" : "webp"}`;
    const cached = await deps.storage.read(key);
    if (cached) return cached;
    const body = await deps.slots(async () => {
      let ready: ProfileLogo;
      try {
        ready = await prepare(`${logo.folder}:${version}`, logo.name, source);
      } catch {
        throw new AppError("IMAGE_UNREADABLE", "The logo could not be drawn.");
      }
      const { png, width } = drawProfileImage(ready, id, deps.fonts());
      return size === "full" ? png : sharp(png).resize(Math.min(width, MOCKUP_PREVIEW_WIDTH)).webp({ quality: 82 }).toBuffer();
    });
    await deps.storage.put(key, body);
    return body;
  }

  function requireAccess(access: ReturnType<typeof brandFeatureRight>): void {
    if (access === null) throw new AppError("PACKAGE_REQUIRED", "The profile kit comes with the Professional or Brand package, or with Pro.");
  }

  return {
    async view(user: UserRow, designId: string): Promise<ProfileKitView> {
      const { logo, access } = await facts(user, designId);
      return {
        designId,
        name: logo.name,
        owner: logo.viewer.owner,
        access,
        level: logo.level,
        images: profileImageIds.map((id) => ({ id, ...profileImageSizes[id] })),
      };
    },

    /** An image as the page's preview (WebP at most 640 wide: the owner and staff) or the download (its PNG at full size: with the right). */
    async image(user: UserRow, designId: string, id: ProfileImageId, size: Size): Promise<ProfileKitFile> {
      const { logo, access } = await facts(user, designId);
      if (size === "full") requireAccess(access);
      const body = await image(user, logo, id, size);
      return size === "full"
        ? { body, contentType: "image/png", filename: `${fileSlug(logo.name)}-${id}.png` }
        : { body, contentType: "image/webp", filename: `${fileSlug(logo.name)}-${id}.webp` };
    },

    /** Every image's PNG in one zip. */
    async zip(user: UserRow, designId: string): Promise<ProfileKitFile> {
      const { logo, access } = await facts(user, designId);
      requireAccess(access);
      const name = fileSlug(logo.name);
      const entries = [];
      // One after the other: each waits for a render slot, and the zip holds them all anyway.
      for (const id of profileImageIds) entries.push({ name: `${name}-${id}.png`, data: await image(user, logo, id, "full") });
      return { body: buildZip(entries, now()), contentType: "application/zip", filename: `${name}-profile-kit.zip` };
    },
  };
}

export type ProfileKitService = ReturnType<typeof createProfileKitService>;
