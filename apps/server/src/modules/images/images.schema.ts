import { sql } from "drizzle-orm";
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ImageActionType, ImageContent } from "@studio/contracts";
import { users } from "../../db/accounts.schema";
import { tasks } from "../tasks/tasks.schema";

/** Mirrors migrations/0011_images.sql. */
export const aiImages = pgTable(
  "ai_images",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taskId: text("task_id").references(() => tasks.id, { onDelete: "set null" }),
    groupId: text("group_id").notNull(),
    actionType: text("action_type").$type<ImageActionType>().notNull().default("generate"),
    prompt: text("prompt").notNull().default(""),
    model: text("model").notNull().default(""),
    style: text("style").notNull().default(""),
    scene: text("scene").notNull().default(""),
    src: text("src").notNull(),
    preview: text("preview").notNull().default(""),
    width: integer("width").notNull().default(0),
    height: integer("height").notNull().default(0),
    aspect: text("aspect").notNull().default("1:1"),
    type: text("type").notNull().default("image"),
    content: jsonb("content").$type<ImageContent>().notNull().default({}),
    design: jsonb("design").$type<unknown>(),
    /** The record an image tool's result was made from (migrations/0031_image_tools.sql). */
    parentId: bigint("parent_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("ai_images_user_idx")
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`deleted_at IS NULL`),
    index("ai_images_created_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`deleted_at IS NULL`),
    uniqueIndex("ai_images_task_src_idx")
      .on(t.taskId, t.src)
      .where(sql`task_id IS NOT NULL`),
  ],
);

/** Mirrors 0011 and 0029: `userId` null is a shared (admin) tag, else the user's own. */
export const aiImageTags = pgTable("ai_image_tags", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  productType: text("product_type").notNull(),
  name: text("name").notNull(),
  userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Mirrors migrations/0029_image_tags_favourites.sql: a user's favourite image records. */
export const aiImageFavourites = pgTable(
  "ai_image_favourites",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    imageId: bigint("image_id", { mode: "number" })
      .notNull()
      .references(() => aiImages.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.imageId] })],
);

export const aiImageTagLinks = pgTable(
  "ai_image_tag_links",
  {
    imageId: bigint("image_id", { mode: "number" })
      .notNull()
      .references(() => aiImages.id, { onDelete: "cascade" }),
    tagId: bigint("tag_id", { mode: "number" })
      .notNull()
      .references(() => aiImageTags.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.tagId] }), index("ai_image_tag_links_tag_idx").on(t.tagId, t.imageId)],
);

export const aiImageFeatured = pgTable("ai_image_featured", {
  imgId: bigint("img_id", { mode: "number" })
    .primaryKey()
    .references(() => aiImages.id, { onDelete: "cascade" }),
  preview: text("preview").notNull(),
  prompt: text("prompt").notNull().default(""),
  createdBy: bigint("created_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const aiImageSamples = pgTable("ai_image_samples", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  type: text("type").notNull().default("image"),
  scene: text("scene").notNull().default(""),
  style: text("style").notNull().default(""),
  model: text("model").notNull().default(""),
  prompt: text("prompt").notNull().default(""),
  src: text("src").notNull(),
  preview: text("preview").notNull().default(""),
  aspect: text("aspect").notNull().default("1:1"),
  width: integer("width").notNull().default(0),
  height: integer("height").notNull().default(0),
  sort: integer("sort").notNull().default(0),
  createdBy: bigint("created_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type AiImageRow = typeof aiImages.$inferSelect;
export type AiImageInsert = typeof aiImages.$inferInsert;
export type AiImageTagRow = typeof aiImageTags.$inferSelect;
export type AiImageFeaturedRow = typeof aiImageFeatured.$inferSelect;
export type AiImageSampleRow = typeof aiImageSamples.$inferSelect;
