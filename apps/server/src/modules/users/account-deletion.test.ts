import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiImages, creditLedger, outbox, paidDownloads, sessions, tasks, users } from "../../db/schema";
import { logoNames, savedLogos } from "../favourites/favourites.schema";
import { aiImageTags } from "../images/images.schema";
import { taskBulks } from "../tasks/tasks.schema";
import { iconGeneratorUsage } from "../image-tools/icon-quota.schema";
import { userFonts } from "../fonts/fonts.schema";
import { mobileUploadLinks } from "../mobile-upload/mobile-upload.schema";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";

/** A succeeded task with two stored results, and every file the account can come to own. */
async function ownedEverything(ctx: TestContext, who: SignedIn): Promise<{ taskId: string; keys: string[] }> {
  const taskId = randomUUID();
  const images = [1, 2].map((n) => ({
    url: `/oss/ai-images/${taskId}/${n}.png`,
    thumbUrl: `/oss/ai-images/${taskId}/${n}.thumb.webp`,
    width: 8,
    height: 8,
    contentType: "image/png",
  }));
  await ctx.database.db.insert(tasks).values({
    id: taskId,
    userId: who.user.id,
    kind: "image",
    provider: "local",
    model: "local",
    state: "succeeded",
    input: {},
    result: { images },
    deadlineAt: new Date(Date.now() + 60_000),
  });
  await ctx.database.db.insert(aiImages).values({ userId: who.user.id, taskId, groupId: taskId, src: images[0]?.url ?? "" });
  await ctx.database.db.insert(paidDownloads).values({ userId: who.user.id, item: `task:${taskId}:0`, format: "png", source: "ai_credits" });
  const avatar = `avatars/${who.user.id}-abcdef.webp`;
  await ctx.database.db
    .update(users)
    .set({ avatar: `/oss/${avatar}` })
    .where(eq(users.id, who.user.id));
  const keys = [
    `ai-images/${taskId}/1.png`,
    `ai-images/${taskId}/1.thumb.webp`,
    `ai-images/${taskId}/2.png`,
    `ai-images/${taskId}/2.thumb.webp`,
    `ai-images/png/${taskId}-1.png`,
    `ai-images/jpg/${taskId}-2.jpg`,
    `ai-images/svg/${taskId}-1.svg`,
    `ai-images/favicon/${taskId}-1.zip`,
    // Exports under their unguessable names (downloads.service.ts exportKey).
    `ai-images/png/${taskId}-2-${"a".repeat(22)}.png`,
    `ai-images/favicon/${taskId}-1-${"b".repeat(22)}.zip`,
    `uploads/${who.user.id}/reference.png`,
    `saved-logos/${who.user.id}/7/basic-800x600.png`,
    `bulk-fill/${who.user.id}/${randomUUID()}.zip`,
    `signatures/${who.user.id}/${"c".repeat(32)}.png`,
    // A saved custom font and one uploaded but not saved yet (modules/fonts).
    `fonts/users/${who.user.id}/1.ttf`,
    `fonts/tmp/${who.user.id}/${randomUUID()}.ttf`,
    avatar,
    // Resized copies /oss made of a result and of an upload.
    `.variants/ai-images/${taskId}/1.png/600___80_abc.webp`,
    `.variants/uploads/${who.user.id}/reference.png/400___80_abc.webp`,
  ];
  for (const key of keys) await ctx.storage.put(key, "bytes");
  return { taskId, keys };
}

describe("deleting an account", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ captcha: "off" });
  });
  afterAll(() => ctx.close());

  it("removes the account's results, exports, uploads, avatar and records, and keeps its ledger rows", async () => {
    const owner = await signIn(ctx, { mobile: `139${String(Date.now()).slice(-8)}`, passwordHash: "x" });
    const other = await signIn(ctx);
    await ctx.app.services.credits.grant({ userId: owner.user.id, amount: 5, kind: "register", reason: "grant.register", idempotencyKey: "grant.register" });
    await ctx.app.services.credits.spend({
      userId: owner.user.id,
      amount: 2,
      kind: "aiimage",
      reason: "ai.image",
      reference: "t",
      idempotencyKey: `spend:${randomUUID()}`,
    });
    const ledgerBefore = await ctx.database.db.select().from(creditLedger).where(eq(creditLedger.userId, owner.user.id));
    expect(ledgerBefore).toHaveLength(2);
    const mine = await ownedEverything(ctx, owner);
    await ctx.database.db.insert(outbox).values([
      { recipient: owner.user.email ?? "", textBody: "sign in" },
      { recipient: other.user.email ?? "", textBody: "sign in" },
    ]);
    const theirs = await ownedEverything(ctx, other);
    // A saved classic logo and the last typed logo name (the classic maker's records).
    for (const who of [owner, other]) {
      await ctx.database.db.execute(
        sql`INSERT INTO saved_logos (user_id, uuid, token, logo_name, data, design, svg) VALUES (${who.user.id}, ${randomUUID()}, '0123456789abcdef', 'Aurora', '{}', '{}', '<svg/>')`,
      );
    }
    expect((await ctx.app.inject({ method: "POST", url: "/api/user/storeLogoname", headers: owner.headers, payload: { logoname: "Aurora" } })).statusCode).toBe(
      200,
    );
    // The generator's records: an own image tag and a bulk's prompts, for both accounts.
    for (const who of [owner, other]) {
      await ctx.database.db.execute(sql`INSERT INTO ai_image_tags (product_type, name, user_id) VALUES ('aiimage', 'holiday', ${who.user.id})`);
      await ctx.database.db.execute(
        sql`INSERT INTO task_bulks (id, user_id, prompts, options) VALUES (${randomUUID()}, ${who.user.id}, '["a red fox"]', '{"model":"local","provider":"local","aspect":"1:1","count":1,"references":[]}')`,
      );
      // The icon generator's count of the day (issue 19).
      await ctx.database.db.execute(sql`INSERT INTO icon_generator_usage (user_id, day, used) VALUES (${who.user.id}, '2026-11-26', 2)`);
      // The editor's records (issue 21): a custom font and a mobile-upload link.
      await ctx.database.db.execute(
        sql`INSERT INTO user_fonts (user_id, name, family, file_key, bytes, original_format, created_at) VALUES (${who.user.id}, 'Mine', 'Mine', ${`fonts/users/${who.user.id}/1.ttf`}, 10, 'ttf', now())`,
      );
      await ctx.database.db.execute(
        sql`INSERT INTO mobile_upload_links (id, user_id, design, token_hash, created_at, expires_at) VALUES (${randomUUID()}, ${who.user.id}, 'new', ${randomUUID()}, now(), now() + interval '30 minutes')`,
      );
    }

    const response = await ctx.app.inject({ method: "DELETE", url: "/api/user", headers: owner.headers });
    expect(response.statusCode).toBe(200);

    for (const key of mine.keys) expect(await ctx.storage.head(key), key).toBeNull();
    // Another account's files are untouched.
    for (const key of theirs.keys) expect(await ctx.storage.head(key), key).not.toBeNull();

    const db = ctx.database.db;
    expect(await db.select().from(tasks).where(eq(tasks.userId, owner.user.id))).toEqual([]);
    expect(await db.select().from(aiImages).where(eq(aiImages.userId, owner.user.id))).toEqual([]);
    expect(await db.select().from(paidDownloads).where(eq(paidDownloads.userId, owner.user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, owner.user.id))).toEqual([]);
    expect(await db.select().from(tasks).where(eq(tasks.id, theirs.taskId))).toHaveLength(1);
    expect(await db.select().from(savedLogos).where(eq(savedLogos.userId, owner.user.id))).toEqual([]);
    expect(await db.select().from(savedLogos).where(eq(savedLogos.userId, other.user.id))).toHaveLength(1);
    expect(await db.select().from(logoNames).where(eq(logoNames.userId, owner.user.id))).toEqual([]);
    expect(await db.select().from(aiImageTags).where(eq(aiImageTags.userId, owner.user.id))).toEqual([]);
    expect(await db.select().from(aiImageTags).where(eq(aiImageTags.userId, other.user.id))).toHaveLength(1);
    expect(await db.select().from(taskBulks).where(eq(taskBulks.userId, owner.user.id))).toEqual([]);
    expect(await db.select().from(taskBulks).where(eq(taskBulks.userId, other.user.id))).toHaveLength(1);
    expect(await db.select().from(iconGeneratorUsage).where(eq(iconGeneratorUsage.userId, owner.user.id))).toEqual([]);
    expect(await db.select().from(iconGeneratorUsage).where(eq(iconGeneratorUsage.userId, other.user.id))).toHaveLength(1);
    expect(await db.select().from(userFonts).where(eq(userFonts.userId, owner.user.id))).toEqual([]);
    expect(await db.select().from(userFonts).where(eq(userFonts.userId, other.user.id))).toHaveLength(1);
    expect(await db.select().from(mobileUploadLinks).where(eq(mobileUploadLinks.userId, owner.user.id))).toEqual([]);
    expect(await db.select().from(mobileUploadLinks).where(eq(mobileUploadLinks.userId, other.user.id))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, owner.user.email ?? "")),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, other.user.email ?? "")),
    ).toHaveLength(1);

    // The ledger keeps every row, pointing at an anonymous tombstone of the account.
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, owner.user.id))).toEqual(ledgerBefore);
    const [tombstone] = await db.select().from(users).where(eq(users.id, owner.user.id));
    expect(tombstone).toMatchObject({ email: null, mobile: null, wechatOpenid: null, name: "", avatar: "", passwordHash: null, isAdmin: false });
    expect(tombstone?.deletedAt).toBeInstanceOf(Date);
    expect(tombstone?.blacklistedAt).toBeInstanceOf(Date);

    // The old session is dead, and the e-mail is free for a new, empty account.
    expect((await ctx.app.inject({ method: "GET", url: "/api/user", headers: owner.headers })).json<{ data: unknown }>().data).toBeNull();
    const again = await ctx.app.inject({ method: "POST", url: "/api/register", payload: { email: owner.user.email, password: "long enough" } });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: { user: { id: number } } }>().data.user.id).not.toBe(owner.user.id);
  });
});
