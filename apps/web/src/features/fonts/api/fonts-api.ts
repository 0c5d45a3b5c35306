import { z } from "zod";
import {
  catalogueFontSchema,
  fontCategoryInitSchema,
  fontCategorySchema,
  fontsByCategorySchema,
  userFontListSchema,
  userFontSchema,
  type CatalogueFontInput,
  type CatalogueFontUpdate,
  type FontCategoryInput,
} from "@studio/contracts";
import { api } from "../../../api/client";

type Lang = "en" | "zh";

/** The font calls (issue 21): the catalogue by category, the user's own fonts, and the admin calls of spec 01 section 7. */
export const fontsApi = {
  byCategory: (lang: Lang, signal?: AbortSignal) => api.get("/api/fontsByCategory", { query: { lang }, schema: fontsByCategorySchema, signal, quiet: true }),
  userFonts: (signal?: AbortSignal) => api.get("/api/user/fonts", { schema: userFontListSchema, signal, quiet: true }),
  saveUserFont: (id: number, name?: string) =>
    api.post(`/api/user/fonts/${id}/save`, name === undefined ? {} : { name }, { schema: userFontSchema, quiet: true }),
  renameUserFont: (id: number, name: string) => api.patch(`/api/user/fonts/${id}`, { name }, { schema: userFontSchema, quiet: true }),
  deleteUserFont: (id: number) => api.delete(`/api/user/fonts/${id}`, { schema: z.null(), quiet: true }),

  categories: (lang: Lang, signal?: AbortSignal) =>
    api.get("/api/fontcategories", { query: { lang }, schema: z.array(fontCategorySchema), signal, quiet: true }),
  createCategory: (input: FontCategoryInput) => api.post("/api/fontcategories", input, { schema: fontCategorySchema, quiet: true }),
  updateCategory: (id: number, input: Partial<FontCategoryInput>) => api.put(`/api/fontcategories/${id}`, input, { schema: fontCategorySchema, quiet: true }),
  deleteCategory: (id: number) => api.delete(`/api/fontcategories/${id}`, { schema: z.null(), quiet: true }),
  init: () => api.post("/api/fontcategoryInit", undefined, { schema: fontCategoryInitSchema, quiet: true }),
  createFont: (input: CatalogueFontInput) => api.post("/api/fonts", input, { schema: catalogueFontSchema, quiet: true }),
  updateFont: (id: number, update: CatalogueFontUpdate) => api.put(`/api/fonts/${id}`, update, { schema: catalogueFontSchema, quiet: true }),
  deleteFont: (id: number) => api.delete(`/api/fonts/${id}`, { schema: z.null(), quiet: true }),
};

export const fontQueryKeys = {
  catalogue: (lang: Lang) => ["fonts", "catalogue", lang] as const,
  mine: ["session", "fonts", "mine"] as const,
};
