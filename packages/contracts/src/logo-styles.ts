import { z } from "zod";

/** The logo style groups of spec 02 section 2, in the wizard's order. */
export const logoStyleValues = ["abstract", "mascot", "emblem", "minimal", "combination", "signature", "pictorial"] as const;
export type LogoStyleValue = (typeof logoStyleValues)[number];

/** Where the style data lives in storage (served at /oss/ai-logo-style/...). */
export const logoStyleDataKey = "ai-logo-style/data.json";

/** One sample design of a group: a stored image path (/oss/ai-logo-style/items/...) or, when saving, a data URL. */
export const logoStyleItemSchema = z.object({ src: z.string().min(1) });
export type LogoStyleItem = z.infer<typeof logoStyleItemSchema>;

/**
 * /oss/ai-logo-style/data.json (spec 02 section 3): created_at, updated_at, groups[] each with
 * value, label and items[] each with src. Older files with plain strings or {url} items are read too.
 */
export const logoStyleDataSchema = z.object({
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  groups: z.array(
    z.object({
      value: z.string(),
      label: z.string().optional(),
      items: z
        .array(z.union([logoStyleItemSchema, z.string().transform((src) => ({ src })), z.object({ url: z.string() }).transform((item) => ({ src: item.url }))]))
        .catch([]),
    }),
  ),
});
export type LogoStyleData = z.infer<typeof logoStyleDataSchema>;

/** The file as this server writes it (and the admin save answers it). */
export const logoStyleFileSchema = z.object({
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  groups: z.array(z.object({ value: z.string(), label: z.string().optional(), items: z.array(logoStyleItemSchema) })),
});

/** At most this many sample designs per group. */
export const maxLogoStyleItems = 60;

/** PUT /api/admin/ai-logo-style: the whole file's groups, items as stored paths or new data URLs. */
export const saveLogoStylesRequestSchema = z.object({
  groups: z
    .array(
      z.object({
        value: z.enum(logoStyleValues),
        label: z.string().trim().max(60).optional(),
        items: z
          .array(
            z.object({
              src: z
                .string()
                .min(1)
                .max(40 * 1024 * 1024),
            }),
          )
          .max(maxLogoStyleItems),
      }),
    )
    .max(logoStyleValues.length)
    .refine((groups) => new Set(groups.map((g) => g.value)).size === groups.length, { message: "each style group once" }),
});
export type SaveLogoStylesRequest = z.infer<typeof saveLogoStylesRequestSchema>;

/** A stored upload (spec 02 section 3, Uploaded image): where it is and its size. */
export const uploadedImageSchema = z.object({
  src: z.string(),
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  aspect: z.enum(["16:9", "1:1", "9:16"]),
  style: z.literal("auto"),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
