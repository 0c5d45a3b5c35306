import { createHash } from "node:crypto";
import type { BusinessCardDownload, BusinessCardFormat } from "@studio/contracts";
import type { DesignDocument } from "@studio/design";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import { documentOf, exportSize, fileBaseName, type DesignExportService, type ExportedFile } from "../design-export/design-export.service";
import type { ExportDigest } from "../downloads/downloads.service";
import { exportDesignId } from "../download-center/download-center.service";
import type { PosterDownloads } from "../templates/poster-downloads";
import type { WorksService } from "../works/works.compose";

/** Where a user's card files are kept: a folder of their own (deleted with the account), never served by /oss (oss-access.ts). */
export const BUSINESS_CARD_FOLDER = "bizcards";

const extensions: Record<BusinessCardFormat, string> = { png: "png", pdf: "pdf", "print-pdf": "print.pdf" };
const contentTypes: Record<BusinessCardFormat, string> = { png: "image/png", pdf: "application/pdf", "print-pdf": "application/pdf" };

export type BusinessCardFile = { bytes: Buffer; contentType: string; filename: string };

/** A file's version in a URL: the first 16 hex digits of its SHA-256 (as the download center's). */
const versionOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 16);

const fileKey = (userId: number, id: string, format: BusinessCardFormat) => `${BUSINESS_CARD_FOLDER}/${userId}/${id}.${extensions[format]}`;

/** The download's name: the given name, else the card's, with `-back` for a back side's PNG and `-print` for the print PDF. */
function downloadName(name: string | undefined, format: BusinessCardFormat, side: number): string {
  const base = fileBaseName(name ?? "business-card");
  if (format === "png") return `${base}${side > 0 ? "-back" : ""}.png`;
  return `${base}${format === "print-pdf" ? "-print" : ""}.pdf`;
}

/**
 * Spec 03 section 7's business-card downloads (issue 22): `POST /api/businesscard/download` with the
 * export payload draws the card (a PNG of one side, a PDF of both, or the print PDF), after the card's
 * download rules (poster-downloads.ts authoriseCard), keeps the file and answers its URL;
 * `GET /api/businesscard/download/{fa_id}` is that file, for its owner only.
 */
export function createBusinessCards(deps: {
  exports: Pick<DesignExportService, "export" | "exportPages">;
  works: Pick<WorksService, "get">;
  downloads: Pick<PosterDownloads, "authoriseCard">;
  storage: Pick<Storage, "put" | "read">;
  digest: ExportDigest;
}) {
  return {
    async download(user: UserRow, body: BusinessCardDownload): Promise<{ url: string; filename: string }> {
      // Another user's work is 404, as in the works routes.
      const work = body.work_id !== undefined ? await deps.works.get(user, body.work_id) : null;
      if (work && work.kind !== "bizcard") throw new AppError("VALIDATION", "This work is not a business card.");
      // A saved card without pages in the payload is drawn as saved: its front, and its back when it has one.
      const pages: unknown[] = body.pages ?? (work ? [work.document, ...(work.back ? [work.back] : [])] : []);
      const docs: DesignDocument[] = pages.map(documentOf);
      if (docs.some((doc) => doc.kind !== "card")) throw new AppError("VALIDATION", "A business card's pages are design documents of kind card.");
      const side = body.side ?? 0;
      const drawn = docs[side];
      if (!drawn) throw new AppError("VALIDATION", "The card has no such side.");
      // A PNG is drawn at the card's own width unless asked (2000 px for a landscape card), at most 5000 px a side.
      const size = exportSize(drawn, { width: body.width ?? drawn.width });
      const asked = body.format === "png" ? { format: "png" as const, ...size } : { format: "pdf" as const, width: drawn.width, height: drawn.height };
      const logo = body.logo === undefined ? null : exportDesignId(body.logo);
      // Checked and charged before anything is drawn: no unpaid user causes a file to exist.
      await deps.downloads.authoriseCard(user, { workId: work?.id ?? null, pages, logo }, asked);
      const name = body.name ?? work?.name;
      let file: ExportedFile;
      if (body.format === "png") file = await deps.exports.export(user, pages[side], { format: "png", width: size.width, name });
      else file = await deps.exports.exportPages(user, pages, { format: body.format, name });
      // One file per card, format and side (a new drawing of a saved card replaces its last), else per content; `v` is the drawing's version.
      const subject = work ? `work:${work.id}` : createHash("sha256").update(JSON.stringify(pages)).digest("hex");
      const id = deps.digest(`${user.id}:${subject}:${body.format}:${side}:${size.width}`, "businesscard");
      await deps.storage.put(fileKey(user.id, id, body.format), file.bytes);
      const filename = downloadName(name, body.format, side);
      const query = new URLSearchParams({ format: body.format, name: filename, v: versionOf(file.bytes) });
      return { url: `/api/businesscard/download/${id}?${query.toString()}`, filename };
    },

    /** The file a download answered; another user's (or no) file is 404: the key is under the asker's own folder. */
    async file(user: UserRow, id: string, query: { format: BusinessCardFormat; name?: string | undefined; v?: string | undefined }): Promise<BusinessCardFile> {
      const bytes = await deps.storage.read(fileKey(user.id, id, query.format));
      if (!bytes) throw new AppError("NOT_FOUND", "This file is gone; download the card again.");
      if (query.v !== undefined && versionOf(bytes) !== query.v)
        throw new AppError("NOT_FOUND", "This file was replaced by a newer one; download the card again.");
      const base = fileBaseName(query.name?.replace(/\.(print\.)?(png|pdf)$/i, ""));
      const filename = query.format === "png" ? `${base}.png` : `${base}.pdf`;
      return { bytes, contentType: contentTypes[query.format], filename };
    },
  };
}

export type BusinessCards = ReturnType<typeof createBusinessCards>;
