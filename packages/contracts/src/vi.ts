import { z } from "zod";
import { faIdSchema } from "./favourites";
import { viScenes } from "./image-tool-names";
import { packageLevelSchema } from "./payments";

/**
 * VI mockups (issue 22; spec 03's `/vi/` page, `/download/vi?logo={fa_id}` and the VI card `{id}`):
 * a saved logo on the renderer's stationery and signage scenes. Served by apps/server/src/modules/vi.
 */

export const viSceneSchema = z.enum(viScenes);

/** The scenes of a set or a zip: at least one, each once, in the page's order. */
export const viSceneListSchema = z
  .array(viSceneSchema)
  .min(1)
  .max(viScenes.length)
  .transform((list) => viScenes.filter((scene) => list.includes(scene)));

export const viLogoParamsSchema = z.object({ faId: faIdSchema });
export const viSceneParamsSchema = z.object({ faId: faIdSchema, scene: viSceneSchema });
/** `size=preview` (default): a 640x480 WebP shown on the page, free for the logo's owner; `full`: the 1024x768 PNG download. */
export const viSceneQuerySchema = z.object({ size: z.enum(["preview", "full"]).default("preview") });
/** The scenes a zip holds, comma-separated; all of them when absent. */
export const viZipQuerySchema = z.object({
  scenes: z
    .string()
    .max(200)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return [...viScenes];
      const parsed = viSceneListSchema.safeParse(value.split(",").map((s) => s.trim()));
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: `choose among ${viScenes.join(", ")}` });
        return z.NEVER;
      }
      return parsed.data;
    }),
});

/** Why the viewer may download VI files: staff, Pro, or the logo's Brand package (VI is not sold alone); null: not yet. */
export const viAccessSchema = z.enum(["staff", "pro", "package"]).nullable();

/** A VI card (spec 03's entity `{id}`): a saved logo's chosen scenes, one set per logo. */
export const viCardSchema = z.object({
  id: z.number().int(),
  fa_id: z.number().int(),
  logo_name: z.string(),
  /** The logo as the favourites list draws it. */
  svg: z.string(),
  scenes: z.array(viSceneSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ViCard = z.infer<typeof viCardSchema>;

/** GET /api/vi/logos/{faId}: what /vi/ and /download/vi show of a logo. */
export const viViewSchema = z.object({
  fa_id: z.number().int(),
  name: z.string(),
  owner: z.boolean(),
  access: viAccessSchema,
  level: packageLevelSchema.nullable(),
  scenes: z.array(viSceneSchema),
  /** The logo's saved VI set, if any. */
  card: viCardSchema.nullable(),
});
export type ViView = z.infer<typeof viViewSchema>;

/** POST /api/vi {fa_id, scenes}: saves (or replaces) the VI set of an own saved logo. */
export const saveViBodySchema = z.object({ fa_id: faIdSchema, scenes: viSceneListSchema });
export type SaveViBody = z.input<typeof saveViBodySchema>;

/** DELETE /api/vi/{id} */
export const viRemovedSchema = z.object({ id: z.number().int() });

export const viIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(9_007_199_254_740_991) });

/** GET /api/user/favourite?tab=vi: the VI cards, paged like the other lists, with the has-more flag. */
export const viCardListSchema = z.object({
  list: z.array(viCardSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  more: z.boolean(),
});
export type ViCardList = z.infer<typeof viCardListSchema>;
