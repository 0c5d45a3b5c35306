import type { DesignExportFormat } from "@studio/contracts";
import type { DownloadFormat } from "@studio/domain";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { CreditsService } from "../credits/credits.service";
import type { OrdersService } from "../payments/orders.service";
import type { TemplatesRepository } from "./templates.repository";

/** A poster's item in the payments (`download-poster`'s designId, `{model_id}` of pay-per-download) and in the paid downloads. */
export const posterItem = (workId: number): string => `work:${workId}`;

/** The download price class of an export format: a PDF is a vector file, priced like SVG. */
export const downloadFormatOf = (format: DesignExportFormat): DownloadFormat => (format === "pdf" ? "svg" : format);

/**
 * The download rules of a poster or social image (issue 21; docs/templates.md), checked before the
 * export draws anything. A bought poster (`download-poster` for `work:{id}`) exports freely in every
 * format; otherwise the existing download rules decide (credits' chargeDownload: designers and admins
 * bypass, a Pro template stops non-Pro users with PRO_TEMPLATE, Pro is free, then today's free
 * downloads, then credits, else FREE_DOWNLOAD_LIMIT). A format once paid exports again free. Logo
 * works and business cards keep their own rules (the logo's downloads, issue 22).
 */
export function createPosterDownloads(deps: {
  repository: Pick<TemplatesRepository, "workFacts">;
  credits: Pick<CreditsService, "chargeDownload">;
  orders: Pick<OrdersService, "designItems">;
}) {
  return {
    async authorise(user: UserRow, workId: number, format: DesignExportFormat): Promise<void> {
      const work = await deps.repository.workFacts(workId);
      // Another user's work does not exist for this one (the works' rule).
      if (!work || work.userId !== user.id) throw new AppError("NOT_FOUND");
      if (work.kind !== "design") return;
      if ((await deps.orders.designItems(user.id, posterItem(workId))).includes("poster")) return;
      await deps.credits.chargeDownload(user, posterItem(workId), downloadFormatOf(format), work.pro);
    },
  };
}

export type PosterDownloads = ReturnType<typeof createPosterDownloads>;
