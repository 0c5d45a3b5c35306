import { downloadItemOf, type DownloadFormatName, type DownloadResult, type DownloadStatus, type DownloadSubject, type FaviconResult } from "@studio/contracts";
import type { FontProvider } from "@studio/design";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import type { CreditsService, Payer } from "../credits/credits.service";
import type { TaskRow } from "../tasks/tasks.schema";
import type { TasksService } from "../tasks/tasks.service";
import type { ImagesService } from "../images/images.service";
import type { DownloadsRepository } from "./downloads.repository";
import { buildZip } from "../../storage/zip";
import { buildFaviconEntries, FAVICON_FILES, FAVICON_HTML } from "./favicon-package";
import { toJpg, toSvg, toTransparentPng, type DownloadSource } from "./image-convert";

const extensions: Record<DownloadFormatName, string> = { jpg: "jpg", png: "png", svg: "svg" };

/** The paid-download item of one result image or record; the same key the credits ledger records. */
export const downloadItem = (target: DownloadSubject): string => downloadItemOf(target);

/**
 * Storage key of one user's export of a result image: ai-images/{format}/{taskId}-{n}-{digest}.{ext}, n
 * counting from 1 like the stored results; of an image record: ai-images/{format}/image-{id}-{digest}.{ext}.
 * The digest (a keyed HMAC of user, image and format) makes the name unguessable to anyone who knows only the task id, so the file may stay a plain /oss file
 * (the browser checks an earlier download with a plain HEAD, spec 02 section 7) and still reach only
 * the user it was handed to. Earlier `{taskId}-{n}` names are no longer served (oss/oss-access.ts).
 */
export function exportKey(digest: ExportDigest, userId: number, target: DownloadSubject, format: DownloadFormatName | "favicon"): string {
  const ext = format === "favicon" ? "zip" : extensions[format];
  if ("imageId" in target) return `ai-images/${format}/image-${target.imageId}-${digest(`${userId}:image:${target.imageId}:${format}`, "export")}.${ext}`;
  const mac = digest(`${userId}:${target.taskId}:${target.index}:${format}`, "export");
  return `ai-images/${format}/${target.taskId}-${target.index + 1}-${mac}.${ext}`;
}

/**
 * What the exports of one result image are made from: the design document when the local designer
 * made it, else the stored raster (also the download center's source).
 */
export async function taskImageSource(task: Pick<TaskRow, "state" | "result">, index: number, storage: Storage): Promise<DownloadSource> {
  const image = task.result?.images[index];
  if (task.state !== "succeeded" || !image) throw new AppError("NOT_FOUND", "Image not found.");
  const designs = task.result?.meta?.designs;
  const design = Array.isArray(designs) ? (designs[index] as { document?: unknown } | undefined) : undefined;
  if (design?.document) return { kind: "design", document: design.document };
  const bytes = image.url.startsWith("/oss/") ? await storage.read(image.url.slice("/oss/".length)) : null;
  if (!bytes) throw new AppError("NOT_FOUND", "Image file not found.");
  return { kind: "raster", bytes };
}

/**
 * What the exports of an image record are made from: its designer document when it has one (a copy
 * of a designer logo keeps it), else its stored file (a result, or the user's upload under uploads/).
 */
export async function recordImageSource(record: { src: string; design: unknown }, storage: Storage): Promise<DownloadSource> {
  const design = record.design as { document?: unknown } | null;
  if (design?.document) return { kind: "design", document: design.document };
  const path = record.src.split(/[?#]/)[0] ?? "";
  const bytes = path.startsWith("/oss/") ? await storage.read(path.slice("/oss/".length)) : null;
  if (!bytes) throw new AppError("NOT_FOUND", "Image file not found.");
  return { kind: "raster", bytes };
}

/** The server's keyed digest (UrlSigner.digest). */
export type ExportDigest = (text: string, purpose: string) => string;

export type DownloadsDeps = {
  tasks: TasksService;
  /** Image records (a copy, a saved upload) downloaded by id: their owner's, or any for an admin. */
  images: Pick<ImagesService, "downloadFile">;
  credits: CreditsService;
  storage: Storage;
  repository: DownloadsRepository;
  /** Names exports (exportKey). */
  digest: ExportDigest;
  /** Loaded lazily: the font catalogue takes a moment and only exports need it. */
  fonts: () => FontProvider;
};

/**
 * Paid exports of a result image (spec 02 section 7) and the favicon package (section 9). The
 * credits service decides who pays what and records a paid format, so a second download is free;
 * converted files are stored once and found again with HEAD.
 */
export function createDownloadsService(deps: DownloadsDeps) {
  const { tasks, credits, storage, repository } = deps;

  /** The image behind a target, for its owner only (others get the tasks or images service's 404). */
  async function sourceOf(user: UserRow, target: DownloadSubject): Promise<DownloadSource> {
    if ("imageId" in target) return recordImageSource(await deps.images.downloadFile(user, target.imageId), storage);
    return taskImageSource(await tasks.get(target.taskId, user), target.index, storage);
  }

  /** The stored export, converting only when HEAD finds nothing. */
  async function ensureExport(user: UserRow, target: DownloadSubject, format: DownloadFormatName): Promise<string> {
    const key = exportKey(deps.digest, user.id, target, format);
    // Also where a file stored under an earlier guessable name is made again (the format is paid).
    if (!(await storage.head(key))) {
      const source = await sourceOf(user, target);
      const fonts = deps.fonts();
      const body = format === "jpg" ? await toJpg(source, fonts) : format === "png" ? await toTransparentPng(source, fonts) : await toSvg(source, fonts);
      await storage.put(key, body);
    }
    return key;
  }

  const service = {
    async status(user: UserRow, target: DownloadSubject): Promise<DownloadStatus> {
      await sourceOf(user, target);
      const paid = await repository.paidFormats(user.id, downloadItem(target));
      const flag = (format: DownloadFormatName) => (paid.has(format) ? 1 : 0);
      return { jpg: flag("jpg"), png: flag("png"), svg: flag("svg") };
    },

    /** Owner check, then the charge (once per image and format), then the file. */
    async download(user: UserRow, target: DownloadSubject, format: DownloadFormatName, payer: Payer = {}): Promise<DownloadResult> {
      await sourceOf(user, target);
      const charge = await credits.chargeDownload(user, downloadItem(target), format, false, payer);
      const key = await ensureExport(user, target, format);
      return { url: `/oss/${key}`, format, paid: true, cost: charge.charged, source: charge.source };
    },

    /**
     * The favicon zip. It is cut from the transparent PNG, so it is free once that format is paid
     * and otherwise pays the PNG price (which also settles the PNG download).
     */
    async favicon(user: UserRow, target: DownloadSubject, payer: Payer = {}): Promise<FaviconResult> {
      await sourceOf(user, target);
      const paid = await repository.paidFormats(user.id, downloadItem(target));
      const cost = paid.has("png") ? 0 : (await credits.chargeDownload(user, downloadItem(target), "png", false, payer)).charged;
      const key = exportKey(deps.digest, user.id, target, "favicon");
      if (!(await storage.head(key))) {
        const png = await storage.read(await ensureExport(user, target, "png"));
        if (!png) throw new AppError("NOT_FOUND", "Image file not found.");
        await storage.put(key, buildZip(await buildFaviconEntries(png)));
      }
      return { url: `/oss/${key}`, files: [...FAVICON_FILES], cost, html: FAVICON_HTML };
    },
  };
  return service;
}

export type DownloadsService = ReturnType<typeof createDownloadsService>;
