import type { BrandOffer, BrandSetup, DownloadTarget } from "@studio/contracts";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import type { ResultLinks } from "../oss/result-links";
import { canSetUpBrandFor } from "./downloads.policy";
import type { DownloadsRepository } from "./downloads.repository";
import { exportKey, type ExportDigest } from "./downloads.service";

export type BrandOfferDeps = {
  /** BRAND_PLATFORM_URL; unset: no offer, and the setup route answers 404. */
  platformUrl: string | undefined;
  repository: DownloadsRepository;
  storage: Storage;
  digest: ExportDigest;
  links: ResultLinks;
};

/** The business name of a logo task: the wizard's brief name, else the prompt. */
export function logoName(input: Record<string, unknown>): string {
  const brief = input.logoBrief ?? input.brief;
  if (typeof brief === "object" && brief !== null && typeof (brief as { name?: unknown }).name === "string") return (brief as { name: string }).name;
  return typeof input.prompt === "string" ? input.prompt.slice(0, 80) : "";
}

/**
 * After a purchase, the offer to set the brand up on the companion branding platform (spec 02
 * sections 1, 6 and 8). Only the logo's owner may: anyone else, admins included, gets 403
 * 'Only the logo owner can make this operation!'.
 */
export function createBrandOfferService(deps: BrandOfferDeps) {
  return {
    offer(): BrandOffer {
      return { enabled: deps.platformUrl !== undefined };
    },

    /** The platform link carrying the logo's absolute address (`origin` is this site's) and name. */
    async setup(user: UserRow, target: DownloadTarget, origin: string): Promise<BrandSetup> {
      if (!deps.platformUrl) throw new AppError("NOT_FOUND", "The branding platform is not configured.");
      const task = await deps.repository.findTask(target.taskId);
      const image = task?.state === "succeeded" ? task.result?.images[target.index] : undefined;
      if (!task || !image) throw new AppError("NOT_FOUND", "Image not found.");
      if (!canSetUpBrandFor(user, task)) throw new AppError("LOGO_OWNER_ONLY");
      // The transparent PNG when it was bought (the usual case), else the result image itself.
      // The result itself needs a signed link (full-size results are private); the platform fetches
      // it soon after the owner follows the link.
      const png = exportKey(deps.digest, user.id, target, "png");
      const path = (await deps.storage.head(png)) ? `/oss/${png}` : deps.links.sign(image.url);
      const logoUrl = /^https?:\/\//.test(path) ? path : `${origin.replace(/\/$/, "")}${path}`;
      const name = logoName(task.input);
      const url = new URL(deps.platformUrl);
      url.searchParams.set("logo", logoUrl);
      url.searchParams.set("name", name);
      return { url: url.toString(), logoUrl, name };
    },
  };
}

export type BrandOfferService = ReturnType<typeof createBrandOfferService>;
