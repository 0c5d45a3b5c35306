import { z } from "zod";
import { accountsConfigFrom, accountsEnv, type AccountsConfig } from "./config/accounts.config";
import { aiConfigFrom, aiEnv, type AiConfig } from "./config/ai.config";
import { captchaConfigFrom, captchaEnv, type CaptchaConfig } from "./config/captcha.config";
import { ConfigError, formatConfigError } from "./config/config-error";
import { dataConfigFrom, dataEnv, type DataConfig } from "./config/data.config";
import { designConfigFrom, designEnv, type DesignConfig } from "./config/design.config";
import { mailConfigFrom, mailEnv, type MailConfig } from "./config/mail.config";
import { linkBaseOf, operationsConfigFrom, operationsEnv, type OperationsConfig } from "./config/operations.config";
import { creditsAndPaymentsConfigFrom, creditsAndPaymentsEnv, type CreditsAndPaymentsConfig } from "./config/payments.config";
import { securityConfigFrom, securityEnv, type SecurityConfig } from "./config/security.config";

// The areas' parts, for the modules and tests that import them from here.
export { ConfigError, formatConfigError } from "./config/config-error";
export { FACEBOOK_SDK_URL, GOOGLE_GSI_SCRIPT_URL, parsePartnerKeys, type PartnerKey } from "./config/accounts.config";
export type { CaptchaMode, CaptchaWidgetConfig } from "./config/captcha.config";
export { parseWaitRange, type WaitRange } from "./config/design.config";
export { linkBaseOf } from "./config/operations.config";

/**
 * All configuration comes from the environment, validated once at start-up. A bad value stops
 * the process with one line naming the variable (see formatConfigError), never a stack trace.
 * Secrets are read here and nowhere else. Each area's variables, defaults and checks are in its
 * own file under config/; this file puts them together.
 */
export const configSchema = z.object({
  ...operationsEnv,
  ...dataEnv,
  ...securityEnv,
  ...accountsEnv,
  ...designEnv,
  ...aiEnv,
  ...mailEnv,
  ...captchaEnv,
  ...creditsAndPaymentsEnv,
});

export type ConfigInput = z.input<typeof configSchema>;

export type Config = OperationsConfig &
  DataConfig &
  SecurityConfig &
  CaptchaConfig &
  AccountsConfig &
  MailConfig &
  AiConfig &
  DesignConfig &
  CreditsAndPaymentsConfig;

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(formatConfigError(parsed.error, env));
  const c = parsed.data;
  if (c.NODE_ENV === "production" && c.CAPTCHA === "off") throw new ConfigError("CAPTCHA must not be off in production, got 'off'");
  if (c.NODE_ENV === "production" && !c.PUBLIC_URL)
    throw new ConfigError("PUBLIC_URL must be set in production (the address users reach the site at; links in mails use it)");
  if (c.NODE_ENV === "production" && !c.SMTP_URL && c.MAIL_OUTBOX_ONLY !== "on") {
    throw new ConfigError(
      "SMTP_URL must be set in production (sign-in mail has to be delivered), or MAIL_OUTBOX_ONLY=on to keep mail undelivered in the outbox",
    );
  }
  const site = { production: c.NODE_ENV === "production", siteVariant: c.SITE_VARIANT };
  // The areas that can refuse a value are read in a fixed order (cn sign-in, payment vendors,
  // payments, storage, the captcha widget, the matting model): with several problems, the operator
  // always meets the same one first. The URL signing secret comes first: payments sign with it.
  const security = securityConfigFrom(c);
  const accounts = accountsConfigFrom(c, site);
  const creditsAndPayments = creditsAndPaymentsConfigFrom(c, { ...site, urlSigningSecret: security.urlSigningSecret });
  const data = dataConfigFrom(c);
  const captcha = captchaConfigFrom(c);
  const ai = aiConfigFrom(c);
  const config: Config = {
    ...operationsConfigFrom(c),
    ...data,
    ...security,
    ...captcha,
    ...accounts,
    ...mailConfigFrom(c),
    ...ai,
    ...designConfigFrom(c),
    ...creditsAndPayments,
    ...overrides,
  };
  // Tests override the address parts; the link base follows them unless it is overridden itself.
  if (overrides.linkBase === undefined && ("publicUrl" in overrides || "host" in overrides || "port" in overrides)) {
    config.linkBase = linkBaseOf(config.publicUrl, config.host, config.port);
  }
  return config;
}
