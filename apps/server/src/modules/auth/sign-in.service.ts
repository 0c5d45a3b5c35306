import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { hash as argon2Hash, verify as argon2Verify } from "@node-rs/argon2";
import type { Language } from "@studio/contracts";
import { signInWaits } from "@studio/domain";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Mailer } from "../mail/mailer";
import { passwordResetMessage, signInMessage, smsCodeMessage } from "../mail/mail-messages";
import { normalizeEmail, type UsersRepository } from "../users/users.repository";
import { createCallLimiter, rateLimited, type CallLimitName } from "./call-limits";
import type { ChallengePurpose, ChallengeRepository } from "./challenge.repository";
import type { SmsSender } from "./cn/sms-sender";
import type { VerifiedIdentity } from "./identity/identity-provider";
import { hashToken, type SessionService } from "./session.service";

/**
 * The spec's numbers and ours: the waits between messages (@studio/domain signInWaits: 10 s between
 * e-mails, the code's countdown; 60 s between SMS), 15 min validity, 5 wrong codes, and the hourly
 * limits per address and per network that stop abuse.
 */
export const signInLimits = {
  emailResendWaitMs: signInWaits.emailCodeResendMs,
  smsResendWaitMs: signInWaits.smsResendMs,
  challengeTtlMs: 15 * 60_000,
  maxWrongCodes: 5,
  requestsPerRecipientPerHour: 5,
  requestsPerIpPerHour: 20,
  failedLoginsPerEmail: 10,
  failedLoginsPerIp: 50,
  failedLoginWindowMs: 15 * 60_000,
  registrationsPerIpPerHour: 10,
} as const;

const HOUR = 3_600_000;

export type RequestMeta = { ip: string; userAgent: string; language: Language; linkBase: string };
export type SignedInResult = { token: string; expiresAt: Date; user: UserRow };

function codeHash(challengeSecretHash: string, code: string): string {
  // Bound to the challenge, so the same code in two challenges hashes differently.
  return createHash("sha256").update(`${challengeSecretHash}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function looksLikeEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email);
}

/** Spec: 11 digits, 1 then 3-9 ('请输入您的手机号码' / '请输入正确的手机号码'). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

function assertMobile(mobile: string): void {
  if (!mobile) throw new AppError("VALIDATION", "请输入您的手机号码");
  if (!MOBILE_PATTERN.test(mobile)) throw new AppError("VALIDATION", "请输入正确的手机号码");
}

export type SignInService = ReturnType<typeof createSignInService>;

/**
 * Every sign-in path that ends in a session: e-mail magic link, e-mail code, password and password
 * reset. The link's secret and the code are stored only as hashes and work once; a blacklisted
 * user is refused on every path.
 */
export function createSignInService(deps: {
  users: UsersRepository;
  challenges: ChallengeRepository;
  sessions: SessionService;
  mailer: Mailer;
  /** The cn variant's SMS codes (the outbox sender unless a vendor adapter is configured). */
  sms: SmsSender;
  /** ADMIN_EMAILS: these become admins when they sign in (and at start-up). */
  adminEmails?: string[];
  /** SIGN_IN_MAILS_PER_NETWORK_HOUR (default `signInLimits.requestsPerIpPerHour`, 20). */
  mailsPerNetworkPerHour?: number;
  /** SIGN_IN_ATTEMPTS_PER_NETWORK (default each call limit's own, 30 per 15 minutes). */
  attemptsPerNetwork?: number;
  now?: () => Date;
}) {
  const mailsPerNetworkPerHour = deps.mailsPerNetworkPerHour ?? signInLimits.requestsPerIpPerHour;
  const adminEmails = new Set(deps.adminEmails ?? []);
  const now = deps.now ?? (() => new Date());
  const calls = createCallLimiter({ attempts: deps.challenges, now, perIp: deps.attemptsPerNetwork });

  async function assertMayRequest(purpose: ChallengePurpose, recipient: string, ip: string, at: Date): Promise<void> {
    const latest = await deps.challenges.latestFor(purpose, recipient);
    if (latest) {
      const waited = at.getTime() - latest.createdAt.getTime();
      const wait = purpose === "sms_sign_in" ? signInLimits.smsResendWaitMs : signInLimits.emailResendWaitMs;
      if (waited < wait) {
        const seconds = Math.ceil((wait - waited) / 1000);
        const what = purpose === "sms_sign_in" ? "code" : "e-mail";
        throw rateLimited(`Please wait ${seconds} seconds before asking for another ${what}.`, seconds);
      }
    }
    const since = new Date(at.getTime() - HOUR);
    if ((await deps.challenges.countSince("recipient", recipient, since)) >= signInLimits.requestsPerRecipientPerHour) {
      throw rateLimited("Too many messages were sent to this address. Please try again in an hour.", 3600);
    }
    if ((await deps.challenges.countSince("ip", ip, since)) >= mailsPerNetworkPerHour) {
      throw rateLimited("Too many sign-in requests from your network. Please try again in an hour.", 3600);
    }
  }

  async function sendChallenge(purpose: ChallengePurpose, email: string, meta: RequestMeta): Promise<void> {
    const at = now();
    await assertMayRequest(purpose, email, meta.ip, at);
    const secret = randomBytes(32).toString("base64url");
    const secretHash = hashToken(secret);
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await deps.challenges.insert({
      purpose,
      recipient: email,
      secretHash,
      codeHash: codeHash(secretHash, code),
      ip: meta.ip,
      createdAt: at,
      expiresAt: new Date(at.getTime() + signInLimits.challengeTtlMs),
    });
    const fragment = purpose === "password_reset" ? "reset" : "signin";
    const link = `${meta.linkBase.replace(/\/$/, "")}/?lang=${meta.language}#${fragment}=${secret}`;
    if (purpose === "sms_sign_in") {
      await deps.sms.send(email, smsCodeMessage({ to: email, code, language: meta.language }).text, code);
      return;
    }
    const message =
      purpose === "sign_in"
        ? signInMessage({ to: email, link, code, language: meta.language })
        : passwordResetMessage({ to: email, link, code, language: meta.language });
    await deps.mailer.send(message);
  }

  /** The challenge a link secret names, if it is still usable; marks it used. */
  async function useLink(purpose: ChallengePurpose, secret: string): Promise<string> {
    const at = now();
    const challenge = secret.length >= 20 && secret.length <= 100 ? await deps.challenges.findBySecretHash(hashToken(secret)) : null;
    if (!challenge || challenge.purpose !== purpose || challenge.usedAt || challenge.expiresAt <= at)
      throw new AppError("SIGN_IN_FAILED", "This link is invalid, used or expired.");
    if (!(await deps.challenges.markUsed(challenge.id, at, signInLimits.maxWrongCodes)))
      throw new AppError("SIGN_IN_FAILED", "This link is invalid, used or expired.");
    return challenge.recipient;
  }

  /** Checks a 6-digit code against the latest challenge of this recipient; marks it used. */
  async function useCode(purpose: ChallengePurpose, email: string, code: string): Promise<string> {
    const at = now();
    const challenge = await deps.challenges.latestFor(purpose, email);
    if (!challenge || challenge.usedAt || challenge.expiresAt <= at)
      throw new AppError("SIGN_IN_FAILED", "This code is used or expired. Please ask for a new one.");
    // Locked after five wrong tries: even the right code is refused, so guessing 10^6 codes is impossible.
    if (challenge.wrongTries >= signInLimits.maxWrongCodes) throw new AppError("CODE_LOCKED");
    if (!/^\d{6}$/.test(code) || !sameHash(codeHash(challenge.secretHash, code), challenge.codeHash)) {
      await deps.challenges.addWrongTry(challenge.id);
      throw new AppError("CODE_WRONG");
    }
    if (!(await deps.challenges.markUsed(challenge.id, at, signInLimits.maxWrongCodes))) throw new AppError("CODE_LOCKED");
    return challenge.recipient;
  }

  async function startSession(user: UserRow, meta: Pick<RequestMeta, "ip" | "userAgent">): Promise<SignedInResult> {
    if (user.blacklistedAt) throw new AppError("BLACKLISTED");
    if (!user.isAdmin && user.email && adminEmails.has(user.email)) user = (await deps.users.update(user.id, { isAdmin: true })) ?? user;
    const session = await deps.sessions.create(user.id, { ip: meta.ip, userAgent: meta.userAgent });
    return { ...session, user };
  }

  /** The e-mailed secret or the provider proved the address: the account's e-mail counts as verified. */
  async function emailProven(user: UserRow): Promise<UserRow> {
    if (user.emailVerifiedAt || !user.email) return user;
    return (await deps.users.update(user.id, { emailVerifiedAt: now() })) ?? user;
  }

  async function assertNotBlacklisted(email: string): Promise<void> {
    const user = await deps.users.findByEmail(email);
    if (user?.blacklistedAt) throw new AppError("BLACKLISTED");
  }

  return {
    /** Sends the sign-in e-mail: a magic link and the same challenge's 6-digit code. */
    async requestSignIn(rawEmail: string, meta: RequestMeta): Promise<void> {
      const email = normalizeEmail(rawEmail);
      if (!email) throw new AppError("VALIDATION", "Please enter your email");
      if (!looksLikeEmail(email)) throw new AppError("VALIDATION", "Please enter a valid e-mail address.");
      await assertNotBlacklisted(email);
      await sendChallenge("sign_in", email, meta);
    },

    async verifyLink(secret: string, meta: RequestMeta): Promise<SignedInResult> {
      const email = await useLink("sign_in", secret);
      return startSession(await emailProven(await deps.users.findOrCreateByEmail(email, meta.language)), meta);
    },

    async verifyCode(rawEmail: string, code: string, meta: RequestMeta): Promise<SignedInResult> {
      await calls.hit("emailCode", meta.ip, normalizeEmail(rawEmail));
      const email = await useCode("sign_in", normalizeEmail(rawEmail), code.trim());
      return startSession(await emailProven(await deps.users.findOrCreateByEmail(email, meta.language)), meta);
    },

    async register(input: { email: string; password: string; name?: string | undefined }, meta: RequestMeta): Promise<SignedInResult> {
      const email = normalizeEmail(input.email);
      if (!looksLikeEmail(email)) throw new AppError("VALIDATION", "Please enter a valid e-mail address.");
      const at = now();
      if ((await deps.challenges.countAttemptsSince("register", "ip", meta.ip, new Date(at.getTime() - HOUR))) >= signInLimits.registrationsPerIpPerHour) {
        throw rateLimited("Too many accounts were made from your network. Please try again in an hour.", 3600);
      }
      await deps.challenges.recordAttempt("register", email, meta.ip, at);
      const passwordHash = await argon2Hash(input.password);
      const user = await deps.users.create({ email, name: input.name?.trim() || (email.split("@")[0] ?? ""), passwordHash, language: meta.language });
      // An existing account (even one made by a magic link) keeps its owner: they set a password by reset.
      if (!user) throw new AppError("CONFLICT", "This e-mail is already registered. Please log in or reset your password.");
      return startSession(user, meta);
    },

    async login(input: { email: string; password: string }, meta: RequestMeta): Promise<SignedInResult> {
      const email = normalizeEmail(input.email);
      const at = now();
      const since = new Date(at.getTime() - signInLimits.failedLoginWindowMs);
      if ((await deps.challenges.countAttemptsSince("login_failed", "subject", email, since)) >= signInLimits.failedLoginsPerEmail) {
        throw rateLimited("Too many wrong passwords for this e-mail. Please try again in 15 minutes or reset your password.", 900);
      }
      if ((await deps.challenges.countAttemptsSince("login_failed", "ip", meta.ip, since)) >= signInLimits.failedLoginsPerIp) {
        throw rateLimited("Too many failed sign-ins from your network. Please try again in 15 minutes.", 900);
      }
      const user = await deps.users.findByEmail(email);
      const ok = user?.passwordHash ? await argon2Verify(user.passwordHash, input.password).catch(() => false) : false;
      if (!user || !ok) {
        await deps.challenges.recordAttempt("login_failed", email, meta.ip, at);
        throw new AppError("CREDENTIALS_WRONG");
      }
      return startSession(user, meta);
    },

    /** Chinese variant: a 6-digit code by SMS, through `deps.sms` (by default the outbox). */
    async requestSmsCode(mobile: string, meta: RequestMeta): Promise<void> {
      assertMobile(mobile);
      await sendChallenge("sms_sign_in", mobile, meta);
    },

    async verifySmsCode(mobile: string, code: string, meta: RequestMeta): Promise<SignedInResult> {
      assertMobile(mobile);
      await calls.hit("smsLogin", meta.ip, mobile);
      if (!/^\w{6}$/.test(code.trim())) throw new AppError("VALIDATION", "请输入正确的验证码");
      const verified = await useCode("sms_sign_in", mobile, code.trim());
      return startSession(await deps.users.findOrCreateByMobile(verified), meta);
    },

    /**
     * The cn site's bind-mobile dialog: the code sent by requestSmsCode (the same SMS sender, limits
     * and codes as the sign-in) proves the number, which is then bound to the signed-in account.
     * 409 MOBILE_TAKEN when another account holds it; the account's own number binds again quietly.
     */
    async bindMobile(user: UserRow, mobile: string, code: string, meta: RequestMeta): Promise<UserRow> {
      assertMobile(mobile);
      await calls.hit("smsLogin", meta.ip, mobile);
      if (!/^\w{6}$/.test(code.trim())) throw new AppError("VALIDATION", "请输入正确的验证码");
      // The code first: whether a number belongs to someone is told only to whoever holds the phone.
      const verified = await useCode("sms_sign_in", mobile, code.trim());
      const bound = await deps.users.bindMobile(user.id, verified);
      if (bound === "taken") throw new AppError("MOBILE_TAKEN");
      if (!bound) throw new AppError("NOT_LOGGED_IN");
      return bound;
    },

    /**
     * Counts a call against its per-call limit (call-limits.ts); 429 when over. For the calls whose
     * work starts outside this service (a provider's token check, a QR), so it runs before that work.
     */
    async limitCall(name: CallLimitName, ip: string, subject?: string): Promise<void> {
      await calls.hit(name, ip, subject);
    },

    /** A session for a user another sign-in path (the QR scan) has already identified. */
    async sessionFor(user: UserRow, meta: RequestMeta): Promise<SignedInResult> {
      return startSession(user, meta);
    },

    /** Google, Facebook: the provider vouched for this e-mail; the account is made on first sign-in. */
    async signInWithIdentity(identity: VerifiedIdentity, meta: RequestMeta): Promise<SignedInResult> {
      const email = normalizeEmail(identity.email);
      if (!looksLikeEmail(email)) throw new AppError("SIGN_IN_FAILED");
      let user = await emailProven(await deps.users.findOrCreateByEmail(email, meta.language));
      if (identity.name && user.name === email.split("@")[0]) user = (await deps.users.update(user.id, { name: identity.name.slice(0, 80) })) ?? user;
      return startSession(user, meta);
    },

    /** Sends a reset e-mail when the address has an account; answers the same either way. */
    async requestPasswordReset(rawEmail: string, meta: RequestMeta): Promise<void> {
      const email = normalizeEmail(rawEmail);
      if (!looksLikeEmail(email)) throw new AppError("VALIDATION", "Please enter your email");
      const user = await deps.users.findByEmail(email);
      if (!user || user.blacklistedAt) return;
      await sendChallenge("password_reset", email, meta);
    },

    /** Sets a new password from a reset link (hash) or the e-mailed code; signs out everywhere else. */
    async resetPassword(
      input: { hash?: string | undefined; email?: string | undefined; code?: string | undefined; password: string },
      meta: RequestMeta,
    ): Promise<SignedInResult> {
      const email = input.hash
        ? await useLink("password_reset", input.hash)
        : await useCode("password_reset", normalizeEmail(input.email ?? ""), (input.code ?? "").trim());
      const user = await deps.users.findByEmail(email);
      if (!user) throw new AppError("SIGN_IN_FAILED");
      const updated = await deps.users.update(user.id, {
        passwordHash: await argon2Hash(input.password),
        ...(user.emailVerifiedAt ? {} : { emailVerifiedAt: now() }),
      });
      await deps.sessions.revokeAllForUser(user.id);
      return startSession(updated ?? user, meta);
    },
  };
}
