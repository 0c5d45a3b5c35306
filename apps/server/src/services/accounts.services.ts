import type { Config } from "../config";
import { qrProviderFor, smsSenderFor } from "../modules/auth/cn/cn-providers";
import { createQrSignInRepository } from "../modules/auth/cn/qr-sign-in.repository";
import { createQrSignInService, type QrSignInService } from "../modules/auth/cn/qr-sign-in.service";
import { createChallengeRepository } from "../modules/auth/challenge.repository";
import { createEmailVerificationService, type EmailVerificationService } from "../modules/auth/email-verification.service";
import { createFacebookIdentity } from "../modules/auth/identity/facebook-identity";
import { createGoogleIdentity } from "../modules/auth/identity/google-identity";
import type { SocialIdentities } from "../modules/auth/identity/identity-provider";
import { createSessionService, type SessionService } from "../modules/auth/session.service";
import { createSessionsRepository } from "../modules/auth/sessions.repository";
import { createSignInService, type SignInService } from "../modules/auth/sign-in.service";
import { createDbReplayStore } from "../modules/captcha/captcha-replay.repository";
import { createCaptchaService, type CaptchaService } from "../modules/captcha/captcha.service";
import { createContactRepository } from "../modules/contact/contact.repository";
import { createContactService, type ContactService } from "../modules/contact/contact.service";
import { creditUserFields, withRegistrationGrant } from "../modules/credits/credit-user-hooks";
import { createCreditsRepository, type CreditsRepository } from "../modules/credits/credits.repository";
import { createCreditsService, type CreditsService } from "../modules/credits/credits.service";
import { createMailer, type Mailer } from "../modules/mail/mailer";
import { createOutboxRepository, type OutboxRepository } from "../modules/mail/outbox.repository";
import { createPartnerSessions, type PartnerSessions } from "../modules/partners/partner-sessions.service";
import { createAccountDeletionRepository } from "../modules/users/account-deletion.repository";
import { createUsersRepository, type UsersRepository } from "../modules/users/users.repository";
import { createUsersService, type UsersService } from "../modules/users/users.service";
import type { AppDeps } from "./app-deps";
import type { AiEngines } from "./ai-engines.services";
import type { Platform } from "./platform.services";

export type AccountServices = {
  sessions: SessionService;
  credits: CreditsService;
  mailer: Mailer;
  /** The kept e-mails and SMS (the development mailbox reads them). */
  outbox: OutboxRepository;
  captcha: CaptchaService;
  signIn: SignInService;
  /** Google's and Facebook's token checks, when configured. */
  identities: SocialIdentities;
  /** The cn variant's QR sign-in (made users get the registration grant like every other path). */
  qrSignIn: QrSignInService;
  /** Embedding partners' server-to-server sign-ins (SDK iframe mode). */
  partnerSessions: PartnerSessions;
  emailVerification: EmailVerificationService;
  /** The contact, withdraw, affiliate and logo-API forms: kept, then mailed to CONTACT_EMAIL. */
  contact: ContactService;
  users: UsersService;
};

/** Accounts and what they hold: sessions, sign-in by every way in, users, credits, mail and the forms. */
export type Accounts = {
  services: AccountServices;
  creditsRepository: CreditsRepository;
  /** Users as the other areas read and make them (a made user gets the registration grant). */
  usersRepository: UsersRepository;
};

export function createAccounts(config: Config, deps: AppDeps, platform: Platform, engines: Pick<AiEngines, "spendKindAvailable">): Accounts {
  const { db, proxyLinks, vendorLog } = platform;
  const { storage, metrics } = platform.services;
  const sessions = createSessionService(createSessionsRepository(db), { ttlDays: config.sessionTtlDays, cacheTtlMs: config.sessionCacheTtlMs, now: deps.now });
  const creditsRepository = createCreditsRepository(db);
  const credits = createCreditsService(creditsRepository, {
    config: config.credits,
    now: deps.now,
    spendKindAvailable: engines.spendKindAvailable,
    onLedgerMove: metrics.ledgerMoved,
  });
  const usersRepository = withRegistrationGrant(createUsersRepository(db), credits);
  const users = createUsersService({
    users: usersRepository,
    deletion: createAccountDeletionRepository(db),
    sessions,
    storage,
    now: deps.now,
    imageLink: proxyLinks.forImage,
  });
  users.addUserFields(creditUserFields(credits));
  const challenges = createChallengeRepository(db);
  const outbox = createOutboxRepository(db);
  const mailer = createMailer(outbox, { smtpUrl: config.smtpUrl, from: config.mailFrom, transport: deps.mailTransport });
  const sms = deps.smsSender ?? smsSenderFor(config, { mailer, log: vendorLog });
  const signIn = createSignInService({
    users: usersRepository,
    challenges,
    sessions,
    mailer,
    sms,
    adminEmails: config.adminEmails,
    mailsPerNetworkPerHour: config.signInMailsPerNetworkHour,
    attemptsPerNetwork: config.signInAttemptsPerNetwork,
    now: deps.now,
  });
  const contact = createContactService({
    repository: createContactRepository(db),
    mailer,
    to: config.contactEmail ?? "contact@localhost.localdomain",
    now: deps.now,
    log: vendorLog,
  });
  return {
    services: {
      sessions,
      credits,
      users,
      mailer,
      outbox,
      captcha:
        deps.captcha ??
        createCaptchaService({
          mode: config.captcha,
          secret: config.captchaSecret,
          widget: config.captchaWidget,
          timeoutMs: config.captchaTimeoutMs,
          // ALTCHA checks expiry against the real clock, so the service keeps real time too.
          replay: createDbReplayStore(db),
        }),
      signIn,
      identities: {
        google: config.google ? createGoogleIdentity(config.google) : undefined,
        facebook: config.facebook ? createFacebookIdentity(config.facebook) : undefined,
      },
      partnerSessions: createPartnerSessions({ partners: config.partners ?? [], users: usersRepository, sessions, now: deps.now }),
      qrSignIn: createQrSignInService({
        repository: createQrSignInRepository(db),
        users: usersRepository,
        signIn,
        provider: deps.qrProvider ?? qrProviderFor(config, { log: vendorLog }),
        now: deps.now,
      }),
      emailVerification: createEmailVerificationService({ users: usersRepository, challenges, mailer, now: deps.now }),
      contact,
    },
    creditsRepository,
    usersRepository,
  };
}
