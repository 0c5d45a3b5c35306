import { randomUUID } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  creditCostsSchema,
  creditGrantRequestSchema,
  creditGrantSchema,
  creditHistorySchema,
  creditSummarySchema,
  downloadQuotasSchema,
  envelopeSchema,
  ok,
  quotaInfoSchema,
  quotaLeftSchema,
  writeOffResultSchema,
} from "@studio/contracts";
import { creditKindNames } from "@studio/domain";
import { AppError } from "../../errors";
import { access } from "../../plugins/api-access";
import { requireAdmin, requireUser } from "../../plugins/auth";
import type { CreditsService } from "./credits.service";

const kindName = z.enum(creditKindNames as [string, ...string[]]).transform((v) => v as (typeof creditKindNames)[number]);

const writeOffBody = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("ai"), name: kindName }),
    z.object({ type: z.literal("download"), format: z.enum(["jpg", "png", "svg"]) }),
  ])
  .optional();

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
        schema: {
          tags,
          security: access.user,
          summary: "Credits and quota left for an AI tool (default matting)",
          querystring: z.object({ name: z.string().min(1).max(80).default("matting") }),
          response: { 200: envelopeSchema(quotaInfoSchema) },
        },
      },
      async (request) => ok(await credits.quotaInfo(requireUser(request), request.query.name)),
    );

    typed.get(
      "/api/ai-design/quotas/info",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Quota info of a kind or API name",
          querystring: z.object({ name: z.string().min(1).max(80) }),
          response: { 200: envelopeSchema(quotaInfoSchema) },
        },
      },
      async (request) => ok(await credits.quotaInfo(requireUser(request), request.query.name)),
    );

    // The spec's "quota lookup by API name" (path not shown there): uses left for one API name.
    typed.get(
      "/api/ai-design/quotas/left",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Uses left (leftQuotas) for an API name (default aidesign.ai-logo.generate-image)",
          querystring: z.object({ name: z.string().min(1).max(80).default("aidesign.ai-logo.generate-image") }),
          response: { 200: envelopeSchema(quotaLeftSchema) },
        },
      },
      async (request) => {
        const info = await credits.quotaInfo(requireUser(request), request.query.name);
        return ok({ name: info.name, leftQuotas: info.leftQuotas, cost: info.cost });
      },
    );

    typed.get(
      "/api/getDownloadQuotas",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Free downloads left today and download costs",
          response: { 200: envelopeSchema(downloadQuotasSchema) },
        },
      },
      async (request) => ok(await credits.downloadQuotas(requireUser(request))),
    );

    typed.post(
      "/api/ai-design/write-off/:id",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Pay for one use of an item: an AI action ({type:'ai', name}) or a download ({type:'download', format}); no body = one AI image",
          params: z.object({
            id: z
              .string()
              .min(1)
              .max(120)
              .regex(/^[\w.:-]+$/),
          }),
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
          security: access.user,
          summary: "The signed-in user's credit ledger, newest first",
          querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), size: z.coerce.number().int().min(1).max(100).default(20) }),
          response: { 200: envelopeSchema(creditHistorySchema) },
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
      {
        schema: {
          tags,
          security: access.public,
          summary: "The credit cost table in force and the allowances",
          response: { 200: envelopeSchema(creditCostsSchema) },
        },
      },
      async () => {
        const c = credits.config;
        return ok({
          costs: c.costs,
          registerGrant: c.registerGrant,
          proMonthlyCredits: c.proMonthlyCredits,
          freeAiCreditsPerDay: c.freeAiCreditsPerDay,
          freeDownloadsPerDay: c.freeDownloadsPerDay,
        });
      },
    );

    typed.get(
      "/api/credits/summary",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Balances and today's free allowances of the signed-in user",
          response: { 200: envelopeSchema(creditSummarySchema) },
        },
      },
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
          security: access.admin,
          summary: "Grant AI credits to a user (admin, kind 2)",
          body: creditGrantRequestSchema,
          response: { 200: envelopeSchema(creditGrantSchema) },
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
