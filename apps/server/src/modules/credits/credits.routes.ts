import { randomUUID } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeSchema, ok } from "@studio/contracts";
import { creditKindNames } from "@studio/domain";
import { AppError } from "../../errors";
import { requireAdmin, requireUser } from "../../plugins/auth";
import type { CreditsService } from "./credits.service";

const kindName = z.enum(creditKindNames as [string, ...string[]]).transform((v) => v as (typeof creditKindNames)[number]);

const quotaInfoSchema = z.object({
  name: z.string(),
  cost: z.number().int(),
  leftQuotas: z.number().int(),
  aiCredits: z.number().int(),
  freeCredits: z.number().int(),
  freeCreditsPerDay: z.number().int(),
  pro: z.boolean(),
  day: z.string(),
});

const downloadQuotasSchema = z.object({
  left: z.number().int().nullable(),
  used: z.number().int(),
  perDay: z.number().int(),
  unlimited: z.boolean(),
  reason: z.enum(["bypass", "pro", "free"]),
  costs: z.object({ jpg: z.number().int(), png: z.number().int(), svg: z.number().int() }),
  aiCredits: z.number().int(),
  day: z.string(),
});

const ledgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.number().int(),
  kindName: z.string().nullable(),
  balance: z.enum(["ai_credits", "credits", "free_daily", "partner"]),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  reference: z.string(),
  refundOf: z.number().int().nullable(),
  note: z.string(),
  createdAt: z.string(),
});

const writeOffBody = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("ai"), name: kindName }),
    z.object({ type: z.literal("download"), format: z.enum(["jpg", "png", "svg"]) }),
  ])
  .optional();

const writeOffResultSchema = z.object({
  id: z.string(),
  charged: z.number().int(),
  source: z.enum(["credits", "free_quota", "pro", "bypass", "paid", "partner"]),
  replayed: z.boolean(),
  aiCredits: z.number().int(),
  entryId: z.number().int().nullable(),
});

const costsSchema = z.object({
  costs: z.object({
    kinds: z.record(z.string(), z.number().int()),
    aiImage: z.number().int(),
    minimumImageCharge: z.number().int(),
    aiEdit: z.number().int(),
    download: z.object({ jpg: z.number().int(), png: z.number().int(), svg: z.number().int() }),
  }),
  registerGrant: z.number().int(),
  proMonthlyCredits: z.number().int(),
  freeAiCreditsPerDay: z.number().int(),
  freeDownloadsPerDay: z.number().int(),
});

const summarySchema = z.object({
  ai_credits: z.number().int(),
  credits: z.number().int(),
  freeCredits: z.number().int(),
  pro: z.boolean(),
  downloadQuotas: z.number().int().nullable(),
  downloadsUnlimited: z.boolean(),
  freeCreditsPerDay: z.number().int(),
  freeDownloadsPerDay: z.number().int(),
  proMonthlyCredits: z.number().int(),
});

/**
 * Quotas, write-off, the ledger history and the admin grant. Signed-in only: a visitor gets 401,
 * which the browser turns into the login panel (spec: generation requires login by default).
 */
export const creditsRoutes =
  (deps: { credits: CreditsService }): FastifyPluginAsync =>
  async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["credits"];
    const { credits } = deps;

    typed.get(
      "/api/ai-design/quotas/ai-logo/info",
      {
        schema: { tags, summary: "Credits and quota left for an AI tool (default matting)", querystring: z.object({ name: z.string().min(1).max(80).default("matting") }), response: { 200: envelopeSchema(quotaInfoSchema) } },
      },
      async (request) => ok(await credits.quotaInfo(requireUser(request), request.query.name)),
    );

    typed.get(
      "/api/ai-design/quotas/info",
      { schema: { tags, summary: "Quota info of a kind or API name", querystring: z.object({ name: z.string().min(1).max(80) }), response: { 200: envelopeSchema(quotaInfoSchema) } } },
      async (request) => ok(await credits.quotaInfo(requireUser(request), request.query.name)),
    );

    // The spec's "quota lookup by API name" (path not shown there): uses left for one API name.
    typed.get(
      "/api/ai-design/quotas/left",
      {
        schema: {
          tags,
          summary: "Uses left (leftQuotas) for an API name (default aidesign.ai-logo.generate-image)",
          querystring: z.object({ name: z.string().min(1).max(80).default("aidesign.ai-logo.generate-image") }),
          response: { 200: envelopeSchema(z.object({ name: z.string(), leftQuotas: z.number().int(), cost: z.number().int() })) },
        },
      },
      async (request) => {
        const info = await credits.quotaInfo(requireUser(request), request.query.name);
        return ok({ name: info.name, leftQuotas: info.leftQuotas, cost: info.cost });
      },
    );

    typed.get(
      "/api/getDownloadQuotas",
      { schema: { tags, summary: "Free downloads left today and download costs", response: { 200: envelopeSchema(downloadQuotasSchema) } } },
      async (request) => ok(await credits.downloadQuotas(requireUser(request))),
    );

    typed.post(
      "/api/ai-design/write-off/:id",
      {
        schema: {
          tags,
          summary: "Pay for one use of an item: an AI action ({type:'ai', name}) or a download ({type:'download', format}); no body = one AI image",
          params: z.object({ id: z.string().min(1).max(120).regex(/^[\w.:-]+$/) }),
          body: writeOffBody,
          response: { 200: envelopeSchema(writeOffResultSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const body = request.body ?? { type: "ai" as const, name: "aiimage" as const };
        return ok(await credits.writeOff(user, request.params.id, body, { partner: request.partner }));
      },
    );

    typed.get(
      "/api/credits/history",
      {
        schema: {
          tags,
          summary: "The signed-in user's credit ledger, newest first",
          querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), size: z.coerce.number().int().min(1).max(100).default(20) }),
          response: {
            200: envelopeSchema(
              z.object({ items: z.array(ledgerEntrySchema.extend({ refunded: z.boolean() })), page: z.number().int(), size: z.number().int(), total: z.number().int(), more: z.boolean() }),
            ),
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return ok(await credits.history(user.id, request.query.page, request.query.size));
      },
    );

    // Public: the browser shows costs ('Uses N credits') and allowances before anyone signs in,
    // and must show the operator's overrides, not the defaults compiled into the bundle.
    typed.get(
      "/api/credits/costs",
      { schema: { tags, summary: "The credit cost table in force and the allowances", response: { 200: envelopeSchema(costsSchema) } } },
      async () => {
        const c = credits.config;
        return ok({ costs: c.costs, registerGrant: c.registerGrant, proMonthlyCredits: c.proMonthlyCredits, freeAiCreditsPerDay: c.freeAiCreditsPerDay, freeDownloadsPerDay: c.freeDownloadsPerDay });
      },
    );

    typed.get(
      "/api/credits/summary",
      { schema: { tags, summary: "Balances and today's free allowances of the signed-in user", response: { 200: envelopeSchema(summarySchema) } } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return ok(await credits.summary(requireUser(request)));
      },
    );

    typed.post(
      "/api/admin/credits/grant",
      {
        schema: {
          tags,
          summary: "Grant AI credits to a user (admin, kind 2)",
          body: z
            .object({
              userId: z.number().int().positive().optional(),
              email: z.string().email().optional(),
              amount: z.number().int().min(1).max(1_000_000),
              note: z.string().max(200).optional(),
              requestId: z.string().min(8).max(80).optional(),
            })
            .refine((b) => b.userId !== undefined || b.email !== undefined, { message: "userId or email is required" }),
          response: { 200: envelopeSchema(z.object({ entry: ledgerEntrySchema, replayed: z.boolean(), userId: z.number().int() })) },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const { userId, email, amount, note, requestId } = request.body;
        const target = userId !== undefined ? await credits.findUser(userId) : await credits.findUserByEmail(email ?? "");
        if (!target) throw new AppError("NOT_FOUND", "User not found.");
        const result = await credits.grantManual({ userId: target.id, amount, actorId: admin.id, note, requestId: requestId ?? randomUUID() });
        return ok({ ...result, userId: target.id });
      },
    );
  };
