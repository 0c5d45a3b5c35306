/**
 * The accounts tables (users, sessions, outbox, sign-in challenges and attempts, QR sign-ins):
 * the ones every module's tables point at. They live apart from db/schema.ts so that a module's
 * schema can import `users` without importing the file that re-exports it (no import circle).
 */
import { bigint, bigserial, boolean, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

export const users = pgTable("users", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  email: text("email").unique(),
  name: text("name").notNull().default(""),
  mobile: text("mobile").unique(),
  avatar: text("avatar").notNull().default(""),
  aiCredits: integer("ai_credits").notNull().default(0),
  credits: integer("credits").notNull().default(0),
  freeCredits: integer("free_credits").notNull().default(0),
  vip: boolean("vip").notNull().default(false),
  superVip: boolean("super_vip").notNull().default(false),
  vipEndsAt: timestamp("vip_ends_at", { withTimezone: true }),
  isAdmin: boolean("is_admin").notNull().default(false),
  designerType: integer("designer_type").notNull().default(0),
  stripeMerchant: smallint("stripe_merchant").notNull().default(0),
  blacklistedAt: timestamp("blacklisted_at", { withTimezone: true }),
  language: text("language").notNull().default("zh"),
  /** argon2id; null for users who only sign in by e-mail or a provider. */
  passwordHash: text("password_hash"),
  /** The messaging-app (WeChat) user id of the Chinese variant's QR sign-in. */
  wechatOpenid: text("wechat_openid").unique(),
  /** Null until the owner proves the e-mail (verification link, e-mail sign-in, Google/Facebook). */
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  /** The embedding partner that made this account (migration 0015); only it may sign it in server to server. */
  createdByPartner: text("created_by_partner"),
  /** Set when the owner deleted the account (migration 0017): the row stays only for the credit ledger. */
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
    /** The embedding partner that issued this session (SDK iframe mode), or null. */
    partner: text("partner"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel").notNull().default("email"),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull().default(""),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull().default(""),
    language: text("language").notNull().default("en"),
    delivered: boolean("delivered").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_recipient_idx").on(t.recipient, t.id)],
);

export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    purpose: text("purpose").notNull(),
    recipient: text("recipient").notNull(),
    secretHash: text("secret_hash").notNull().unique(),
    codeHash: text("code_hash").notNull(),
    wrongTries: integer("wrong_tries").notNull().default(0),
    ip: text("ip").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("sign_in_challenges_recipient_idx").on(t.recipient, t.createdAt), index("sign_in_challenges_ip_idx").on(t.ip, t.createdAt)],
);

export const authAttempts = pgTable(
  "auth_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    action: text("action").notNull(),
    subject: text("subject").notNull().default(""),
    ip: text("ip").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_attempts_subject_idx").on(t.action, t.subject, t.createdAt), index("auth_attempts_ip_idx").on(t.action, t.ip, t.createdAt)],
);

export const qrSignIns = pgTable(
  "qr_sign_ins",
  {
    uuid: text("uuid").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("qr_sign_ins_created_idx").on(t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type SignInChallengeRow = typeof signInChallenges.$inferSelect;
