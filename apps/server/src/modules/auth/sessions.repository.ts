import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { sessions, users, type UserRow } from "../../db/schema";

/** A live session row joined with its user, as `resolve` needs it. */
export type LiveSession = { user: UserRow; sessionId: number; lastUsedAt: Date; expiresAt: Date; partner: string | null };

export type NewSession = { userId: number; tokenHash: string; expiresAt: Date; lastUsedAt: Date; userAgent: string; ip: string; partner: string | null };

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

/** The SQL of sessions (rules in session.service.ts): rows keyed by the token's hash. */
export function createSessionsRepository(db: Db) {
  // Every API request resolves its session: the query is built and prepared once, not per request.
  const resolveQuery = db
    .select({ user: users, sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt, partner: sessions.partner })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder("hash")), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder("at"))))
    .limit(1)
    .prepare("session_resolve");
  return {
    /** The unrevoked session of a token hash that has not expired at `at`, with its user. */
    async findLive(tokenHash: string, at: Date): Promise<LiveSession | null> {
      return (await resolveQuery.execute({ hash: tokenHash, at }))[0] ?? null;
    },
    async touch(sessionId: number, at: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, sessionId));
    },
    async insert(values: NewSession): Promise<void> {
      await db.insert(sessions).values(values);
    },
    async revokeByHash(tokenHash: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },
    async revokeAllForUser(userId: number, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
    /** Deletes sessions that expired or were revoked before `cutoff`; how many went. */
    async deleteEndedBefore(cutoff: Date): Promise<number> {
      const gone = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)))
        .returning({ id: sessions.id });
      return gone.length;
    },
  };
}
