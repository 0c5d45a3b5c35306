import { z } from "zod";
import { optionalString } from "./env-values";

/** Outgoing mail: the SMTP server, the sender, and where the forms are delivered. */
export const mailEnv = {
  /** smtp(s)://user:pass@host:port; without it mail is kept in the outbox (read at /dev/mailbox). */
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\//.test(v), { message: "must be an smtp:// or smtps:// URL" }),
  /**
   * Production without SMTP_URL refuses to start unless this is on: mail then stays in the outbox
   * table, delivered to nobody and readable by nobody over HTTP (sign-in by e-mail cannot work).
   */
  MAIL_OUTBOX_ONLY: z.enum(["on", "off"], { message: "must be on or off" }).default("off"),
  MAIL_FROM: z.string().default("Logo Studio <no-reply@localhost>"),
  /** Where the contact, affiliate and API request forms are delivered (the outbox without SMTP). */
  CONTACT_EMAIL: z.string().email({ message: "must be an e-mail address" }).default("contact@localhost.localdomain"),
};

type MailEnv = z.output<z.ZodObject<typeof mailEnv>>;

export type MailConfig = {
  smtpUrl: string | undefined;
  /** MAIL_OUTBOX_ONLY=on: production runs without SMTP, mail kept undelivered in the outbox. */
  mailOutboxOnly?: boolean | undefined;
  mailFrom: string;
  contactEmail?: string | undefined;
};

export function mailConfigFrom(c: MailEnv): MailConfig {
  return {
    smtpUrl: c.SMTP_URL,
    mailOutboxOnly: c.MAIL_OUTBOX_ONLY === "on",
    mailFrom: c.MAIL_FROM,
    contactEmail: c.CONTACT_EMAIL,
  };
}
