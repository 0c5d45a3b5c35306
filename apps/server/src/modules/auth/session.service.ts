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

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Sessions are random 256-bit tokens handed to the client once; the database keeps their SHA-256
 * hash, expiry and last use. A revoked, expired or blacklisted user's token resolves to nobody.
 */
export function createSessionService(db: Db, options: { ttlDays: number; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  // Every API request resolves its session: the query is built and prepared once, not per request.
  const resolveQuery = db
    .select({ user: users, sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder("hash")), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder("at"))))
    .limit(1)
    .prepare("session_resolve");
  return {
    async create(userId: number, meta: { userAgent?: string; ip?: string } = {}): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(now().getTime() + options.ttlDays * DAY);
      await db.insert(sessions).values({
        userId,
        tokenHash: hashToken(token),
        expiresAt,
        lastUsedAt: now(),
        userAgent: (meta.userAgent ?? "").slice(0, 300),
        ip: meta.ip ?? "",
      });
      return { token, expiresAt };
    },

    /** The signed-in user of a token, or null. */
    async resolve(token: string): Promise<UserRow | null> {
      if (token.length < 20 || token.length > 100) return null;
      const at = now();
      const rows = await resolveQuery.execute({ hash: hashToken(token), at });
      const row = rows[0];
      if (!row || row.user.blacklistedAt) return null;
      if (at.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, row.sessionId));
      }
      return row.user;
    },

    async revoke(token: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: now() }).where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
    },

    async revokeAllForUser(userId: number): Promise<void> {
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
