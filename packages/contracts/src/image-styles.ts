import { z } from "zod";

/**
 * The products with their own style and scene lists (spec 02 sections 2 and 7): `aiimage` is the image
 * generator's productChannel, `icon-generator` the icon generator's (the describe route's default type).
 * Each list is the file /oss/{product}-style/data.json (storage key `{product}-style/data.json`).
 */
export const styleProducts = ["aiimage", "icon-generator"] as const;
export const styleProductSchema = z.enum(styleProducts);
export type StyleProduct = z.infer<typeof styleProductSchema>;
export const styleDataKey = (product: StyleProduct) => `${product}-style/data.json`;

export { AUTO_STYLE, NO_SCENE } from "./generator-limits";

/** At most this many scenes per product and styles per scene (the admin save enforces it). */
export const maxStyleScenes = 30;
export const maxStylesPerScene = 60;

const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9][a-z0-9-]*$/, "lower-case letters, digits and dashes");
/** Every name in English and Chinese: the file is read by both sites. */
export const styleNameSchema = z.object({ en: z.string().trim().min(1).max(60), zh: z.string().trim().min(1).max(60) });

/**
 * One style: `prompt` is the text the generator appends to the user's prompt for it; `src` the preview
 * picture (a stored /oss/{product}-style/items/... path).
 */
export const styleItemSchema = z.object({ value: z.string(), name: styleNameSchema, prompt: z.string(), src: z.string() });
export type StyleItem = z.infer<typeof styleItemSchema>;
export const styleSceneSchema = z.object({ value: z.string(), name: styleNameSchema, items: z.array(styleItemSchema) });
export type StyleScene = z.infer<typeof styleSceneSchema>;

/** GET /oss/{product}-style/data.json (fetch it with a `?t=` cache-buster): the scenes, each with its styles. */
export const styleListSchema = z.object({
  product: styleProductSchema,
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  scenes: z.array(styleSceneSchema),
});
export type StyleList = z.infer<typeof styleListSchema>;

/**
 * PUT /api/admin/styles/{product} (admin): the whole list. A style's `src` is a stored path under
 * /oss/{product}-style/ that exists (a `?t=` query is dropped) or an image data URL, checked like any
 * upload (25 MB, 16777216 px) and stored under {product}-style/items/. Answers the file written.
 */
export const saveStyleListRequestSchema = z.object({
  scenes: z
    .array(
      z.object({
        value: slugSchema,
        name: styleNameSchema,
        items: z
          .array(
            z.object({
              value: slugSchema,
              name: styleNameSchema,
              prompt: z.string().trim().max(400).default(""),
              src: z
                .string()
                .min(1)
                .max(40 * 1024 * 1024),
            }),
          )
          .max(maxStylesPerScene)
          .refine((items) => new Set(items.map((i) => i.value)).size === items.length, { message: "each style once per scene" }),
      }),
    )
    .max(maxStyleScenes)
    .refine((scenes) => new Set(scenes.map((s) => s.value)).size === scenes.length, { message: "each scene once" }),
});
export type SaveStyleListRequest = z.infer<typeof saveStyleListRequestSchema>;
