import { createHash, randomBytes } from "node:crypto";
import type { UserRow } from "../../db/schema";
import type { SessionsRepository } from "./sessions.repository";

export const SESSION_COOKIE = "sid";
const DAY = 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so reading a session is not a write every time. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** How many resolved sessions one process keeps for `resolveCached` (oldest dropped first). */
const CACHE_MAX = 10_000;

type CachedSession = { resolved: ResolvedSession; expiresAt: Date; cachedAt: number };

/** A resolved session: its user, and the embedding partner that issued it (SDK iframe mode) or null. */
export type ResolvedSession = { user: UserRow; partner: string | null };

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Sessions are random 256-bit tokens handed to the client once; the database keeps their SHA-256
 * hash, expiry and last use. A revoked, expired or blacklisted user's token resolves to nobody.
 */
export function createSessionService(repository: SessionsRepository, options: { ttlDays: number; now?: () => Date; cacheTtlMs?: number }) {
  const now = options.now ?? (() => new Date());
  const cacheTtlMs = options.cacheTtlMs ?? 0;
  // token -> the session's user as last read. Only `resolveCached` reads it; revocations in this
  // process evict at once, other processes' entries age out after cacheTtlMs. Keyed by the token
  // itself, not its hash: a hit then costs no SHA-256 (the hottest route, result polling, is nearly
  // all hits), and the token is in this process's memory for the request anyway.
  const cache = new Map<string, CachedSession>();
  const lookup = async (hash: string, at: Date): Promise<{ user: UserRow; partner: string | null; expiresAt: Date } | null> => {
    const row = await repository.findLive(hash, at);
    if (!row || row.user.blacklistedAt) return null;
    if (at.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) await repository.touch(row.sessionId, at);
    return { user: row.user, partner: row.partner, expiresAt: row.expiresAt };
  };
  const resolveSession = async (token: string): Promise<ResolvedSession | null> => {
    if (token.length < 20 || token.length > 100) return null;
    const found = await lookup(hashToken(token), now());
    return found ? { user: found.user, partner: found.partner } : null;
  };
  // token -> the database read under way for it. When an entry ages out, every request of that
  // token arriving meanwhile waits for the one read instead of making its own: a client with many
  // connections (or tabs) polling at once otherwise sent a burst of identical queries every TTL.
  const reading = new Map<string, Promise<ResolvedSession | null>>();
  // Bumped by every revocation in this process: a read that began before one is answered to the
  // requests already waiting for it, but neither cached nor joined by later ones.
  let revocations = 0;
  const readThrough = async (token: string, at: Date): Promise<ResolvedSession | null> => {
    const seen = revocations;
    const found = await lookup(hashToken(token), at);
    if (seen !== revocations) return found ? { user: found.user, partner: found.partner } : null;
    cache.delete(token);
    if (!found) return null;
    if (cache.size >= CACHE_MAX) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    const resolved = { user: found.user, partner: found.partner };
    cache.set(token, { resolved, expiresAt: found.expiresAt, cachedAt: at.getTime() });
    return resolved;
  };
  const forget = (token: string) => {
    revocations += 1;
    reading.delete(token);
    cache.delete(token);
  };
  /** A read under way may be of one of this user's tokens: none is joined or cached any more. */
  const forgetUser = (userId: number) => {
    revocations += 1;
    reading.clear();
    for (const [token, entry] of cache) if (entry.resolved.user.id === userId) cache.delete(token);
  };
  /** One read of a token, which later requests of that token join until it is answered. */
  const startRead = (token: string, at: Date): Promise<ResolvedSession | null> => {
    const read: Promise<ResolvedSession | null> = readThrough(token, at).finally(() => {
      if (reading.get(token) === read) reading.delete(token);
    });
    reading.set(token, read);
    return read;
  };
  /**
   * The cached resolution of a token while it is fresh (read less than cacheTtlMs ago, not expired),
   * else undefined. Past half its life an entry is read again in the background while it goes on
   * answering (refresh ahead): a token in steady use, such as a page polling its task, never waits
   * for the database when its entry ages out. Before, every TTL all its requests in flight stalled
   * together behind one read (all 200 connections of the polling bench). No entry is answered past the TTL
   * either way, so a revocation in another process still takes effect here within it (sooner now:
   * the refresh finds the session gone and drops the entry); a failed refresh leaves the entry to
   * age out, and the next request reads in the foreground and gets the error.
   */
  const freshCached = (token: string, at: Date): ResolvedSession | undefined => {
    const hit = cacheTtlMs > 0 ? cache.get(token) : undefined;
    if (!hit || hit.expiresAt <= at) return undefined;
    const age = at.getTime() - hit.cachedAt;
    if (age >= cacheTtlMs) return undefined;
    if (age >= cacheTtlMs / 2 && !reading.has(token)) startRead(token, at).catch(() => undefined);
    return hit.resolved;
  };
  const resolveSessionCached = async (token: string): Promise<ResolvedSession | null> => {
    if (token.length < 20 || token.length > 100) return null;
    if (cacheTtlMs <= 0) return resolveSession(token);
    const at = now();
    const hit = freshCached(token, at);
    if (hit) return hit;
    return reading.get(token) ?? startRead(token, at);
  };
  return {
    /** `partner` marks a session issued server to server by an embedding partner (SDK iframe mode). */
    async create(userId: number, meta: { userAgent?: string; ip?: string; partner?: string } = {}): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(now().getTime() + options.ttlDays * DAY);
      await repository.insert({
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

    /**
     * What `resolveSessionCached` would answer from memory right now, without waiting; undefined
     * when it would have to read the database (not cached, or no longer fresh). Lets the hottest
     * route's session hook finish synchronously.
     */
    freshCachedSession(token: string): ResolvedSession | undefined {
      return freshCached(token, now());
    },

    async revoke(token: string): Promise<void> {
      forget(token);
      await repository.revokeByHash(hashToken(token), now());
      // Again once written: a read that began while the write was under way may have found it live.
      forget(token);
    },

    async revokeAllForUser(userId: number): Promise<void> {
      forgetUser(userId);
      await repository.revokeAllForUser(userId, now());
      forgetUser(userId);
    },

    /** Housekeeping: forget sessions that expired or were revoked more than a day ago. */
    async prune(): Promise<number> {
      return repository.deleteEndedBefore(new Date(now().getTime() - DAY));
    },
  };
}
