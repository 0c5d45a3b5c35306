import type { ContactMessage, ContactMessagesPage, ContactScene } from "@studio/contracts";
import { AppError } from "../../errors";
import type { Mailer } from "../mail/mailer";
import type { ContactRepository } from "./contact.repository";
import type { ContactMessageRow } from "./contact.schema";

export type ContactService = ReturnType<typeof createContactService>;
export type ContactLog = { error(obj: unknown, msg: string): void };

/** Per client address: enough for a person, not for a spammer. */
export const contactLimits = { perIpPerHour: 5 } as const;
const HOUR = 3_600_000;

const titles: Record<ContactScene, string> = { contact: "Contact form", affiliate: "Affiliate withdraw request", api: "Logo API request" };
const hidden = new Set(["gtoken", "lang"]);

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

function titleOf(scene: ContactScene, withdrawRequest: boolean): string {
  return scene === "contact" && withdrawRequest ? "Withdraw request" : titles[scene];
}

function toView(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    scene: row.scene as ContactScene,
    withdrawRequest: row.withdrawRequest,
    name: row.name,
    email: row.email,
    subject: row.subject,
    fields: row.fields,
    userId: row.userId,
    delivered: row.delivered,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The contact, withdraw, affiliate and logo-API forms of both send routes (POST /api/sendContactUsEmail
 * and POST /api/system/email/send/{scene}). Each message is kept in contact_messages first, so it is
 * never lost, then mailed to the site's contact address (CONTACT_EMAIL). Without SMTP, or when
 * delivery fails, the admins' list (GET /api/admin/contact-messages) is where it is read.
 */
export function createContactService(deps: { repository: ContactRepository; mailer: Mailer; to: string; now?: () => Date; log?: ContactLog }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** `trusted`: written by the server for a signed-in account (an affiliate withdrawal), not counted against the address's limit. */
    async send(scene: ContactScene, form: Record<string, unknown>, from: { ip: string; userId: number | null; trusted?: boolean }): Promise<void> {
      const at = now();
      if (!from.trusted && (await deps.repository.countFromAddressSince(from.ip, new Date(at.getTime() - HOUR))) >= contactLimits.perIpPerHour) {
        throw new AppError("RATE_LIMITED", "Too many messages from your network. Please try again in an hour.", { retryAfter: 3600 });
      }
      const entries = Object.entries(form).filter(([key, value]) => !hidden.has(key) && value !== undefined && value !== "");
      const fields = Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
      const withdrawRequest = form.withdrawRequest === true;
      const text = (key: string) => (typeof form[key] === "string" ? form[key] : "");
      const row = await deps.repository.insert({
        scene,
        withdrawRequest,
        name: text("name"),
        email: text("email"),
        subject: text("subject"),
        fields,
        userId: from.userId,
        ip: from.ip,
        createdAt: at,
      });

      const title = titleOf(scene, withdrawRequest);
      const subject = `[${title}] ${text("subject") || text("name")}`.slice(0, 200);
      const body = `${title}\n\n${entries.map(([key, value]) => `${key}: ${String(value)}`).join("\n")}\n\nIP: ${from.ip}\n`;
      const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif;color:#222"><h2>${escapeHtml(title)}</h2><table>${entries
        .map(
          ([key, value]) => `<tr><th align="left" valign="top">${escapeHtml(key)}</th><td style="white-space:pre-wrap">${escapeHtml(String(value))}</td></tr>`,
        )
        .join("")}</table><p style="color:#888">IP: ${escapeHtml(from.ip)}</p></body></html>`;
      try {
        await deps.mailer.send({ channel: "email", to: deps.to, subject, text: body, html, language: "en" });
        if (deps.mailer.delivers) await deps.repository.markDelivered(row.id);
      } catch (error) {
        // The message is kept and listed for admins; the sender is told the truth that it arrived.
        deps.log?.error({ err: error, contactMessageId: row.id }, "contact message kept but not mailed");
      }
    },
    async list(page: number, size: number): Promise<ContactMessagesPage> {
      const { rows, total } = await deps.repository.page(page, size);
      return { list: rows.map(toView), total, page, size };
    },
  };
}
