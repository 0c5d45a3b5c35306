import { AppError } from "../../../errors";
import type { Mailer } from "../../mail/mailer";

/**
 * Where the cn variant's sign-in codes go. The sign-in service only calls `send`; the gateway is
 * chosen from configuration (cn-providers.ts: the outbox, or Aliyun SMS) or passed as `smsSender`
 * to buildApp, with no change to its callers.
 */
export type SmsSender = {
  /** Shown in logs and docs, e.g. "outbox". */
  readonly name: string;
  /**
   * Sends the sign-in code to the mobile number: `text` is the whole message (the outbox keeps it),
   * `code` the bare code (a gateway fills its approved template with it). Throws when refused.
   */
  send(mobile: string, text: string, code: string): Promise<void>;
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

/**
 * A production site without a gateway: refusing says so (503, errors.SMS_UNAVAILABLE), where the
 * outbox would answer "sent" for a code nobody can read.
 */
export function createUnconfiguredSmsSender(): SmsSender {
  return {
    name: "none",
    async send() {
      throw new AppError("SMS_UNAVAILABLE");
    },
  };
}
