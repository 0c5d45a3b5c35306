import type { z } from "zod";
import {
  POSTER_TYPE_CODES,
  WORK_NAME_MAX,
  WORK_PAGE_SIZE,
  WORKS_MAX,
  type createWorkBodySchema,
  type ModelList,
  type PosterRecord,
  type saveWorkBodySchema,
  type Work,
  type WorkKind,
  type WorkList,
  type WorkListType,
  type WorkSummary,
} from "@studio/contracts";
import { migrateDesignDocument, type DesignDocument } from "@studio/design";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { ResultLinks } from "../oss/result-links";
import type { FavouritesRepository } from "../favourites/favourites.repository";
import { canChangeSavedLogo, nameAndSymbolOpen } from "../favourites/favourites.policy";
import { logoNameOf, logoSloganOf, logoSymbolOf } from "./logo-work";
import { canEditLogoDesign, canUseWork } from "./works.policy";
import type { WorksRepository } from "./works.repository";
import type { WorkRow } from "./works.schema";
import type { WorkThumbnails } from "./work-thumbnails";
import { workDocument } from "./work-document";

type CreateBody = z.output<typeof createWorkBodySchema>;
type SaveBody = z.output<typeof saveWorkBodySchema>;

export type WorksDeps = {
  repository: WorksRepository;
  /** The saved logos a logo work edits (favourites' SQL). */
  savedLogos: Pick<FavouritesRepository, "find" | "update">;
  /** A logo's design made safe to keep and its server-drawn SVG (favourites' savedDesign): what saved_logos keeps. */
  logoDesign: (document: DesignDocument, ownerId: number) => Promise<{ document: DesignDocument; svg: string }>;
  thumbnails: WorkThumbnails;
  links: Pick<ResultLinks, "sign">;
  now?: () => Date;
};

const DESIGN_KINDS: readonly WorkKind[] = ["design", "bizcard"];

function summary(row: WorkRow, links: Pick<ResultLinks, "sign">): WorkSummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    preset: row.preset,
    width: row.width,
    height: row.height,
    version: row.version,
    thumbnail: row.thumbnailKey ? links.sign(`/oss/${row.thumbnailKey}`) : null,
    logo_id: row.logoId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Spec 03 section 3's poster record, from a design or bizcard work; layout by the canvas's orientation. */
function posterRecord(row: WorkRow, links: Pick<ResultLinks, "sign">): PosterRecord {
  return {
    model_id: row.id,
    model_name: row.name,
    type: row.kind === "bizcard" ? POSTER_TYPE_CODES.bizcard : POSTER_TYPE_CODES.design,
    width: row.width,
    height: row.height,
    layout: row.width > row.height ? 1 : row.height > row.width ? 2 : 3,
    pdf_path: "",
    url: row.thumbnailKey ? links.sign(`/oss/${row.thumbnailKey}`) : "",
  };
}

const copyName = (name: string): string => `${name.slice(0, WORK_NAME_MAX - 5)} copy`;

/**
 * The user's works (issue 21): create, open, save over a known version, list by kind, duplicate,
 * delete; a logo work keeps its saved logo's design and SVG in step (the logo's downloads draw it).
 */
export function createWorksService(deps: WorksDeps) {
  const now = deps.now ?? (() => new Date());

  async function owned(user: UserRow, id: number): Promise<WorkRow> {
    const row = await deps.repository.find(id);
    if (!row || !canUseWork(user, row.userId)) throw new AppError("NOT_FOUND");
    return row;
  }

  async function roomForOneMore(user: UserRow): Promise<void> {
    if ((await deps.repository.count(user.id)) >= WORKS_MAX) throw new AppError("SAVE_FAILED", undefined, { reason: `at most ${WORKS_MAX} works` });
  }

  const full = (row: WorkRow): Work => ({ ...summary(row, deps.links), document: row.document, back: row.back ?? null });

  /** A card's back: a valid document of the front's size (docs/bizcard.md), only on a business card. */
  function cardBack(kind: WorkKind, front: DesignDocument, input: unknown): DesignDocument {
    if (kind !== "bizcard") throw new AppError("VALIDATION", "Only a business card has a back.");
    const back = workDocument(input);
    if (back.width !== front.width || back.height !== front.height)
      throw new AppError("SAVE_FAILED", undefined, { reason: "the back must be the size of the front" });
    return back;
  }

  async function insert(
    user: UserRow,
    fields: { kind: WorkKind; name: string; preset: string | null; document: DesignDocument; logoId: number | null; back?: DesignDocument | null },
  ) {
    const at = now();
    const thumbnailKey = await deps.thumbnails.store(fields.document, user.id);
    return deps.repository.insert({
      userId: user.id,
      kind: fields.kind,
      name: fields.name,
      preset: fields.preset,
      width: fields.document.width,
      height: fields.document.height,
      document: fields.document,
      back: fields.back ?? null,
      thumbnailKey,
      logoId: fields.logoId,
      createdAt: at,
      updatedAt: at,
    });
  }

  /**
   * The saved-logo side of a logo work's save: the same checks as the classic maker's save (the
   * owner only; a bought logo's name and symbol only within 3 days of the purchase), then the
   * design and its server-drawn SVG replace the saved logo's. Returns the cleaned document.
   */
  async function logoSide(user: UserRow, logoId: number, document: DesignDocument) {
    const saved = await deps.savedLogos.find(logoId);
    if (!saved || !canChangeSavedLogo(user, saved.userId)) return null;
    const before = migrateDesignDocument(saved.design);
    const renamed = logoNameOf(before) !== logoNameOf(document) || logoSymbolOf(before) !== logoSymbolOf(document);
    if (renamed && !nameAndSymbolOpen(saved.paidAt, now())) throw new AppError("BOUGHT_LOGO_LOCKED");
    return { saved, ...(await deps.logoDesign(document, user.id)) };
  }

  /** Deleting a logo work leaves the saved logo (and its purchase) as it is. */
  async function remove(user: UserRow, id: number): Promise<{ id: number }> {
    await owned(user, id);
    const deleted = await deps.repository.delete(id, user.id);
    if (!deleted) throw new AppError("DELETE_FAILED");
    await deps.thumbnails.remove(deleted.thumbnailKey);
    return { id };
  }

  /**
   * Opening a saved logo again opens the work that already edits it (one logo, one editing work);
   * when the logo was changed elsewhere since (the classic maker), its design becomes the work's
   * next version, the earlier one kept.
   */
  async function existingLogoWork(user: UserRow, saved: { id: number; design: Record<string, unknown>; updatedAt: Date }): Promise<WorkRow | null> {
    const row = await deps.repository.findByLogo(user.id, saved.id);
    if (!row || saved.updatedAt.getTime() <= row.updatedAt.getTime()) return row ?? null;
    const document = migrateDesignDocument(saved.design);
    const thumbnailKey = await deps.thumbnails.store(document, user.id);
    const outcome = await deps.repository.save(row.id, user.id, row.version, {
      name: row.name,
      width: document.width,
      height: document.height,
      document,
      updatedAt: saved.updatedAt,
      thumbnailKey,
    });
    if (!("saved" in outcome)) {
      await deps.thumbnails.remove(thumbnailKey);
      return row;
    }
    await deps.thumbnails.remove(row.thumbnailKey);
    return outcome.saved;
  }

  return {
    async create(user: UserRow, body: CreateBody): Promise<Work> {
      await roomForOneMore(user);
      if (body.logo_id === undefined) {
        if (!body.name || !body.document) throw new AppError("VALIDATION", "Design name is required.");
        const document = workDocument(body.document);
        const back = body.back === undefined ? null : cardBack(body.kind, document, body.back);
        return full(await insert(user, { kind: body.kind, name: body.name, preset: body.preset ?? null, document, back, logoId: null }));
      }
      const saved = await deps.savedLogos.find(body.logo_id);
      if (!saved || !canEditLogoDesign(user, saved.userId)) throw new AppError("NOT_FOUND");
      const existing = body.document ? null : await existingLogoWork(user, saved);
      if (existing) return full(existing);
      const document = body.document ? (await deps.logoDesign(workDocument(body.document), user.id)).document : migrateDesignDocument(saved.design);
      return full(await insert(user, { kind: "logo", name: body.name ?? saved.logoName, preset: body.preset ?? null, document, logoId: saved.id }));
    },

    async get(user: UserRow, id: number): Promise<Work> {
      return full(await owned(user, id));
    },

    async save(user: UserRow, id: number, body: SaveBody): Promise<Work> {
      const row = await owned(user, id);
      let document = workDocument(body.document);
      const logo = row.logoId !== null ? await logoSide(user, row.logoId, document) : null;
      if (logo) document = logo.document;
      const back = body.back === undefined ? undefined : body.back === null ? null : cardBack(row.kind, document, body.back);
      const at = now();
      const thumbnailKey = await deps.thumbnails.store(document, user.id);
      const outcome = await deps.repository.save(id, user.id, body.version, {
        name: body.name ?? row.name,
        width: document.width,
        height: document.height,
        document,
        ...(back === undefined ? {} : { back }),
        updatedAt: at,
        thumbnailKey,
      });
      if ("missing" in outcome) {
        await deps.thumbnails.remove(thumbnailKey);
        throw new AppError("NOT_FOUND");
      }
      if ("stale" in outcome) {
        await deps.thumbnails.remove(thumbnailKey);
        // The client keeps nothing silently lost: it gets the stored work to reload or merge from.
        throw new AppError("WORK_CONFLICT", undefined, { work: full(outcome.stale) });
      }
      await deps.thumbnails.remove(row.thumbnailKey);
      if (logo) {
        const logoName = logoNameOf(document) || logo.saved.logoName;
        await deps.savedLogos.update(logo.saved.id, user.id, { design: logo.document, svg: logo.svg, logoName, slogan: logoSloganOf(document), updatedAt: at });
      }
      return full(outcome.saved);
    },

    async list(user: UserRow, query: { page: number; type: WorkListType }): Promise<WorkList> {
      const [rows, kinds] = await Promise.all([
        deps.repository.list(user.id, {
          kinds: query.type === "all" ? null : [query.type],
          offset: (query.page - 1) * WORK_PAGE_SIZE,
          limit: WORK_PAGE_SIZE + 1,
        }),
        deps.repository.kinds(user.id),
      ]);
      return {
        list: rows.slice(0, WORK_PAGE_SIZE).map((row) => summary(row, deps.links)),
        page: query.page,
        page_size: WORK_PAGE_SIZE,
        more: rows.length > WORK_PAGE_SIZE,
        kinds,
      };
    },

    /** A copy to change freely: a copy of a logo work no longer writes to the saved logo (one logo, one editing work). */
    async duplicate(user: UserRow, id: number): Promise<Work> {
      const row = await owned(user, id);
      await roomForOneMore(user);
      const document = migrateDesignDocument(row.document);
      const back = row.back ? migrateDesignDocument(row.back) : null;
      return full(await insert(user, { kind: row.kind, name: copyName(row.name), preset: row.preset, document, back, logoId: null }));
    },

    remove,

    /** GET /api/cards/getUserModelList?page: the user's posters and cards as the spec's poster records. */
    async models(user: UserRow, page: number): Promise<ModelList> {
      const rows = await deps.repository.list(user.id, { kinds: DESIGN_KINDS, offset: (page - 1) * WORK_PAGE_SIZE, limit: WORK_PAGE_SIZE + 1 });
      return {
        list: rows.slice(0, WORK_PAGE_SIZE).map((row) => posterRecord(row, deps.links)),
        page,
        page_size: WORK_PAGE_SIZE,
        more: rows.length > WORK_PAGE_SIZE,
      };
    },

    /** POST /api/user/delete/{model_id}: only posters and cards answer to it; any other id is not found. */
    async removeModel(user: UserRow, modelId: number): Promise<{ model_id: number }> {
      const row = await owned(user, modelId);
      if (!DESIGN_KINDS.includes(row.kind)) throw new AppError("NOT_FOUND");
      await remove(user, modelId);
      return { model_id: modelId };
    },
  };
}

export type WorksService = ReturnType<typeof createWorksService>;
