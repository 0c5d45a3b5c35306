import { createHash, randomBytes } from "node:crypto";
import { MOBILE_UPLOAD_MAX_BYTES, type MobileUploadFiles, type MobileUploadGrant, type MobileUploadLink, type MobileUploadReceived } from "@studio/contracts";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import { checkUploadedImage } from "../uploads/image-check";
import { storeImage } from "../uploads/stored-upload";
import type { MobileUploadRepository } from "./mobile-upload.repository";
import type { MobileUploadLinkRow } from "./mobile-upload.schema";

/** How long a QR code's link takes files: long enough to find the phone and pick a few photos, short enough to be useless later. */
export const MOBILE_UPLOAD_LINK_SECONDS = 30 * 60;
/** Files one link takes: each is up to 20M in the owner's storage, sent by whoever holds the link. */
export const MOBILE_UPLOAD_MAX_FILES = 20;
/** Links a user may hold open at once (each QR code the editor shows is one). */
export const MOBILE_UPLOAD_MAX_OPEN_LINKS = 10;

/** The token at rest: its SHA-256, so the table alone opens nothing. */
export const hashMobileUploadToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export type MobileUploadDeps = {
  repository: MobileUploadRepository;
  storage: Storage;
  /** The site's public address: the QR code's link starts with it (the phone is another device). */
  linkBase: string;
  now?: () => Date;
};

/**
 * Mobile upload by QR code (spec 03 sections 2, 5 and 9): a signed-in editor asks for a link bound
 * to one design; the phone that opens it may send images without signing in (the token is the
 * grant, for that design only, until it expires, 20M each, at most MOBILE_UPLOAD_MAX_FILES); each
 * file is checked like every upload (a raster image sharp decodes, re-encoded, SVG refused) and
 * stored among the owner's uploads; the editor polls for the files of its link.
 */
export function createMobileUploads(deps: MobileUploadDeps) {
  const now = deps.now ?? (() => new Date());

  /** The link of a token, open now; refusals say whether it never existed or ran out. */
  async function openLink(token: string): Promise<MobileUploadLinkRow> {
    const link = await deps.repository.findByTokenHash(hashMobileUploadToken(token));
    if (!link) throw new AppError("NOT_FOUND", "This upload link is not valid.");
    if (link.expiresAt <= now()) throw new AppError("MOBILE_UPLOAD_EXPIRED");
    if (link.received >= MOBILE_UPLOAD_MAX_FILES) throw new AppError("MOBILE_UPLOAD_FULL");
    return link;
  }

  return {
    async createLink(userId: number, design: string): Promise<MobileUploadLink> {
      const at = now();
      await deps.repository.deleteExpired(userId, new Date(at.getTime() - 24 * 3600 * 1000));
      if ((await deps.repository.openLinkCount(userId, at)) >= MOBILE_UPLOAD_MAX_OPEN_LINKS)
        throw new AppError("RATE_LIMITED", "Too many upload codes are open; use one of them or try again later.");
      const id = randomBytes(12).toString("hex");
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(at.getTime() + MOBILE_UPLOAD_LINK_SECONDS * 1000);
      await deps.repository.insertLink({ id, userId, design, tokenHash: hashMobileUploadToken(token), createdAt: at, expiresAt });
      // The token rides in the fragment: browsers never send it to a server, so no access log or Referer holds it.
      return { id, design, url: `${deps.linkBase}/mobile-upload#${token}`, expires_at: expiresAt.toISOString(), max_bytes: MOBILE_UPLOAD_MAX_BYTES };
    },

    /** Checked before any byte of a file is read. */
    openLink,

    async describe(token: string): Promise<MobileUploadGrant> {
      const link = await openLink(token);
      return { expires_at: link.expiresAt.toISOString(), max_bytes: MOBILE_UPLOAD_MAX_BYTES, received: link.received, max_files: MOBILE_UPLOAD_MAX_FILES };
    },

    /** A file from the phone: checked, its place taken (at most the limit, only while open), stored for the owner. */
    async receive(link: MobileUploadLinkRow, bytes: Buffer, filename: string | undefined): Promise<MobileUploadReceived> {
      if (bytes.length > MOBILE_UPLOAD_MAX_BYTES) throw new AppError("MOBILE_UPLOAD_TOO_LARGE");
      const image = await checkUploadedImage(bytes);
      const seq = await deps.repository.reserve(link.id, now(), MOBILE_UPLOAD_MAX_FILES);
      if (seq === undefined) {
        // Expired or filled while this file was read and checked.
        throw link.expiresAt <= now() ? new AppError("MOBILE_UPLOAD_EXPIRED") : new AppError("MOBILE_UPLOAD_FULL");
      }
      const stored = await storeImage(deps.storage, link.userId, image, filename);
      await deps.repository.insertFile({
        linkId: link.id,
        seq,
        src: stored.src,
        name: stored.name,
        width: stored.width,
        height: stored.height,
        createdAt: now(),
      });
      return { seq, name: stored.name, width: stored.width, height: stored.height };
    },

    /** The editor's poll: the owner's link's files after `after`, and whether it has expired. */
    async files(userId: number, id: string, after: number): Promise<MobileUploadFiles> {
      const link = await deps.repository.findOwned(id, userId);
      if (!link) throw new AppError("NOT_FOUND");
      const files = await deps.repository.filesAfter(id, after);
      return {
        files: files.map((f) => ({ seq: f.seq, src: f.src, name: f.name, width: f.width, height: f.height, created_at: f.createdAt.toISOString() })),
        expires_at: link.expiresAt.toISOString(),
        expired: link.expiresAt <= now(),
      };
    },
  };
}

export type MobileUploadsService = ReturnType<typeof createMobileUploads>;
