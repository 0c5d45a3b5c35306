import { createHash } from "node:crypto";
import type { BrandSetup, CreateImgForLogo, DownloadCenter } from "@studio/contracts";
import {
  brandCenterItems,
  centerFile,
  centerFiles,
  customSizeMin,
  customSizeProblem,
  exportFileFor,
  type ExportType,
  isPro,
  lowestPackageFor,
  packageAllows,
  packageLevels,
  packageSizes,
  upgradePrice,
  type Currency,
  type PackageLevel,
} from "@studio/domain";
import type { FontProvider } from "@studio/design";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import { logoName } from "../downloads/brand-offer.service";
import { taskImageSource, type ExportDigest } from "../downloads/downloads.service";
import type { DownloadSource } from "../downloads/image-convert";
import type { ResultLinks } from "../oss/result-links";
import { makeCenterFile, type Size } from "./center-files";
import { centerViewer } from "./download-center.policy";
import type { DownloadCenterRepository } from "./download-center.repository";
import { checkSvgImages, sanitiseSvg, SvgRejected } from "./svg-sanitiser";

export type DownloadCenterDeps = {
  repository: DownloadCenterRepository;
  /** The highest package bought for a logo by a user and not refunded (orders service). */
  designLevel: (userId: number, designId: string) => Promise<PackageLevel | null>;
  /** The owner's package orders of a logo (orders service): the center links their receipts. */
  packageOrders: (userId: number, designId: string) => Promise<DownloadCenter["orders"]>;
  storage: Storage;
  /** Names cached files unguessably (UrlSigner.digest), as the downloads module names exports. */
  digest: ExportDigest;
  links: ResultLinks;
  /** The site's currency (USD, or CNY on the cn site). */
  currency: Currency;
  /** BRAND_PLATFORM_URL: the companion brand platform (the owner of an AI result is offered it; a Brand package's saved logo activates it). */
  brandPlatformUrl: string | undefined;
  /** Loaded lazily: the font catalogue takes a moment and only designer logos need it. */
  fonts: () => FontProvider;
  now?: () => Date;
};

export type CenterDownload = { body: Buffer; contentType: string; filename: string };

const contentTypes = {
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
  eps: "application/postscript",
  pdf: "application/pdf",
  zip: "application/zip",
} as const;

/** `task:{taskId}:{index}` (an AI logo result) or `logo:{fa_id}` (a saved classic logo). */
function parseDesignId(designId: string): { kind: "task"; taskId: string; index: number } | { kind: "logo"; faId: number } {
  const saved = designId.match(/^logo:(\d{1,10})$/);
  if (saved) return { kind: "logo", faId: Number(saved[1]) };
  const match = designId.match(/^task:([\w-]{1,64}):(\d{1,2})$/);
  if (!match) throw new AppError("NOT_FOUND", "Image not found.");
  return { kind: "task", taskId: match[1] ?? "", index: Number(match[2]) };
}

/** A logo of the center, whichever maker made it: who owns it, its name, a preview, where its files are cached, what they are drawn from. */
type CenterLogo = { ownerId: number; name: string; preview: string; folder: string; brandRegistered: boolean; source: () => Promise<DownloadSource> };

/** A file name from the logo's name: ASCII letters and digits, else "logo". */
function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "logo"
  );
}

/**
 * The download center of a purchased logo (issue 16): which files the logo's package unlocks (asked
 * of packageAllows only), the files themselves, and the upgrades its owner may buy (the price is the
 * difference, upgradePrice). Generated files are stored once under names only the server can make.
 */
export function createDownloadCenterService(deps: DownloadCenterDeps) {
  const now = deps.now ?? (() => new Date());

  async function findLogo(designId: string): Promise<CenterLogo> {
    const parsed = parseDesignId(designId);
    if (parsed.kind === "logo") {
      const saved = await deps.repository.findSavedLogo(parsed.faId);
      if (!saved) throw new AppError("NOT_FOUND", "Image not found.");
      return {
        ownerId: saved.userId,
        name: saved.logoName,
        // The saved SVG is the server's own render of the checked design (favourites' savedDesign), safe as an image.
        preview: `data:image/svg+xml;base64,${Buffer.from(saved.svg).toString("base64")}`,
        folder: `saved-logos/${saved.userId}/${saved.id}`,
        brandRegistered: saved.brandRegister === 1,
        source: async () => ({ kind: "design", document: saved.design }),
      };
    }
    const task = await deps.repository.findTask(parsed.taskId);
    const image = task?.state === "succeeded" ? task.result?.images[parsed.index] : undefined;
    if (!task || !image) throw new AppError("NOT_FOUND", "Image not found.");
    return {
      ownerId: task.userId,
      name: logoName(task.input),
      preview: deps.links.sign(image.url),
      // Under the task's folder, so deleting the account deletes these too; /oss never serves them (only results and exports).
      folder: `ai-images/${task.id}/center/${parsed.index + 1}`,
      brandRegistered: false,
      source: () => taskImageSource(task, parsed.index, deps.storage),
    };
  }

  async function load(user: UserRow, designId: string) {
    const logo = await findLogo(designId);
    const task = { userId: logo.ownerId };
    const viewer = centerViewer(user, task.userId);
    // The owner's packages decide, also when an admin looks.
    const level = await deps.designLevel(task.userId, designId);
    // Admins and designers bypass the package check: for them everything Brand has is open.
    const effective: PackageLevel | null = viewer.staff ? "brand" : level;
    return { logo, viewer, level, effective };
  }

  function cacheKey(user: UserRow, logo: CenterLogo, fileId: string, size: Size | null, ext: string): string {
    const dims = size ? `${size.width}x${size.height}` : "vector";
    const mac = deps.digest(`${user.id}:${logo.folder}:${fileId}:${dims}`, "download-center");
    return `${logo.folder}-${fileId}-${dims}-${mac}.${ext}`;
  }

  /**
   * Where createImgForLogo keeps a user's drawing of a logo as one file kind: one place per (user,
   * logo, file), so a new drawing replaces the last and custom sizes do not pile up.
   */
  function imageKey(user: UserRow, logo: CenterLogo, fileId: string, ext: string): string {
    const mac = deps.digest(`${user.id}:${logo.folder}:${fileId}:img`, "download-center");
    return `${logo.folder}-img-${fileId}-${mac}.${ext}`;
  }

  /** The size check, who may see the logo and its package: the same for the logo's own files and a drawing of it. */
  async function exportChecks(user: UserRow, id: number | string, request: { type: ExportType; width: number; height: number }) {
    const { file, size } = exportFileFor(request.type, request.width, request.height);
    if (size) {
      const problem = customSizeProblem(size.width, size.height);
      if (problem) throw new AppError(problem === "max" ? "CUSTOM_SIZE_MAX" : "CUSTOM_SIZE");
    }
    const { logo, effective } = await load(user, exportDesignId(id));
    if (!packageAllows(effective, file.feature)) throw new AppError("PACKAGE_REQUIRED");
    return { file, size, logo };
  }

  const exportQuery = (request: { type: ExportType; width: number; height: number }) =>
    new URLSearchParams({ type: request.type, width: String(request.width), height: String(request.height) });

  return {
    /**
     * A logo of the center for the brand kit's documents (modules/brand-docs): who is looking, the
     * owner's package, the logo's name, where its files are cached and what they are drawn from.
     * The center's rule: the owner or staff, anyone else 404.
     */
    async brandLogo(user: UserRow, designId: string) {
      const { logo, viewer, level } = await load(user, designId);
      return { name: logo.name, ownerId: logo.ownerId, folder: logo.folder, source: logo.source, viewer, level };
    },

    async view(user: UserRow, designId: string): Promise<DownloadCenter> {
      const { logo, viewer, level, effective } = await load(user, designId);
      const files = centerFiles.map((file) => {
        const width = file.size?.width ?? (file.format === "svg" ? packageSizes.svgWidth : null);
        return {
          id: file.id,
          feature: file.feature,
          format: file.format,
          width,
          height: file.size?.height ?? null,
          allowed: packageAllows(effective, file.feature),
          unlockedBy: lowestPackageFor(file.feature),
        };
      });
      const offers = packageLevels.flatMap((to) => {
        const amount = upgradePrice(level, to, deps.currency);
        return amount === null ? [] : [{ level: to, product: `package-${to}`, amount, currency: deps.currency, canBuy: viewer.owner }];
      });
      return {
        designId,
        name: logo.name,
        previewUrl: logo.preview,
        level,
        access: viewer.staff ? "staff" : "package",
        owner: viewer.owner,
        pro: isPro(user, now()),
        files,
        brandItems: brandCenterItems.map((feature) => ({ feature, included: packageAllows(effective, feature) })),
        offers,
        brandPlatform: viewer.owner && deps.brandPlatformUrl !== undefined,
        brandRegistered: logo.brandRegistered,
        customSize: { min: customSizeMin, max: packageSizes.customMax },
        // Receipts are the buyer's papers: an admin looking at someone's logo does not get them here.
        orders: viewer.owner ? await deps.packageOrders(user.id, designId) : [],
      };
    },

    /**
     * The brand centre of a saved logo (issue 23; spec 02 sections 1 and 3, spec 03 section 6): the
     * owner of a logo with the Brand package activates the companion platform, which gets the logo
     * as a PNG at an unguessable public address (as paid exports are) and its name; the record's
     * `brand_register` becomes 1. Anyone but the owner, admins included: 'Only the logo owner can
     * make this operation!'. A logo or platform that fails to answer: 'Brand Identity setup failure'.
     */
    async brandCentre(user: UserRow, faId: number, origin: string): Promise<BrandSetup> {
      if (!deps.brandPlatformUrl) throw new AppError("NOT_FOUND", "The branding platform is not configured.");
      const { logo, viewer, level } = await load(user, `logo:${faId}`);
      if (!viewer.owner) throw new AppError("LOGO_OWNER_ONLY");
      if (!packageAllows(level, "brandCentre")) throw new AppError("PACKAGE_REQUIRED");
      let logoUrl: string;
      try {
        const file = centerFile("png-800");
        if (!file) throw new Error("the package files have no PNG");
        // An export name (oss-access.ts): public, as the platform fetches it without a session, but unguessable.
        const key = `ai-images/png/logo-${faId}-${deps.digest(`${logo.folder}:brand-centre`, "export")}.png`;
        if (!(await deps.storage.head(key)))
          await deps.storage.put(key, await makeCenterFile(file, await logo.source(), deps.fonts(), { size: file.size ?? null, title: logo.name || "Logo" }));
        logoUrl = `${origin.replace(/\/$/, "")}/oss/${key}`;
        await deps.repository.markBrandRegistered(faId);
      } catch (error) {
        throw new AppError("BRAND_SETUP_FAILED", undefined, { reason: String((error as Error).message).slice(0, 160) });
      }
      const url = new URL(deps.brandPlatformUrl);
      url.searchParams.set("logo", logoUrl);
      url.searchParams.set("name", logo.name);
      return { url: url.toString(), logoUrl, name: logo.name };
    },

    /**
     * Spec 03's `POST /api/user/download`: the export payload's type and size name a download-center
     * file; the same checks as the file itself (size, who may see the logo, its package) answer now,
     * so the browser gets a message rather than a failed download; the answer is the file's URL.
     */
    async exportUrl(user: UserRow, id: number | string, request: { type: ExportType; width: number; height: number }): Promise<{ url: string }> {
      await exportChecks(user, id, request);
      return { url: `/api/user/download/${encodeURIComponent(String(id))}?${exportQuery(request).toString()}` };
    },

    /**
     * Spec 03's `POST /api/createImgForLogo`: the browser's drawing of a logo (the editor's state) as
     * the file the payload names, under the rules of the logo's own files (exportChecks). The SVG
     * goes through sanitiseSvg before any renderer sees it. The file is kept (imageKey) and the
     * answer is its URL on `GET /api/user/download/{fa_id}`, versioned by its digest.
     */
    async createImage(user: UserRow, request: CreateImgForLogo): Promise<{ url: string }> {
      const { file, size, logo } = await exportChecks(user, request.fa_id, request);
      let svg: string;
      try {
        const clean = sanitiseSvg(request.data);
        await checkSvgImages(clean.images);
        svg = withViewBox(clean.svg, request.viewBox);
      } catch (error) {
        if (error instanceof SvgRejected) throw new AppError("SVG_INVALID", error.message);
        throw error;
      }
      const body = await makeCenterFile(file, { kind: "svg", svg, background: request.bgColor }, deps.fonts(), {
        size,
        title: request.name || logo.name || "Logo",
      }).catch((error: unknown) => {
        // A document the allow-list passed but the renderer cannot draw (no size, broken geometry).
        throw new AppError("SVG_INVALID", `The SVG could not be drawn: ${String((error as Error).message).slice(0, 160)}`);
      });
      await deps.storage.put(imageKey(user, logo, file.id, file.format), body);
      const query = exportQuery(request);
      query.set("img", version(body));
      return { url: `/api/user/download/${encodeURIComponent(String(request.fa_id))}?${query.toString()}` };
    },

    /** `GET /api/user/download/{fa_id}`: the file the export payload named (with `img`, the drawing createImgForLogo made). */
    async exportFile(
      user: UserRow,
      id: number | string,
      request: { type: ExportType; width: number; height: number; img?: string | undefined },
    ): Promise<CenterDownload> {
      if (!request.img) {
        const { file, size } = exportFileFor(request.type, request.width, request.height);
        return this.file(user, exportDesignId(id), file.id, size ?? {});
      }
      const { file, size, logo } = await exportChecks(user, id, request);
      const body = await deps.storage.read(imageKey(user, logo, file.id, file.format));
      // Another drawing made since replaced it: the URL names a version that is gone.
      if (!body || version(body) !== request.img) throw new AppError("NOT_FOUND", "This file was replaced by a newer one; make it again.");
      const dims = size ?? file.size;
      return {
        body,
        contentType: contentTypes[file.format],
        filename: `${slug(logo.name)}${dims ? `-${dims.width}x${dims.height}` : ""}.${file.format}`,
      };
    },

    /** One file, refused with PACKAGE_REQUIRED when the logo's package does not include it. */
    async file(user: UserRow, designId: string, fileId: string, query: { width?: number | undefined; height?: number | undefined }): Promise<CenterDownload> {
      const file = centerFile(fileId);
      if (!file) throw new AppError("NOT_FOUND", "No such file.");
      let size: Size | null = null;
      if (file.feature === "customSize") {
        const width = query.width ?? Number.NaN;
        const height = query.height ?? width;
        const problem = customSizeProblem(width, height);
        if (problem) throw new AppError(problem === "max" ? "CUSTOM_SIZE_MAX" : "CUSTOM_SIZE");
        size = { width, height };
      }
      const { logo, effective } = await load(user, designId);
      if (!packageAllows(effective, file.feature)) throw new AppError("PACKAGE_REQUIRED");
      const ext = file.format;
      const key = cacheKey(user, logo, file.id, size ?? file.size, ext);
      const name = logo.name;
      // Custom sizes are made each time: kept, any number of sizes would fill the storage.
      const cached = size ? null : await deps.storage.read(key);
      const body = cached ?? (await makeCenterFile(file, await logo.source(), deps.fonts(), { size, title: name || "Logo" }));
      if (!cached && !size) await deps.storage.put(key, body);
      const dims = size ?? file.size;
      const suffix = file.id === "favicon" ? "favicon" : dims ? `${dims.width}x${dims.height}` : "";
      return { body, contentType: contentTypes[file.format], filename: `${slug(name)}${suffix ? `-${suffix}` : ""}.${ext}` };
    },
  };
}

/** A file's version in a URL: the first 16 hex digits of its SHA-256. */
const version = (body: Buffer) => createHash("sha256").update(body).digest("hex").slice(0, 16);

/** The payload's viewBox on an SVG root that has none (the editor's drawings keep it in the payload). */
function withViewBox(svg: string, viewBox: string | undefined): string {
  const root = svg.match(/^<svg[^>]*>/)?.[0] ?? "";
  if (/\sviewBox="/.test(root) || !viewBox || !/^\s*-?[\d.]+([\s,]+-?[\d.]+){3}\s*$/.test(viewBox)) return svg;
  return svg.replace(/^<svg/, `<svg viewBox="${viewBox.trim()}"`);
}

/** The design id of a `/api/user/download` id: a saved classic logo's fa_id is `logo:{fa_id}`. */
export function exportDesignId(id: number | string): string {
  return typeof id === "number" ? `logo:${id}` : id;
}

export type DownloadCenterService = ReturnType<typeof createDownloadCenterService>;
