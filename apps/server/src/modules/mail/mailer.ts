import nodemailer from "nodemailer";
import type { MailMessage } from "./mail-messages";
import type { OutboxRepository } from "./outbox.repository";

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** True when messages really leave the machine (SMTP); false when they only reach the outbox. */
  readonly delivers: boolean;
};

export type MailTransport = { sendMail(mail: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown> };

/**
 * Every message is written to the outbox table first. With SMTP configured it is then sent by
 * nodemailer and marked delivered; without it the outbox is the mailbox (read at /dev/mailbox
 * outside production). SMS always stays in the outbox: the SMS provider is a sandbox.
 */
export function createMailer(outbox: OutboxRepository, options: { smtpUrl?: string | undefined; from: string; transport?: MailTransport }): Mailer {
  const transport: MailTransport | undefined = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  return {
    delivers: transport !== undefined,
    async send(message) {
      const id = await outbox.insert(message);
      if (!transport || message.channel !== "email" || id === null) return;
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await outbox.markDelivered(id);
    },
  };
}
