import type { Config } from "./config";
import type { Database } from "./db/database";
import { createSessionService, type SessionService } from "./modules/auth/session.service";
import { createChallengeRepository } from "./modules/auth/challenge.repository";
import { createSignInService, type SignInService } from "./modules/auth/sign-in.service";
import { createCaptchaService, type CaptchaService } from "./modules/captcha/captcha.service";
import { createMailer, type Mailer, type MailTransport } from "./modules/mail/mailer";
import { createUsersRepository } from "./modules/users/users.repository";
import { createUsersService, type UsersService } from "./modules/users/users.service";
import { createCreditsService, type CreditsService } from "./modules/credits/credits.service";
import { createLocalStorage } from "./storage/local-storage";
import type { Storage } from "./storage/storage";

export type AppDeps = {
  database: Database;
  /** Defaults to local disk under config.filesDir. */
  storage?: Storage;
  /** Injected clock for services that depend on time (tests move it instead of sleeping). */
  now?: () => Date;
  /** Replaces SMTP (tests pass a recording transport). */
  mailTransport?: MailTransport;
  /** Replaces the captcha built from config (tests use a fast one). */
  captcha?: CaptchaService;
};

/** The services route modules use, built once per app. */
export type Services = {
  sessions: SessionService;
  storage: Storage;
  credits: CreditsService;
  mailer: Mailer;
  captcha: CaptchaService;
  signIn: SignInService;
  users: UsersService;
};

/**
 * Builds the services once, for the HTTP app and for the worker role alike (which has no HTTP app):
 * both wire the same rules to the same database.
 */
export function createServices(config: Config, deps: AppDeps): Services {
  const storage = deps.storage ?? createLocalStorage(config.filesDir);
  const db = deps.database.db;
  const sessions = createSessionService(db, { ttlDays: config.sessionTtlDays, now: deps.now });
  const usersRepository = createUsersRepository(db);
  const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, transport: deps.mailTransport });
  return {
    sessions,
    storage,
    credits: createCreditsService(db, { config: config.credits, now: deps.now }),
    mailer,
    captcha: deps.captcha ?? createCaptchaService({ mode: config.captcha, secret: config.captchaSecret }),
    signIn: createSignInService({ users: usersRepository, challenges: createChallengeRepository(db), sessions, mailer, adminEmails: config.adminEmails, now: deps.now }),
    users: createUsersService({ users: usersRepository, sessions, storage, now: deps.now }),
  };
}
