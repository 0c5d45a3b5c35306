import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { createSessionService, hashToken } from "./session.service";
import { createSessionsRepository } from "./sessions.repository";

describe("sessions", () => {
  let ctx: TestContext;
  let time = new Date("2026-01-01T00:00:00Z");
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const service = () => createSessionService(createSessionsRepository(ctx.database.db), { ttlDays: 30, now: () => time });

  it("stores only a hash of the token and resolves the user", async () => {
    const { user } = await signIn(ctx);
    const { token } = await service().create(user.id, { userAgent: "test" });
    const stored = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((s) => s.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await service().resolve(token))?.id).toBe(user.id);
    expect(await service().resolve(`${token}x`)).toBeNull();
  });

  it("refuses an expired, a revoked and a blacklisted user's token", async () => {
    const { user } = await signIn(ctx);
    const expiring = await service().create(user.id);
    time = new Date(time.getTime() + 31 * 24 * 3600 * 1000);
    expect(await service().resolve(expiring.token)).toBeNull();

    const revoked = await service().create(user.id);
    expect(await service().resolve(revoked.token)).not.toBeNull();
    await service().revoke(revoked.token);
    expect(await service().resolve(revoked.token)).toBeNull();

    const live = await service().create(user.id);
    await ctx.database.db.update(users).set({ blacklistedAt: time }).where(eq(users.id, user.id));
    expect(await service().resolve(live.token)).toBeNull();
  });

  it("recognises a bearer token on requests and forgets it after revoking all", async () => {
    const signed = await signIn(ctx);
    ctx.app.get("/api/test/whoami", async (request) => ({ code: 200, data: request.user?.id ?? null, msg: "success" }));
    const who = async (headers: Record<string, string>) =>
      (await ctx.app.inject({ method: "GET", url: "/api/test/whoami", headers })).json() as { data: number | null };
    expect((await who(signed.headers)).data).toBe(signed.user.id);
    expect((await who({ cookie: `sid=${signed.token}` })).data).toBe(signed.user.id);
    expect((await who({})).data).toBeNull();
    await createSessionService(createSessionsRepository(ctx.database.db), { ttlDays: 30 }).revokeAllForUser(signed.user.id);
    expect((await who(signed.headers)).data).toBeNull();
  });

  it("answers resolveCached from memory for the TTL, but forgets a token revoked in this process at once", async () => {
    const { user } = await signIn(ctx);
    const here = createSessionService(createSessionsRepository(ctx.database.db), { ttlDays: 30, now: () => time, cacheTtlMs: 2_000 });
    const elsewhere = createSessionService(createSessionsRepository(ctx.database.db), { ttlDays: 30, now: () => time, cacheTtlMs: 2_000 });

    // Revoked by another process: this one may go on answering from memory for at most the TTL.
    const one = await here.create(user.id);
    expect((await here.resolveCached(one.token))?.id).toBe(user.id);
    await elsewhere.revoke(one.token);
    expect(await here.resolve(one.token)).toBeNull();
    expect((await here.resolveCached(one.token))?.id).toBe(user.id);
    time = new Date(time.getTime() + 2_000);
    expect(await here.resolveCached(one.token)).toBeNull();

    // Revoked here (logout), or all of a user's sessions (blacklist, deletion): gone at once.
    const two = await here.create(user.id);
    expect((await here.resolveCached(two.token))?.id).toBe(user.id);
    await here.revoke(two.token);
    expect(await here.resolveCached(two.token)).toBeNull();
    const three = await here.create(user.id);
    expect((await here.resolveCached(three.token))?.id).toBe(user.id);
    await here.revokeAllForUser(user.id);
    expect(await here.resolveCached(three.token)).toBeNull();

    // A session that expires within the TTL is not answered from memory past its expiry.
    const shortLived = createSessionService(createSessionsRepository(ctx.database.db), { ttlDays: 1, now: () => time, cacheTtlMs: 60_000 });
    const four = await shortLived.create(user.id);
    expect((await shortLived.resolveCached(four.token))?.id).toBe(user.id);
    time = new Date(time.getTime() + 24 * 3600 * 1000);
    expect(await shortLived.resolveCached(four.token)).toBeNull();
    expect(await shortLived.resolveCached("not-a-token")).toBeNull();
  });

  it("reads a token once for all the requests that find its cached entry aged out, and caches no read a revocation overtook", async () => {
    const { user } = await signIn(ctx);
    const repository = createSessionsRepository(ctx.database.db);
    let reads = 0;
    const counted = { ...repository, findLive: (...args: Parameters<typeof repository.findLive>) => ((reads += 1), repository.findLive(...args)) };
    const here = createSessionService(counted, { ttlDays: 30, now: () => time, cacheTtlMs: 2_000 });
    const { token } = await here.create(user.id);

    const first = await Promise.all(Array.from({ length: 50 }, () => here.resolveCached(token)));
    expect(first.every((u) => u?.id === user.id)).toBe(true);
    expect(reads).toBe(1);
    time = new Date(time.getTime() + 2_000);
    const again = await Promise.all(Array.from({ length: 50 }, () => here.resolveCached(token)));
    expect(again.every((u) => u?.id === user.id)).toBe(true);
    expect(reads).toBe(2);

    // Revoked while a read is under way: that read is not cached, and a later request reads again.
    time = new Date(time.getTime() + 2_000);
    const underWay = here.resolveCached(token);
    await here.revoke(token);
    await underWay;
    expect(await here.resolveCached(token)).toBeNull();
    expect(reads).toBe(4);
  });

  it("reads a token in use again in the background past half the TTL, so it never waits, and drops it when the read finds it revoked", async () => {
    const { user } = await signIn(ctx);
    const repository = createSessionsRepository(ctx.database.db);
    let reads = 0;
    let answered = 0;
    const counted = {
      ...repository,
      findLive: (...args: Parameters<typeof repository.findLive>) => ((reads += 1), repository.findLive(...args).finally(() => (answered += 1))),
    };
    // A background read has landed once the database answered and the service's continuations ran.
    const landed = async (count: number) => {
      await expect.poll(() => answered).toBe(count);
      await new Promise((resolve) => setImmediate(resolve));
    };
    const here = createSessionService(counted, { ttlDays: 30, now: () => time, cacheTtlMs: 2_000 });
    const elsewhere = createSessionService(repository, { ttlDays: 30, now: () => time, cacheTtlMs: 2_000 });
    const { token } = await here.create(user.id);
    expect((await here.resolveCached(token))?.id).toBe(user.id);
    expect(reads).toBe(1);

    // Younger than half the TTL: memory only.
    time = new Date(time.getTime() + 999);
    expect(here.freshCachedSession(token)?.user.id).toBe(user.id);
    expect(reads).toBe(1);
    // Past half: answered at once from memory, and one read (not one per request) renews the entry.
    time = new Date(time.getTime() + 1);
    expect(here.freshCachedSession(token)?.user.id).toBe(user.id);
    expect(here.freshCachedSession(token)?.user.id).toBe(user.id);
    expect(reads).toBe(2);
    await landed(2);
    // The renewed entry counts from its read: where the first one has aged out, it still answers
    // (and, half its own life gone, is renewed in turn).
    time = new Date(time.getTime() + 1_000);
    expect(here.freshCachedSession(token)?.user.id).toBe(user.id);
    expect(reads).toBe(3);
    await landed(3);

    // Revoked by another process: answered at most until the entry's TTL, and the next renewal drops it.
    await elsewhere.revoke(token);
    time = new Date(time.getTime() + 1_000);
    expect(here.freshCachedSession(token)?.user.id).toBe(user.id);
    expect(reads).toBe(4);
    await landed(4);
    expect(here.freshCachedSession(token)).toBeUndefined();
    expect(await here.resolveCached(token)).toBeNull();
  });

  it("prunes sessions that ended more than a day ago and keeps live ones", async () => {
    const { user } = await signIn(ctx);
    const ended = await service().create(user.id);
    await service().revoke(ended.token);
    time = new Date(time.getTime() + 2 * 24 * 3600 * 1000);
    const live = await service().create(user.id);
    expect(await service().prune()).toBeGreaterThanOrEqual(1);
    const left = (await ctx.database.db.select({ hash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, user.id))).map((row) => row.hash);
    expect(left).toContain(hashToken(live.token));
    expect(left).not.toContain(hashToken(ended.token));
  });
});
