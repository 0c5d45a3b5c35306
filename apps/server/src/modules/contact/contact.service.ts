import { AppError } from "../../errors";
import type { ChallengeRepository } from "../auth/challenge.repository";
import type { Mailer } from "../mail/mailer";

export type ContactScene = "contact" | "affiliate" | "api";
export type ContactService = ReturnType<typeof createContactService>;

/** Per client address: enough for a person, not for a spammer. */
export const contactLimits = { perIpPerHour: 5 } as const;
const HOUR = 3_600_000;

const titles: Record<ContactScene, string> = { contact: "Contact form", affiliate: "Affiliate withdraw request", api: "Logo API request" };
const hidden = new Set(["gtoken", "lang"]);

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/**
 * Delivers the contact forms to the site's contact address (CONTACT_EMAIL) through the mailer, so
 * without SMTP they wait in the outbox. Limited per client address, counted in auth_attempts.
 */
export function createContactService(deps: { mailer: Mailer; attempts: ChallengeRepository; to: string; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async send(scene: ContactScene, form: Record<string, unknown>, ip: string): Promise<void> {
      const at = now();
      if ((await deps.attempts.countAttemptsSince("contact", "ip", ip, new Date(at.getTime() - HOUR))) >= contactLimits.perIpPerHour) {
        throw new AppError("RATE_LIMITED", "Too many messages from your network. Please try again in an hour.", { retryAfter: 3600 });
      }
      await deps.attempts.recordAttempt("contact", scene, ip, at);
      const fields = Object.entries(form).filter(([key, value]) => !hidden.has(key) && value !== undefined && value !== "");
      const subject = `[${titles[scene]}] ${typeof form.subject === "string" ? form.subject : String(form.name ?? "")}`.slice(0, 200);
      const text = `${titles[scene]}\n\n${fields.map(([key, value]) => `${key}: ${String(value)}`).join("\n")}\n\nIP: ${ip}\n`;
      const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif;color:#222"><h2>${escapeHtml(titles[scene])}</h2><table>${fields
        .map(([key, value]) => `<tr><th align="left" valign="top">${escapeHtml(key)}</th><td style="white-space:pre-wrap">${escapeHtml(String(value))}</td></tr>`)
        .join("")}</table><p style="color:#888">IP: ${escapeHtml(ip)}</p></body></html>`;
      await deps.mailer.send({ channel: "email", to: deps.to, subject, text, html, language: "en" });
    },
  };
}
