import { createHash } from "node:crypto";
import type { DesignExportFormat } from "@studio/contracts";
import {
  bypassesDownloadChecks,
  packageAllows,
  packageSizes,
  type DownloadFormat,
  type DownloadItem,
  type PackageFeature,
  type PackageLevel,
} from "@studio/domain";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { CreditsService } from "../credits/credits.service";
import type { OrdersService } from "../payments/orders.service";
import type { TemplatesRepository } from "./templates.repository";

/** A poster's item in the payments (`download-poster`'s designId, `{model_id}` of pay-per-download) and in the paid downloads. */
export const posterItem = (workId: number): string => `work:${workId}`;

/** A saved classic logo's design id: what its packages unlock (payments, the download center). */
const logoItem = (logoId: number): string => `logo:${logoId}`;

/**
 * An unsaved document's item in the paid downloads: its content's digest, so exporting the same
 * document again in a paid format is free, and any change is a new download.
 */
export const documentItem = (document: unknown): string => `design:${createHash("sha256").update(JSON.stringify(document)).digest("hex").slice(0, 32)}`;

/** The download price class of an export format: a PDF is a vector file, priced like SVG. */
export const downloadFormatOf = (format: DesignExportFormat): DownloadFormat => (format === "pdf" ? "svg" : format);

/** What a logo's package must include for a file of this format and pixel size (the download center's sizes). */
export function logoExportFeature(format: DesignExportFormat, size: { width: number; height: number }): PackageFeature {
  if (format === "svg" || format === "pdf") return "vector";
  const long = Math.max(size.width, size.height);
  const short = Math.min(size.width, size.height);
  if (long <= packageSizes.web.width && short <= packageSizes.web.height) return "web";
  if (long <= packageSizes.highRes.width && short <= packageSizes.highRes.height) return "highRes";
  return "customSize";
}

export type ExportAsked = { format: DesignExportFormat; width: number; height: number };

/**
 * The download rules of the editor's exports (issue 21; docs/templates.md, docs/design-export.md),
 * checked before anything is drawn, so that no export route is a free way around a paid download:
 * - a poster or social image (a work of kind `design`, and other non-logo kinds): a bought poster
 *   (`download-poster` for `work:{id}`) exports freely in every format; otherwise credits'
 *   chargeDownload decides (designers and admins bypass, a Pro template stops non-Pro users with
 *   PRO_TEMPLATE, Pro is free, then today's free downloads, then credits, else FREE_DOWNLOAD_LIMIT);
 *   a format once paid exports again free;
 * - a logo opened from My logos (a work of kind `logo` linked to the saved logo): the logo's package
 *   decides, as in its download center (web 800x600, highRes 2400x1800, customSize, vector), else
 *   403 PACKAGE_REQUIRED; designers and admins bypass;
 * - an unsaved document (no work): charged like a poster download, its item the content's digest.
 */
export function createPosterDownloads(deps: {
  repository: Pick<TemplatesRepository, "workFacts">;
  credits: Pick<CreditsService, "chargeDownload">;
  orders: Pick<OrdersService, "designItems" | "designLevel">;
}) {
  return {
    async authorise(user: UserRow, workId: number, asked: ExportAsked): Promise<void> {
      const work = await deps.repository.workFacts(workId);
      // Another user's work does not exist for this one (the works' rule).
      if (!work || work.userId !== user.id) throw new AppError("NOT_FOUND");
      if (work.kind === "logo" && work.logoId !== null) {
        if (bypassesDownloadChecks(user)) return;
        const level: PackageLevel | null = await deps.orders.designLevel(user.id, logoItem(work.logoId));
        if (!packageAllows(level, logoExportFeature(asked.format, asked))) throw new AppError("PACKAGE_REQUIRED");
        return;
      }
      // A business card is bought as `download-bizcard` for its work, a poster as `download-poster`.
      const bought: DownloadItem = work.kind === "bizcard" ? "bizcard" : "poster";
      if ((await deps.orders.designItems(user.id, posterItem(workId))).includes(bought)) return;
      await deps.credits.chargeDownload(user, posterItem(workId), downloadFormatOf(asked.format), work.pro);
    },

    /**
     * A business card's download (issue 22, docs/payments.md "Business cards"): free for designers and
     * admins, and with the Brand package of the logo it is made from (`logo`, a design id: the package
     * is the user's own purchase); otherwise a saved card follows its work's rules above (bought
     * `download-bizcard`, else Pro, today's free downloads, credits) and unsaved pages are a download of
     * their own, as an unsaved document is.
     */
    async authoriseCard(user: UserRow, card: { workId: number | null; pages: unknown; logo: string | null }, asked: ExportAsked): Promise<void> {
      if (bypassesDownloadChecks(user)) return;
      if (card.logo !== null && packageAllows(await deps.orders.designLevel(user.id, card.logo), "businessCard")) return;
      if (card.workId !== null) return this.authorise(user, card.workId, asked);
      await deps.credits.chargeDownload(user, documentItem(card.pages), downloadFormatOf(asked.format), false);
    },

    /** An export of a document that is no saved work of the user's. */
    async authoriseDocument(user: UserRow, document: unknown, asked: ExportAsked): Promise<void> {
      await deps.credits.chargeDownload(user, documentItem(document), downloadFormatOf(asked.format), false);
    },
  };
}

export type PosterDownloads = ReturnType<typeof createPosterDownloads>;
