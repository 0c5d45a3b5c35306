import type { z } from "zod";
import {
  TEMPLATE_PAGE_SIZE,
  type createTemplateBodySchema,
  type startTemplateBodySchema,
  type Template,
  type TemplateKind,
  type TemplateList,
  type TemplateListQuery,
  type TemplateSummary,
  type Work,
} from "@studio/contracts";
import { canvasPreset } from "@studio/domain";
import { fillCardFields, migrateDesignDocument, type CardFieldValues, type DesignDocument } from "@studio/design";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { ResultLinks } from "../oss/result-links";
import type { FavouritesRepository } from "../favourites/favourites.repository";
import type { WorkThumbnails } from "../works/work-thumbnails";
import type { WorksService } from "../works/works.service";
import { canEditLogoDesign } from "../works/works.policy";
import type { BuiltinTemplate } from "./builtin-templates";
import { CJK_FONT, fillTemplate, logoFill, templatePalette, type TemplateFill } from "./template-fill";
import { canManageTemplates, privateParts } from "./templates.policy";
import type { TemplatesRepository } from "./templates.repository";
import type { TemplateRow } from "./templates.schema";

type CreateBody = z.output<typeof createTemplateBodySchema>;
type StartBody = z.output<typeof startTemplateBodySchema>;

export type TemplatesDeps = {
  repository: TemplatesRepository;
  works: Pick<WorksService, "get" | "create">;
  savedLogos: Pick<FavouritesRepository, "find">;
  thumbnails: WorkThumbnails;
  links: Pick<ResultLinks, "sign">;
  builtins: () => BuiltinTemplate[];
  now?: () => Date;
};

/** The kind of a preset's templates; a custom size is a plain design. */
export const templateKindOf = (preset: string | null): TemplateKind => (preset ? (canvasPreset(preset)?.kind ?? "design") : "design");

/**
 * Templates (issue 21; docs/templates.md): the built-in ones seeded at start, admins' ones made from
 * a work, listed by preset or kind, and a user's new work started from one and filled with their
 * logo, name and colours. Which works came from a Pro template is kept for the export rules.
 */
export function createTemplatesService(deps: TemplatesDeps) {
  const now = deps.now ?? (() => new Date());

  const summary = (row: TemplateRow): TemplateSummary => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    preset: row.preset,
    width: row.width,
    height: row.height,
    pro: row.pro,
    builtin: row.builtinKey !== null,
    builtin_key: row.builtinKey,
    thumbnail: row.thumbnailKey ? deps.links.sign(`/oss/${row.thumbnailKey}`) : null,
    created_at: row.createdAt.toISOString(),
  });

  async function found(id: number): Promise<TemplateRow> {
    const row = await deps.repository.find(id);
    if (!row) throw new AppError("NOT_FOUND");
    return row;
  }

  function requireManager(user: UserRow): void {
    if (!canManageTemplates(user)) throw new AppError("FORBIDDEN", "Only administrators can do this.");
  }

  /** The user's words and colours over the logo's: t1, t2 and colours win when both are given. `logo` is the logo's design. */
  async function fillOf(user: UserRow, body: StartBody): Promise<TemplateFill & { logo?: DesignDocument }> {
    let fill: TemplateFill & { logo?: DesignDocument } = { colors: [] };
    if (body.logo !== undefined) {
      const saved = await deps.savedLogos.find(body.logo);
      if (!saved || !canEditLogoDesign(user, saved.userId)) throw new AppError("NOT_FOUND");
      const logo = migrateDesignDocument(saved.design);
      fill = { ...logoFill(logo), logo };
      fill = { ...fill, name: fill.name || saved.logoName || undefined, slogan: fill.slogan || saved.slogan || undefined };
    }
    const colors = [body.color, ...(body.colors ?? [])].filter((value): value is string => value !== undefined);
    return { ...fill, name: body.t1 ?? fill.name, slogan: body.t2 ?? fill.slogan, colors: colors.length > 0 ? colors : fill.colors };
  }

  /**
   * A card's side made the user's: the template fill (company from the logo's name, colours from the
   * front's palette), then the card's fields, the logo's whole design in the Logo placeholder.
   */
  function cardSide(
    side: DesignDocument,
    fill: TemplateFill & { logo?: DesignDocument },
    palette: ReturnType<typeof templatePalette>,
    fields: CardFieldValues,
  ) {
    const values: CardFieldValues = { ...fields, ...(fill.logo ? { Logo: { design: fill.logo } } : {}) };
    return fillCardFields(fillTemplate(side, fill, palette), values, CJK_FONT ? { cjkFontId: CJK_FONT } : {});
  }

  /**
   * Built-in templates are seeded on the first list or start of this process, not at every start
   * of the app (a test app or a worker never pays for twelve thumbnails); a failure tries again next time.
   */
  let seeding: Promise<number> | null = null;
  const ensureBuiltins = (): Promise<number> => {
    seeding ??= service.seedBuiltins().catch((error: unknown) => {
      seeding = null;
      throw error;
    });
    return seeding;
  };

  const service = {
    /** The built-in templates not stored yet (the first start, or a release that added some); keys make it idempotent. */
    async seedBuiltins(): Promise<number> {
      const present = await deps.repository.builtinKeys();
      let added = 0;
      for (const template of deps.builtins()) {
        if (present.has(template.key)) continue;
        const thumbnailKey = await deps.thumbnails.store(template.document, 0);
        const row = await deps.repository.insertBuiltin({
          builtinKey: template.key,
          name: template.name,
          kind: template.kind,
          preset: template.preset,
          width: template.document.width,
          height: template.document.height,
          document: template.document,
          back: template.back ?? null,
          pro: template.pro,
          thumbnailKey,
          createdBy: null,
          createdAt: now(),
        });
        // Another process seeded it first: its thumbnail stays, ours goes.
        if (row) added += 1;
        else await deps.thumbnails.remove(thumbnailKey);
      }
      return added;
    },

    async list(query: TemplateListQuery & { page: number }): Promise<TemplateList> {
      await ensureBuiltins();
      const rows = await deps.repository.list({
        preset: query.preset,
        kind: query.kind,
        offset: (query.page - 1) * TEMPLATE_PAGE_SIZE,
        limit: TEMPLATE_PAGE_SIZE + 1,
      });
      return { list: rows.slice(0, TEMPLATE_PAGE_SIZE).map(summary), page: query.page, page_size: TEMPLATE_PAGE_SIZE, more: rows.length > TEMPLATE_PAGE_SIZE };
    },

    /** One template with its document, for admins (users start from one instead). */
    async get(user: UserRow, id: number): Promise<Template> {
      requireManager(user);
      const row = await found(id);
      return { ...summary(row), document: row.document };
    },

    /** An admin's own work as a template; its fonts and pictures must be ones every user can draw. */
    async create(user: UserRow, body: CreateBody): Promise<TemplateSummary> {
      requireManager(user);
      const work = await deps.works.get(user, body.work_id);
      const document: DesignDocument = migrateDesignDocument(work.document);
      const problems = privateParts(document);
      if (problems.length > 0) throw new AppError("VALIDATION", "A template may use only the catalogue's fonts and public pictures.", { problems });
      const thumbnailKey = await deps.thumbnails.store(document, user.id);
      const row = await deps.repository.insert({
        builtinKey: null,
        name: body.name,
        kind: work.kind === "bizcard" ? "bizcard" : templateKindOf(work.preset),
        preset: work.preset,
        width: document.width,
        height: document.height,
        document,
        back: work.kind === "bizcard" ? (work.back ?? null) : null,
        pro: body.pro,
        thumbnailKey,
        createdBy: user.id,
        createdAt: now(),
      });
      return summary(row);
    },

    /** Deleting a template leaves the works started from it as they are (and Pro ones stay Pro: template_works keeps the flag). */
    async remove(user: UserRow, id: number): Promise<{ id: number }> {
      requireManager(user);
      const row = await deps.repository.delete(id);
      if (!row) throw new AppError("NOT_FOUND");
      await deps.thumbnails.remove(row.thumbnailKey);
      return { id };
    },

    /** A new work of the user, a filled copy of the template; a Pro template's copy is marked for the export rules. */
    async start(user: UserRow, id: number, body: StartBody): Promise<Work & { pro: boolean }> {
      await ensureBuiltins();
      const template = await found(id);
      const fill = await fillOf(user, body);
      const source = migrateDesignDocument(template.document);
      const card = template.kind === "bizcard";
      const palette = templatePalette(source);
      const fields: CardFieldValues = body.fields ?? {};
      const document = card ? cardSide(source, fill, palette, fields) : fillTemplate(source, fill);
      const back = card && template.back ? cardSide(migrateDesignDocument(template.back), fill, palette, fields) : null;
      const work = await deps.works.create(user, {
        kind: card ? "bizcard" : "design",
        name: (fields.name?.trim() || fill.name || template.name).slice(0, 80),
        preset: template.preset,
        document: document as unknown as Record<string, unknown>,
        ...(back ? { back: back as unknown as Record<string, unknown> } : {}),
      });
      await deps.repository.markWork(work.id, template.id, template.pro);
      return { ...work, pro: template.pro };
    },
  };
  return service;
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
