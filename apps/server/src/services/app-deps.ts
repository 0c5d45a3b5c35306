import type { CreditKindName, Product } from "@studio/domain";
import type { Database } from "../db/database";
import type { QrProvider } from "../modules/auth/cn/qr-provider";
import type { SmsSender } from "../modules/auth/cn/sms-sender";
import type { CaptchaService } from "../modules/captcha/captcha.service";
import type { ToolEngines } from "../modules/image-tools/tool-engines";
import type { MailTransport } from "../modules/mail/mailer";
import type { PaymentProvider } from "../modules/payments/payment-provider";
import type { Logger } from "../process/logger";
import type { ImageProvider } from "../providers/image-provider";
import type { Storage } from "../storage/storage";

/** What the services are built on besides the configuration: the database, and the parts tests replace. */
export type AppDeps = {
  database: Database;
  /** Defaults to the configured store (createStorage: STORAGE_URL). */
  storage?: Storage;
  /** Injected clock for services that depend on time (tests move it instead of sleeping). */
  now?: () => Date;
  /** Replaces SMTP (tests pass a recording transport). */
  mailTransport?: MailTransport;
  /** Replaces the captcha built from config (tests use a fast one). */
  captcha?: CaptchaService;
  /** The cn variant's SMS gateway; from configuration when unset (cn-providers.ts). */
  smsSender?: SmsSender;
  /** The cn variant's messaging-app QR provider; from configuration when unset (WeChat, else the sandbox). */
  qrProvider?: QrProvider;
  /** Image providers besides the local one (tests add fakes; vendors come from configuration). */
  extraProviders?: ImageProvider[];
  /** Payment providers with keys (Stripe, PayPal, WeChat Pay, Alipay); the sandbox comes from configuration. */
  paymentAdapters?: PaymentProvider[];
  /** What the site sells; defaults to `isProductOffered` (tests of unbuilt areas' products sell everything). */
  productOffered?: (product: Product) => boolean;
  /** Which AI kinds the write-off accepts; default `isSpendKindAvailable` with the image tools' engines (tests of an area before its page flips `ready`). */
  spendKindAvailable?: (kind: CreditKindName) => boolean;
  /** Image tool engines that replace the built ones (tests: an engine that fails, a provider-only tool). */
  toolEngines?: ToolEngines;
  /** The process's logger; built from config when unset (tests pass one writing to a stream they read). */
  log?: Logger;
};
