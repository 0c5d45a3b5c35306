import { createHash } from "node:crypto";
import sharp from "sharp";
import type { saveSignatureBodySchema } from "@studio/contracts";
import { SIGNATURE_PAGE_SIZE, SIGNATURES_MAX, type Signature, type SignatureList } from "@studio/contracts";
import { signatureHtml, type SignatureLogo } from "@studio/domain";
import type { z } from "zod";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import { canChangeSavedLogo } from "../favourites/favourites.policy";
import type { FavouritesRepository } from "../favourites/favourites.repository";
import { ownsSignature } from "./signatures.policy";
import type { SignaturesRepository } from "./signatures.repository";
import type { EmailSignatureRow } from "./signatures.schema";

type SaveBody = z.output<typeof saveSignatureBodySchema>;

/** The logo is shown at most this size in CSS pixels and stored at twice it (sharp on high-density screens). */
export const SIGNATURE_LOGO_BOX = { width: 200, height: 60 } as const;

export type SignaturesDeps = {
  repository: SignaturesRepository;
  favourites: Pick<FavouritesRepository, "find">;
  storage: Storage;
  /** PUBLIC_URL (else the listening address): mail clients need absolute image URLs. */
  linkBase: string;
  now?: () => Date;
};

function record(row: EmailSignatureRow): Signature {
  return {
    id: row.id,
    html: row.html,
    fields: row.fields,
    logo: row.logoId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The logo of a saved design as a small PNG: drawn from its SVG at twice the shown size, the plain
 * margin trimmed. Small on purpose: the file is public (mail clients fetch it without a session), and a
 * 400x120 picture is no substitute for a package's downloads.
 */
async function logoPng(svg: string): Promise<{ png: Buffer; width: number; height: number }> {
  const box = { width: SIGNATURE_LOGO_BOX.width * 2, height: SIGNATURE_LOGO_BOX.height * 2 };
  const trimmed = await sharp(Buffer.from(svg), { density: 144 }).flatten({ background: "#ffffff" }).trim().png().toBuffer();
  const png = await sharp(trimmed)
    .resize({ ...box, fit: "inside", withoutEnlargement: false })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const meta = await sharp(png).metadata();
  const width = meta.width ?? box.width;
  const height = meta.height ?? box.height;
  return { png, width: Math.max(1, Math.round(width / 2)), height: Math.max(1, Math.round(height / 2)) };
}

/** E-mail signatures (spec 03 sections 2, 4, 7): made on the server from fields, kept per user, listed by page. */
export function createSignaturesService(deps: SignaturesDeps) {
  const now = deps.now ?? (() => new Date());
  const base = deps.linkBase.replace(/\/+$/, "");

  async function storedLogo(user: UserRow, faId: number): Promise<{ key: string; logo: SignatureLogo }> {
    const saved = await deps.favourites.find(faId);
    if (!saved || !canChangeSavedLogo(user, saved.userId)) throw new AppError("NOT_FOUND", "That logo is not one of yours.");
    const { png, width, height } = await logoPng(saved.svg);
    // Named by its content: saving again with the same logo reuses the file a mail client already links to.
    const key = `signatures/${user.id}/${createHash("sha256").update(png).digest("base64url").slice(0, 32)}.png`;
    if (!(await deps.storage.head(key))) await deps.storage.put(key, png);
    return { key, logo: { src: `${base}/oss/${key}`, width, height } };
  }

  /** A logo file goes when no signature of the user shows it any more (mails sent with it then show the alt text). */
  async function dropIfUnused(userId: number, key: string | null): Promise<void> {
    if (key && (await deps.repository.usesOfLogoKey(userId, key)) === 0) await deps.storage.delete(key).catch(() => undefined);
  }

  return {
    /** Makes the HTML from the fields (and the logo's stored PNG) and saves it; `id` replaces the user's own. */
    async save(user: UserRow, body: SaveBody): Promise<Signature> {
      const existing = body.id === null ? undefined : await deps.repository.find(body.id);
      if (body.id !== null && (!existing || !ownsSignature(user, existing.userId))) throw new AppError("NOT_FOUND");
      if (!existing && (await deps.repository.count(user.id)) >= SIGNATURES_MAX)
        throw new AppError("SAVE_FAILED", `You can keep at most ${SIGNATURES_MAX} signatures; delete one to add another.`, {
          reason: `at most ${SIGNATURES_MAX} signatures`,
        });
      const logo = body.logo === null ? null : await storedLogo(user, body.logo);
      const html = signatureHtml(body.fields, logo?.logo ?? null);
      const at = now();
      const fields = { fields: body.fields, html, logoId: body.logo, logoKey: logo?.key ?? null, updatedAt: at };
      if (existing) {
        const row = await deps.repository.update(existing.id, user.id, fields);
        if (!row) throw new AppError("NOT_FOUND");
        await dropIfUnused(user.id, existing.logoKey);
        return record(row);
      }
      return record(await deps.repository.insert({ ...fields, userId: user.id, createdAt: at }));
    },

    async list(user: UserRow, page: number): Promise<SignatureList> {
      const rows = await deps.repository.list(user.id, { offset: (page - 1) * SIGNATURE_PAGE_SIZE, limit: SIGNATURE_PAGE_SIZE + 1 });
      return { list: rows.slice(0, SIGNATURE_PAGE_SIZE).map(record), page, page_size: SIGNATURE_PAGE_SIZE, more: rows.length > SIGNATURE_PAGE_SIZE };
    },

    /** Owner only: another user's signature answers 404, as if it did not exist. The logo's PNG goes with it. */
    async remove(user: UserRow, id: number): Promise<{ id: number }> {
      const row = await deps.repository.delete(id, user.id);
      if (!row) throw new AppError("NOT_FOUND");
      await dropIfUnused(user.id, row.logoKey);
      return { id };
    },
  };
}

export type SignaturesService = ReturnType<typeof createSignaturesService>;
