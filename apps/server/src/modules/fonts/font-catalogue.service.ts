import { randomUUID } from "node:crypto";
import { FONT_FAMILIES, fontFamilyById } from "@studio/assets";
import type { ParsedFont } from "@studio/design";
import type { CatalogueFont, CatalogueFontInput, CatalogueFontUpdate, FontCategory, FontCategoryInput, FontsByCategory } from "@studio/contracts";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import { CAP_HEIGHT, CATEGORY_NAMES, fontUrl, SLOGAN_FACES } from "../classic-maker/fonts.service";
import { toTrueType } from "./font-convert";
import type { FontFaceCache } from "./font-face-cache";
import type { CatalogueFontWithCategory, FontsRepository } from "./fonts.repository";
import type { FontCategoryRow } from "./fonts.schema";

type Lang = "en" | "zh";

/** The built-in families (@studio/assets) as catalogue rows: what /api/fontcategoryInit adds and an empty catalogue starts from. */
function builtIns() {
  const slugs = [...new Set(FONT_FAMILIES.map((entry) => entry.category))];
  const categories = slugs.map((slug, index) => ({ slug, nameEn: CATEGORY_NAMES[slug].en, nameZh: CATEGORY_NAMES[slug].zh, sort: index * 10 }));
  const fonts = FONT_FAMILIES.map((entry, index) => ({
    categorySlug: entry.category,
    fontKey: entry.id,
    name: `${entry.family} ${entry.weight}`,
    family: entry.family,
    fileKey: null,
    fontHeight: CAP_HEIGHT[entry.category],
    price: 0,
    simplified: entry.cjk,
    fontType: entry.category,
    fitType: SLOGAN_FACES.has(entry.id) ? ("both" as const) : ("name" as const),
    sort: index,
  }));
  return { categories, fonts };
}

const categoryView = (row: FontCategoryRow, lang: Lang): FontCategory => ({
  cat_id: row.id,
  slug: row.slug,
  cate_name: lang === "zh" ? row.nameZh : row.nameEn,
  name_en: row.nameEn,
  name_zh: row.nameZh,
  sort: row.sort,
});

function fontView(row: CatalogueFontWithCategory, lang: Lang): CatalogueFont {
  const builtIn = row.fileKey === null ? fontFamilyById(row.fontKey) : undefined;
  return {
    cat_id: row.categoryId,
    cate_name: lang === "zh" ? row.category.nameZh : row.category.nameEn,
    detail_id: row.id,
    id: row.fontKey,
    font_name: row.name,
    font_family: row.family,
    font_url: row.fileKey ? `/oss/${row.fileKey}` : builtIn ? fontUrl(builtIn) : "",
    font_height: row.fontHeight,
    price: row.price,
    simplified: row.simplified,
    font_type: row.fontType,
    fit_type: row.fitType,
    sort: row.sort,
  };
}

/** PostgreSQL's SQLSTATE of a failed statement (Drizzle wraps the driver's error as `cause`): 23503 foreign key, 23505 unique. */
function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The font catalogue by category (spec 03 section 3's records) and its administration (spec 01
 * section 7). It starts as the built-in families; admins add categories, built-in families and
 * uploaded files (kept as TrueType, ids `font-<id>`), and change or remove them.
 */
export function createFontCatalogueService(deps: { repository: FontsRepository; storage: Storage; faces: FontFaceCache }) {
  const { repository, storage } = deps;
  let seeded = false;
  /** A fresh install has no rows: it gets the built-in families once, on the first read. */
  const ensureSeeded = async (): Promise<void> => {
    if (seeded) return;
    if ((await repository.categories()).length === 0) {
      const { categories, fonts } = builtIns();
      await repository.addBuiltIns(categories, fonts);
    }
    seeded = true;
  };

  return {
    async categories(lang: Lang): Promise<FontCategory[]> {
      await ensureSeeded();
      return (await repository.categories()).map((row) => categoryView(row, lang));
    },

    async fonts(lang: Lang, categoryId?: number): Promise<CatalogueFont[]> {
      await ensureSeeded();
      return (await repository.fonts(categoryId)).map((row) => fontView(row, lang));
    },

    /** Every category with its fonts; on the Chinese site the categories holding Chinese fonts come first. */
    async byCategory(lang: Lang): Promise<FontsByCategory> {
      await ensureSeeded();
      const [categories, fonts] = await Promise.all([repository.categories(), repository.fonts()]);
      const groups = categories
        .map((category) => ({
          cat_id: category.id,
          slug: category.slug,
          cate_name: lang === "zh" ? category.nameZh : category.nameEn,
          fonts: fonts.filter((font) => font.categoryId === category.id).map((font) => fontView(font, lang)),
        }))
        .filter((group) => group.fonts.length > 0);
      const chinese = (group: (typeof groups)[number]) => (group.fonts.some((font) => font.simplified) ? 0 : 1);
      return lang === "zh" ? [...groups].sort((a, b) => chinese(a) - chinese(b)) : groups;
    },

    init: () => {
      const { categories, fonts } = builtIns();
      return repository.addBuiltIns(categories, fonts);
    },

    async createCategory(input: FontCategoryInput): Promise<FontCategory> {
      const row = await repository.insertCategory({ slug: `c-${randomUUID().slice(0, 12)}`, nameEn: input.name_en, nameZh: input.name_zh, sort: input.sort });
      return categoryView(row, "en");
    },

    async updateCategory(id: number, input: Partial<FontCategoryInput>): Promise<FontCategory> {
      const row = await repository.updateCategory(id, { nameEn: input.name_en, nameZh: input.name_zh, sort: input.sort });
      if (!row) throw new AppError("NOT_FOUND");
      return categoryView(row, "en");
    },

    async deleteCategory(id: number): Promise<void> {
      const { deleted, files } = await repository.deleteCategory(id);
      if (!deleted) throw new AppError("NOT_FOUND");
      await Promise.all(files.map(async (key) => (deps.faces.drop(key), storage.delete(key))));
    },

    /** /api/doUpload: an admin's font file, checked and kept as TrueType, to be named in POST /api/fonts. */
    async upload(bytes: Buffer) {
      const converted = await toTrueType(bytes);
      const fileKey = `fonts/catalogue/${randomUUID()}.ttf`;
      await storage.put(fileKey, converted.ttf);
      return { file_key: fileKey, font_url: `/oss/${fileKey}`, font_family: converted.family, glyphs: converted.glyphs, original_format: converted.format };
    },

    async createFont(input: CatalogueFontInput): Promise<CatalogueFont> {
      const builtIn = input.builtin_id !== undefined ? fontFamilyById(input.builtin_id) : undefined;
      if (input.builtin_id !== undefined && !builtIn) throw new AppError("VALIDATION", "No built-in family has this id.");
      let family = builtIn?.family ?? "";
      if (input.file_key !== undefined) {
        const file = await storage.read(input.file_key);
        if (!file) throw new AppError("VALIDATION", "Upload the font file first (/api/doUpload).");
        family = (await toTrueType(file)).family;
      }
      const fields = {
        categoryId: input.category_id,
        name: input.name,
        family,
        fileKey: input.file_key ?? null,
        fontHeight: input.font_height,
        price: input.price,
        simplified: input.simplified,
        fontType: input.font_type,
        fitType: input.fit_type,
        sort: input.sort,
      };
      const row = await repository.insertFont(builtIn ? { ...fields, fontKey: builtIn.id } : fields).catch((error: unknown) => {
        if (sqlState(error) === "23503") throw new AppError("NOT_FOUND", "No such font category.");
        if (sqlState(error) === "23505") throw new AppError("CONFLICT", "This font is already in the catalogue.");
        throw error;
      });
      const [view] = (await repository.fonts(row.categoryId)).filter((font) => font.id === row.id);
      if (!view) throw new AppError("NOT_FOUND");
      return fontView(view, "en");
    },

    async updateFont(id: number, update: CatalogueFontUpdate): Promise<CatalogueFont> {
      const row = await repository
        .updateFont(id, {
          categoryId: update.category_id,
          name: update.name,
          fontHeight: update.font_height,
          price: update.price,
          simplified: update.simplified,
          fontType: update.font_type,
          fitType: update.fit_type,
          sort: update.sort,
        })
        .catch((error: unknown) => {
          if (sqlState(error) === "23503") throw new AppError("NOT_FOUND", "No such font category.");
          throw error;
        });
      if (!row) throw new AppError("NOT_FOUND");
      const [view] = (await repository.fonts(row.categoryId)).filter((font) => font.id === row.id);
      if (!view) throw new AppError("NOT_FOUND");
      return fontView(view, "en");
    },

    async deleteFont(id: number): Promise<void> {
      const row = await repository.deleteFont(id);
      if (!row) throw new AppError("NOT_FOUND");
      if (row.fileKey) {
        deps.faces.drop(row.fileKey);
        await storage.delete(row.fileKey);
      }
    },

    /** Parsed faces of uploaded catalogue fonts (`font-<id>`) for fontsForDocument. */
    async faces(fontKeys: readonly string[]): Promise<Map<string, ParsedFont>> {
      const rows = await repository.fontsByKeys(fontKeys);
      const found = new Map<string, ParsedFont>();
      await Promise.all(
        rows.map(async (row) => {
          const fileKey = row.fileKey;
          if (!fileKey) return;
          const face = await deps.faces.get(fileKey, () => storage.read(fileKey));
          if (face) found.set(row.fontKey, face);
        }),
      );
      return found;
    },
  };
}

export type FontCatalogueService = ReturnType<typeof createFontCatalogueService>;
