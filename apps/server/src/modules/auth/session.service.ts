import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { sessions, users, type UserRow } from "../../db/schema";

export const SESSION_COOKIE = "sid";
const DAY = 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so reading a session is not a write every time. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** How many resolved sessions one process keeps for `resolveCached` (oldest dropped first). */
const CACHE_MAX = 10_000;

type CachedSession = { user: UserRow; partner: string | null; expiresAt: Date; cachedAt: number };

/** A resolved session: its user, and the embedding partner that issued it (SDK iframe mode) or null. */
export type ResolvedSession = { user: UserRow; partner: string | null };

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Sessions are random 256-bit tokens handed to the client once; the database keeps their SHA-256
 * hash, expiry and last use. A revoked, expired or blacklisted user's token resolves to nobody.
 */
export function createSessionService(db: Db, options: { ttlDays: number; now?: () => Date; cacheTtlMs?: number }) {
  const now = options.now ?? (() => new Date());
  const cacheTtlMs = options.cacheTtlMs ?? 0;
  // token hash -> the session's user as last read. Only `resolveCached` reads it; revocations in
  // this process evict at once, other processes' entries age out after cacheTtlMs.
  const cache = new Map<string, CachedSession>();
  // Every API request resolves its session: the query is built and prepared once, not per request.
  const resolveQuery = db
    .select({ user: users, sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt, partner: sessions.partner })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder("hash")), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder("at"))))
    .limit(1)
    .prepare("session_resolve");
  const lookup = async (hash: string, at: Date): Promise<{ user: UserRow; partner: string | null; expiresAt: Date } | null> => {
    const row = (await resolveQuery.execute({ hash, at }))[0];
    if (!row || row.user.blacklistedAt) return null;
    if (at.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, row.sessionId));
    }
    return { user: row.user, partner: row.partner, expiresAt: row.expiresAt };
  };
  const resolveSession = async (token: string): Promise<ResolvedSession | null> => {
    if (token.length < 20 || token.length > 100) return null;
    const found = await lookup(hashToken(token), now());
    return found ? { user: found.user, partner: found.partner } : null;
  };
  const resolveSessionCached = async (token: string): Promise<ResolvedSession | null> => {
    if (token.length < 20 || token.length > 100) return null;
    const hash = hashToken(token);
    const at = now();
    if (cacheTtlMs <= 0) return resolveSession(token);
    const hit = cache.get(hash);
    if (hit && at.getTime() - hit.cachedAt < cacheTtlMs && hit.expiresAt > at) return { user: hit.user, partner: hit.partner };
    const found = await lookup(hash, at);
    cache.delete(hash);
    if (!found) return null;
    if (cache.size >= CACHE_MAX) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(hash, { user: found.user, partner: found.partner, expiresAt: found.expiresAt, cachedAt: at.getTime() });
    return { user: found.user, partner: found.partner };
  };
  return {
    /** `partner` marks a session issued server to server by an embedding partner (SDK iframe mode). */
    async create(userId: number, meta: { userAgent?: string; ip?: string; partner?: string } = {}): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(now().getTime() + options.ttlDays * DAY);
      await db.insert(sessions).values({
        userId,
        tokenHash: hashToken(token),
        expiresAt,
        lastUsedAt: now(),
        userAgent: (meta.userAgent ?? "").slice(0, 300),
        ip: meta.ip ?? "",
        partner: meta.partner ?? null,
      });
      return { token, expiresAt };
    },

    /** The signed-in user of a token, or null: always read from the database. */
    async resolve(token: string): Promise<UserRow | null> {
      return (await resolveSession(token))?.user ?? null;
    },

    /** The user and the issuing partner of a token: always read from the database. */
    resolveSession,

    /**
     * Like `resolve`, but a session read less than `cacheTtlMs` ago is answered from memory: for
     * routes that only need who the user is (result polling), not their current balance. Logout,
     * revoke-all and blacklisting in this process evict at once; in another process a revoked token
     * works for at most `cacheTtlMs` more.
     */
    async resolveCached(token: string): Promise<UserRow | null> {
      return (await resolveSessionCached(token))?.user ?? null;
    },

    /** `resolveSession` through the same short cache as `resolveCached`. */
    resolveSessionCached,

    async revoke(token: string): Promise<void> {
      const hash = hashToken(token);
      cache.delete(hash);
      await db.update(sessions).set({ revokedAt: now() }).where(and(eq(sessions.tokenHash, hash), isNull(sessions.revokedAt)));
    },

    async revokeAllForUser(userId: number): Promise<void> {
      for (const [hash, entry] of cache) if (entry.user.id === userId) cache.delete(hash);
      await db.update(sessions).set({ revokedAt: now() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    /** Housekeeping: forget sessions that expired or were revoked more than a day ago. */
    async prune(): Promise<number> {
      const cutoff = new Date(now().getTime() - DAY);
      const result = await db.execute(sql`DELETE FROM sessions WHERE expires_at < ${cutoff} OR revoked_at < ${cutoff}`);
      return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0;
    },
  };
}
