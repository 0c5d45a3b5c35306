import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { authAttempts, signInChallenges, type SignInChallengeRow } from "../../db/schema";

export type ChallengePurpose = "sign_in" | "password_reset" | "sms_sign_in" | "email_verify";
export type ChallengeRepository = ReturnType<typeof createChallengeRepository>;

/** The SQL of sign-in challenges and of the attempt counters behind the sign-in rate limits. */
export function createChallengeRepository(db: Db) {
  return {
    async insert(values: {
      purpose: ChallengePurpose;
      recipient: string;
      secretHash: string;
      codeHash: string;
      ip: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(signInChallenges).values(values);
    },
    async latestFor(purpose: ChallengePurpose, recipient: string): Promise<SignInChallengeRow | null> {
      const [row] = await db
        .select()
        .from(signInChallenges)
        .where(and(eq(signInChallenges.purpose, purpose), eq(signInChallenges.recipient, recipient)))
        .orderBy(desc(signInChallenges.id))
        .limit(1);
      return row ?? null;
    },
    async findBySecretHash(secretHash: string): Promise<SignInChallengeRow | null> {
      const [row] = await db.select().from(signInChallenges).where(eq(signInChallenges.secretHash, secretHash)).limit(1);
      return row ?? null;
    },
    /** Marks the challenge used; false when another request used it first (single use under races). */
    async markUsed(id: number, at: Date, maxWrongTries: number): Promise<boolean> {
      const rows = await db
        .update(signInChallenges)
        .set({ usedAt: at })
        .where(
          and(
            eq(signInChallenges.id, id),
            isNull(signInChallenges.usedAt),
            gt(signInChallenges.expiresAt, at),
            sql`${signInChallenges.wrongTries} < ${maxWrongTries}`,
          ),
        )
        .returning({ id: signInChallenges.id });
      return rows.length === 1;
    },
    async addWrongTry(id: number): Promise<void> {
      await db
        .update(signInChallenges)
        .set({ wrongTries: sql`${signInChallenges.wrongTries} + 1` })
        .where(eq(signInChallenges.id, id));
    },
    async countSince(by: "recipient" | "ip", value: string, since: Date): Promise<number> {
      const column = by === "recipient" ? signInChallenges.recipient : signInChallenges.ip;
      const [row] = await db
        .select({ n: count() })
        .from(signInChallenges)
        .where(and(eq(column, value), gt(signInChallenges.createdAt, since)));
      return Number(row?.n ?? 0);
    },
    async recordAttempt(action: string, subject: string, ip: string, at: Date): Promise<void> {
      await db.insert(authAttempts).values({ action, subject, ip, createdAt: at });
    },
    async countAttemptsSince(action: string, by: "subject" | "ip", value: string, since: Date): Promise<number> {
      const column = by === "subject" ? authAttempts.subject : authAttempts.ip;
      const [row] = await db
        .select({ n: count() })
        .from(authAttempts)
        .where(and(eq(authAttempts.action, action), eq(column, value), gt(authAttempts.createdAt, since)));
      return Number(row?.n ?? 0);
    },
  };
}
