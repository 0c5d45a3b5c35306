import { createHash, timingSafeEqual } from "node:crypto";
import type { PartnerKey } from "../../config";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { SessionService } from "../auth/session.service";
import type { UsersRepository } from "../users/users.repository";

const digest = (value: string) => createHash("sha256").update(value).digest();

export type PartnerSignIn = { email: string; name?: string | undefined; language: "en" | "zh"; userAgent?: string; ip?: string };

/**
 * The embedded iframe (SDK) mode's sessions. A partner site (PARTNER_KEYS) signs its user in
 * server to server with its API key and hands the token to the iframe. The session row names the
 * partner, and only that makes the server skip credit limits (the partner is metered instead):
 * nothing the browser says can turn the mode on.
 */
export function createPartnerSessions(deps: { partners: PartnerKey[]; users: UsersRepository; sessions: SessionService; now?: (() => Date) | undefined }) {
  const now = deps.now ?? (() => new Date());
  // Keys are compared as SHA-256 digests in constant time, so timing tells nothing about them.
  const known = deps.partners.map((p) => ({ name: p.name, digest: digest(p.key) }));

  return {
    /** The partner an `ApiKey` header belongs to; 401 for a missing or unknown key. */
    partnerOf(apiKey: string | undefined): string {
      if (!apiKey) throw new AppError("UNAUTHORIZED", "A partner API key is required.");
      const given = digest(apiKey);
      const match = known.find((p) => timingSafeEqual(p.digest, given));
      if (!match) throw new AppError("UNAUTHORIZED", "Unknown partner key.");
      return match.name;
    },

    /**
     * Finds or makes the partner's account for this e-mail and opens a partner session on it.
     * An account this partner did not make (someone who signed up here, another partner's) is
     * refused: a partner key must never open a session as a person of this site.
     */
    async signIn(partner: string, input: PartnerSignIn): Promise<{ token: string; expiresAt: Date; user: UserRow }> {
      let user = await deps.users.findByEmail(input.email);
      if (!user) {
        // The partner vouches for the address: its accounts count as verified.
        user =
          (await deps.users.create({
            email: input.email,
            name: input.name ?? input.email.split("@")[0] ?? "",
            language: input.language,
            emailVerifiedAt: now(),
            createdByPartner: partner,
          })) ?? (await deps.users.findByEmail(input.email));
        if (!user) throw new AppError("INTERNAL");
      }
      if (user.createdByPartner !== partner) throw new AppError("CONFLICT", "This e-mail belongs to an account that was not made by this partner.");
      if (user.blacklistedAt) throw new AppError("BLACKLISTED");
      const session = await deps.sessions.create(user.id, {
        partner,
        ...(input.userAgent ? { userAgent: input.userAgent } : {}),
        ...(input.ip ? { ip: input.ip } : {}),
      });
      return { ...session, user };
    },
  };
}

export type PartnerSessions = ReturnType<typeof createPartnerSessions>;
