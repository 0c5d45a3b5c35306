import { randomBytes } from "node:crypto";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Mailer } from "../mail/mailer";
import { verifyEmailMessage } from "../mail/mail-messages";
import type { UsersRepository } from "../users/users.repository";
import type { ChallengeRepository } from "./challenge.repository";
import { hashToken } from "./session.service";
import { signInLimits, type RequestMeta } from "./sign-in.service";

export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const HOUR = 3_600_000;
const INVALID = "This verification link is invalid, used or expired.";

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;

/**
 * E-mail verification of password registrations: a link carrying a random secret (stored only as
 * its SHA-256 hash in sign_in_challenges, purpose email_verify), single use, valid 24 hours.
 */
export function createEmailVerificationService(deps: { users: UsersRepository; challenges: ChallengeRepository; mailer: Mailer; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** E-mails a verification link, unless the address is verified already. Same waits as sign-in e-mails. */
    async send(user: UserRow, meta: RequestMeta): Promise<boolean> {
      if (!user.email || user.emailVerifiedAt) return false;
      const at = now();
      const latest = await deps.challenges.latestFor("email_verify", user.email);
      if (latest && at.getTime() - latest.createdAt.getTime() < signInLimits.emailResendWaitMs) {
        const seconds = Math.ceil((signInLimits.emailResendWaitMs - (at.getTime() - latest.createdAt.getTime())) / 1000);
        throw new AppError("RATE_LIMITED", `Please wait ${seconds} seconds before asking for another e-mail.`, { retryAfter: seconds });
      }
      if ((await deps.challenges.countSince("recipient", user.email, new Date(at.getTime() - HOUR))) >= signInLimits.requestsPerRecipientPerHour) {
        throw new AppError("RATE_LIMITED", "Too many messages were sent to this address. Please try again in an hour.", { retryAfter: 3600 });
      }
      const secret = randomBytes(32).toString("base64url");
      const secretHash = hashToken(secret);
      // No code for this purpose: the column holds a hash nobody can match.
      await deps.challenges.insert({
        purpose: "email_verify",
        recipient: user.email,
        secretHash,
        codeHash: hashToken(randomBytes(32).toString("hex")),
        ip: meta.ip,
        createdAt: at,
        expiresAt: new Date(at.getTime() + VERIFY_LINK_TTL_MS),
      });
      const link = `${meta.linkBase.replace(/\/$/, "")}/?lang=${meta.language}#verify=${secret}`;
      await deps.mailer.send(verifyEmailMessage({ to: user.email, link, language: meta.language }));
      return true;
    },

    /** Uses a verification link's secret; answers the user whose e-mail it verified. */
    async verify(secret: string): Promise<UserRow> {
      const at = now();
      const challenge = secret.length >= 20 && secret.length <= 100 ? await deps.challenges.findBySecretHash(hashToken(secret)) : null;
      if (!challenge || challenge.purpose !== "email_verify" || challenge.usedAt || challenge.expiresAt <= at) throw new AppError("SIGN_IN_FAILED", INVALID);
      if (!(await deps.challenges.markUsed(challenge.id, at, signInLimits.maxWrongCodes))) throw new AppError("SIGN_IN_FAILED", INVALID);
      const user = await deps.users.findByEmail(challenge.recipient);
      if (!user) throw new AppError("SIGN_IN_FAILED", INVALID);
      if (user.emailVerifiedAt) return user;
      return (await deps.users.update(user.id, { emailVerifiedAt: at })) ?? user;
    },
  };
}
