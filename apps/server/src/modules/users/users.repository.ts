import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users, type UserRow } from "../../db/schema";

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createUsersRepository(db: Db) {
  return {
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(email)))
        .limit(1);
      return row ?? null;
    },
    /** The user with this e-mail, created on first sign-in. Safe when two requests race. */
    async findOrCreateByEmail(email: string, language: "en" | "zh"): Promise<UserRow> {
      const normalized = normalizeEmail(email);
      await db
        .insert(users)
        .values({ email: normalized, name: normalized.split("@")[0] ?? "", language })
        .onConflictDoNothing({ target: users.email });
      const row = await this.findByEmail(normalized);
      if (!row) throw new Error("user vanished after insert");
      return row;
    },
    async findByMobile(mobile: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
      return row ?? null;
    },
    async findByWechat(openid: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.wechatOpenid, openid)).limit(1);
      return row ?? null;
    },
    /** The user of this mobile number (cn variant), created on first sign-in. Safe when two requests race. */
    async findOrCreateByMobile(mobile: string): Promise<UserRow> {
      await db
        .insert(users)
        .values({ mobile, name: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, language: "zh" })
        .onConflictDoNothing({ target: users.mobile });
      const row = await this.findByMobile(mobile);
      if (!row) throw new Error("user vanished after insert");
      return row;
    },
    /** The user of this messaging-app id (cn variant QR), created on first scan. Safe when two requests race. */
    async findOrCreateByWechat(openid: string, name: string): Promise<UserRow> {
      await db.insert(users).values({ wechatOpenid: openid, name, language: "zh" }).onConflictDoNothing({ target: users.wechatOpenid });
      const row = await this.findByWechat(openid);
      if (!row) throw new Error("user vanished after insert");
      return row;
    },
    async create(values: typeof users.$inferInsert): Promise<UserRow | null> {
      const [row] = await db
        .insert(users)
        .values({ ...values, email: values.email ? normalizeEmail(values.email) : values.email })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },
    async update(
      id: number,
      values: Partial<Pick<UserRow, "name" | "avatar" | "passwordHash" | "isAdmin" | "blacklistedAt" | "language" | "emailVerifiedAt">>,
    ): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },
    /**
     * Binds a proven mobile to an account (the cn site's bind-mobile dialog). "taken": another
     * account holds it (users.mobile is unique; the NOT EXISTS spares the error, the constraint
     * still decides a race, which then reads back as taken).
     */
    async bindMobile(id: number, mobile: string): Promise<UserRow | "taken" | null> {
      try {
        const [row] = await db
          .update(users)
          .set({ mobile, updatedAt: sql`now()` })
          .where(and(eq(users.id, id), sql`NOT EXISTS (SELECT 1 FROM users other WHERE other.mobile = ${mobile} AND other.id <> ${id})`))
          .returning();
        if (row) return row;
      } catch (error) {
        if (!(await this.findByMobile(mobile))) throw error;
      }
      return (await this.findByMobile(mobile)) ? "taken" : null;
    },
    /** Marks these e-mails as admins; returns how many users matched. */
    async grantAdmin(emails: string[]): Promise<number> {
      if (emails.length === 0) return 0;
      const rows = await db
        .update(users)
        .set({ isAdmin: true, updatedAt: sql`now()` })
        .where(inArray(users.email, emails.map(normalizeEmail)))
        .returning({ id: users.id });
      return rows.length;
    },
  };
}
