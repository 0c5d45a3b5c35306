import type { UserFieldsProvider } from "../users/user-view";
import type { UsersRepository } from "../users/users.repository";
import type { CreditsService } from "./credits.service";

/**
 * The registration grant (kind 4, CREDITS_REGISTER_GRANT) on every path that makes a user (e-mail,
 * password registration, SMS, messaging-app QR): the users repository is wrapped once in
 * services.ts, so sign-in code needs no credits knowledge. The grant is keyed per user, so two
 * racing first sign-ins (both saw no account) still grant once; a later sign-in finds the account
 * and grants nothing, so accounts made before the grant existed are not paid retroactively.
 */
export function withRegistrationGrant(repository: UsersRepository, credits: Pick<CreditsService, "grantRegistration">): UsersRepository {
  return {
    ...repository,
    async findOrCreateByEmail(email, language) {
      const existing = await repository.findByEmail(email);
      const user = await repository.findOrCreateByEmail(email, language);
      if (!existing) await credits.grantRegistration(user.id);
      return user;
    },
    async findOrCreateByMobile(mobile) {
      const existing = await repository.findByMobile(mobile);
      const user = await repository.findOrCreateByMobile(mobile);
      if (!existing) await credits.grantRegistration(user.id);
      return user;
    },
    async findOrCreateByWechat(openid, name) {
      const existing = await repository.findByWechat(openid);
      const user = await repository.findOrCreateByWechat(openid, name);
      if (!existing) await credits.grantRegistration(user.id);
      return user;
    },
    async create(values) {
      const user = await repository.create(values);
      if (user) await credits.grantRegistration(user.id);
      return user;
    },
  };
}

/**
 * The credit fields merged into GET /api/user (spec 01 section 3: freeCredits and download quotas
 * "merged in from the server"): freeCredits is what is left of today's free AI allowance;
 * download_left is null (with download_unlimited) for Pro members, designers and admins.
 */
export function creditUserFields(credits: Pick<CreditsService, "downloadQuotas" | "summary">): UserFieldsProvider {
  return async (user) => {
    const [summary, downloads] = await Promise.all([credits.summary(user), credits.downloadQuotas(user)]);
    return {
      ai_credits: summary.ai_credits,
      freeCredits: summary.freeCredits,
      download_limit: downloads.perDay,
      download_used: downloads.used,
      download_left: downloads.left,
      download_unlimited: downloads.unlimited,
    };
  };
}
