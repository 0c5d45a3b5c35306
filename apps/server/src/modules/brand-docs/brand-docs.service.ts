import type { BrandDocsView, Language } from "@studio/contracts";
import { brandItemRight, type DownloadItem } from "@studio/domain";
import type { FontProvider } from "@studio/design";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import { fileSlug, sourceVersion } from "../download-center/brand-files";
import type { DownloadCenterService } from "../download-center/download-center.service";
import type { ExportDigest } from "../downloads/downloads.service";
import { makeBrandDocument, type BrandDocKind } from "./brand-docs.make";

export type BrandDocsDeps = {
  center: Pick<DownloadCenterService, "brandLogo">;
  /** The per-download items bought for a logo by a user and not refunded (orders service). */
  designItems: (userId: number, designId: string) => Promise<DownloadItem[]>;
  storage: Storage;
  digest: ExportDigest;
  fonts: () => FontProvider;
  now?: () => Date;
};

export type BrandDocFile = { body: Buffer; contentType: string; filename: string };

const contentTypes: Record<BrandDocKind, string> = {
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/**
 * A logo's brand documents (issue 22): the slide deck and Word document of /download/ppt and
 * /download/word, made on the server from the logo's record, gated by brandItemRight and kept once
 * made (per user, logo version, kind and language) beside the download center's files.
 */
export function createBrandDocsService(deps: BrandDocsDeps) {
  const now = deps.now ?? (() => new Date());

  async function facts(user: UserRow, designId: string) {
    const logo = await deps.center.brandLogo(user, designId);
    const items = await deps.designItems(logo.ownerId, designId);
    // The brand kit's one rule (staff, Pro, the Brand package, the ppt item bought; one item opens both
    // documents, one guide in two formats). Only the owner or staff get here: the center 404s anyone else.
    const access = brandItemRight({ user, now: now(), item: "ppt", level: logo.level, bought: items });
    return { logo, access };
  }

  return {
    async view(user: UserRow, designId: string): Promise<BrandDocsView> {
      const { logo, access } = await facts(user, designId);
      return {
        designId,
        name: logo.name,
        owner: logo.viewer.owner,
        access,
        level: logo.level,
        product: "download-ppt",
        canBuy: logo.viewer.owner && access === null,
      };
    },

    async file(user: UserRow, designId: string, kind: BrandDocKind, language: Language): Promise<BrandDocFile> {
      const { logo, access } = await facts(user, designId);
      if (access === null) throw new AppError("PACKAGE_REQUIRED", "Brand documents come with the Brand package, with Pro, or bought for this logo.");
      const source = await logo.source();
      const mac = deps.digest(`${user.id}:${logo.folder}:${kind}:${language}:${sourceVersion(source)}`, "brand-docs");
      const key = `${logo.folder}-brand-${language}-${mac}.${kind}`;
      const cached = await deps.storage.read(key);
      const body = cached ?? (await makeBrandDocument(kind, { name: logo.name, source }, deps.fonts(), language, now()));
      if (!cached) await deps.storage.put(key, body);
      return { body, contentType: contentTypes[kind], filename: `${fileSlug(logo.name)}-brand-guide.${kind}` };
    },
  };
}

export type BrandDocsService = ReturnType<typeof createBrandDocsService>;
