import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, ok, outboxSchema, type OutboxMessage } from "@studio/contracts";
import type { OutboxRow } from "../../db/schema";
import { AppError } from "../../errors";
import { access } from "../../plugins/api-access";
import { isLocalClient } from "../../security/local-client";
import type { OutboxRepository } from "./outbox.repository";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/** Escapes the text body and makes its URLs clickable, so a sign-in link can be followed. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function messageView(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    language: row.language,
    delivered: row.delivered,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The development mailbox: every message in the outbox, newest first, as a page at /dev/mailbox
 * and as JSON at /api/dev/outbox?to= for tests. It holds sign-in links and codes, so it exists only
 * outside production (app.ts), and even there answers only when no mail transport is configured
 * (with SMTP the mail is the recipient's alone) and only to a person on this machine
 * (security/local-client.ts). Anything else gets a plain 404, as if the pages did not exist.
 */
export const devMailboxRoutes =
  (outbox: OutboxRepository, options: { delivers: boolean }): FastifyPluginAsync =>
  async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    app.addHook("onRequest", async (request) => {
      if (options.delivers || !isLocalClient(request)) throw new AppError("NOT_FOUND");
    });
    const list = async (to: string | undefined) => (await outbox.latest({ to: to?.trim().toLowerCase(), limit: 100 })).map(messageView);

    typed.get(
      "/api/dev/outbox",
      {
        schema: {
          tags: ["dev"],
          security: access.public,
          summary: "Messages in the outbox, newest first (outside production, without SMTP, from this machine only)",
          querystring: z.object({ to: z.string().optional() }),
          response: { 200: envelopeSchema(outboxSchema) },
        },
      },
      async (request) => ok(await list(request.query.to)),
    );

    typed.get("/dev/mailbox", { schema: { hide: true, querystring: z.object({ to: z.string().optional() }) } }, async (request, reply) => {
      const messages = await list(request.query.to);
      const items = messages
        .map(
          (m) => `<article class="message" data-to="${escapeHtml(m.to)}">
<header><strong>${escapeHtml(m.subject || m.channel.toUpperCase())}</strong> · to <span class="to">${escapeHtml(m.to)}</span> · ${escapeHtml(m.created_at)} · <a href="/dev/mailbox/${m.id}.html">HTML</a></header>
<pre>${linkify(m.text)}</pre></article>`,
        )
        .join("\n");
      reply.header("content-type", "text/html; charset=utf-8");
      return `<!doctype html><html><head><meta charset="utf-8"><title>Mailbox</title>
<style>body{font-family:sans-serif;max-width:860px;margin:24px auto;padding:0 16px}article{border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Mailbox</h1><p>Messages kept in the outbox because no SMTP_URL is set. Only outside production, and only on this machine.</p>
<form method="get"><input name="to" placeholder="recipient" value="${escapeHtml(request.query.to ?? "")}"> <button>Filter</button></form>
${items || "<p>No messages yet.</p>"}</body></html>`;
    });

    typed.get("/dev/mailbox/:id.html", { schema: { hide: true, params: z.object({ id: z.coerce.number().int() }) } }, async (request, reply) => {
      const row = await outbox.find(request.params.id);
      if (!row) throw new AppError("NOT_FOUND");
      reply.header("content-type", "text/html; charset=utf-8");
      // The stored HTML is ours, but never let a message run script in the app's origin.
      reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
      return row.htmlBody || `<pre>${escapeHtml(row.textBody)}</pre>`;
    });
  };
