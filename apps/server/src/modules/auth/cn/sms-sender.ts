import type { Mailer } from "../../mail/mailer";

/**
 * Where the cn variant's sign-in codes go. The sign-in service only calls `send`, so a vendor
 * adapter (an SMS gateway's HTTP API) is a new implementation passed as `smsSender` to buildApp,
 * with no change to its callers.
 */
export type SmsSender = {
  /** Shown in logs and docs, e.g. "outbox". */
  readonly name: string;
  /** Sends `text` to the mobile number; throws when the provider refuses it. */
  send(mobile: string, text: string): Promise<void>;
};

/**
 * The offline default: the message is stored in the outbox (read at /dev/mailbox outside
 * production) and never leaves the machine, so development and tests need no SMS account.
 */
export function createOutboxSmsSender(mailer: Pick<Mailer, "send">): SmsSender {
  return {
    name: "outbox",
    async send(mobile, text) {
      // The outbox keeps a language per message; SMS sign-in exists only in the Chinese variant.
      await mailer.send({ channel: "sms", to: mobile, subject: "", text, html: "", language: "zh" });
    },
  };
}
