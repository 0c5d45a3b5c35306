/**
 * Drizzle table definitions. They mirror the committed SQL in apps/server/migrations (the source
 * of truth for the database); schema.test.ts checks that both agree column by column. The accounts
 * tables are in accounts.schema.ts, each module's in its own folder; this file only gathers them.
 * A module's schema imports `users` from accounts.schema.ts, never from here.
 */
export * from "./accounts.schema";
export * from "../modules/credits/credits.schema";
export * from "../modules/tasks/tasks.schema";
export * from "../modules/images/images.schema";
export * from "../modules/captcha/captcha.schema";
export * from "../modules/contact/contact.schema";
export * from "../modules/payments/payments.schema";
export * from "../modules/affiliate/affiliate.schema";
export * from "../modules/favourites/favourites.schema";
export * from "../modules/share/share.schema";
export * from "../modules/designer/designer.schema";
export * from "../modules/image-tools/icon-quota.schema";
export * from "../modules/uploads/upload-grants.schema";
export * from "../modules/rate-limits/rate-limits.schema";
export * from "../modules/mobile-upload/mobile-upload.schema";
export * from "../modules/works/works.schema";
export * from "../modules/fonts/fonts.schema";
export * from "../modules/templates/templates.schema";
export * from "../modules/signatures/signatures.schema";
export * from "../modules/bulk-fill/bulk-fill.schema";
export * from "../modules/logo-api/logo-api.schema";
export * from "../modules/vi/vi.schema";
