import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminPartnerDecisionSchema,
  adminPartnerParamsSchema,
  adminPartnerSchema,
  adminPartnersQuerySchema,
  adminPartnersSchema,
  adminWithdrawalParamsSchema,
  adminWithdrawalRejectSchema,
  adminWithdrawalsQuerySchema,
  adminWithdrawalsSchema,
  affiliateClickBodySchema,
  affiliateClickSchema,
  affiliateCodeBodySchema,
  affiliateLandingSchema,
  affiliateMeSchema,
  affiliatePartnerSchema,
  affiliateStatsQuerySchema,
  affiliateStatsSchema,
  affiliateWithdrawalSchema,
  affiliateWithdrawalsSchema,
  envelopeSchema,
  ok,
  withdrawalRequestBodySchema,
} from "@studio/contracts";
import { requireAdmin, requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import { REF_COOKIE, type AffiliateService } from "./affiliate.service";

const tags = ["affiliate"];
const DAY_SECONDS = 86_400;

/**
 * The affiliate programme's routes (issue 23, docs/affiliate.md). Applications arrive through the
 * contact dialog's affiliate form (contact.routes.ts); everything else is here.
 */
export const affiliateRoutes =
  (deps: { affiliate: AffiliateService; production: boolean }): FastifyPluginAsync =>
  async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const { affiliate } = deps;

    typed.get(
      "/api/affiliate/me",
      {
        schema: {
          tags,
          security: access.user,
          summary: "My partner record, balances and the programme's terms",
          response: { 200: envelopeSchema(affiliateMeSchema) },
        },
      },
      async (request) => ok(await affiliate.me(requireUser(request))),
    );
    typed.post(
      "/api/affiliate/code",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Pick the affiliate coupon's code once (4 to 20 characters, no spaces, not taken)",
          body: affiliateCodeBodySchema,
          response: { 200: envelopeSchema(affiliatePartnerSchema) },
        },
      },
      async (request) => ok(await affiliate.chooseCode(requireUser(request), request.body.code)),
    );
    typed.get(
      "/api/affiliate/partner/:code",
      {
        schema: {
          tags,
          security: access.public,
          summary: "The partner landing page: an approved partner's code and its discount",
          params: z.object({ code: z.string().min(1).max(40) }),
          response: { 200: envelopeSchema(affiliateLandingSchema) },
        },
      },
      async (request) => {
        const landing = await affiliate.landing(request.params.code);
        return ok({ code: landing.code, percentOff: landing.percentOff });
      },
    );
    typed.post(
      "/api/affiliate/click",
      {
        schema: {
          tags,
          security: access.optionalUser,
          summary: "A tracking-link click (?ref=CODE): counted once a day per visitor; the cookie keeps it 30 days, last click wins",
          body: affiliateClickBodySchema,
          response: { 200: envelopeSchema(affiliateClickSchema) },
        },
      },
      async (request, reply) => {
        const visitorKey = `${request.ip}\n${String(request.headers["user-agent"] ?? "")}`;
        const click = await affiliate.click(request.body.code, { user: request.user ?? null, key: visitorKey });
        reply.setCookie(REF_COOKIE, click.cookie, {
          path: "/",
          httpOnly: true,
          sameSite: "lax",
          secure: deps.production,
          maxAge: affiliate.cookieDays * DAY_SECONDS,
        });
        return ok({ counted: click.counted, code: click.code, percentOff: click.percentOff });
      },
    );
    typed.get(
      "/api/affiliate/stats",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Partner dashboard: clicks, sign-ups, orders and rewards by month",
          querystring: affiliateStatsQuerySchema,
          response: { 200: envelopeSchema(affiliateStatsSchema) },
        },
      },
      async (request) => ok(await affiliate.stats(requireUser(request), request.query.months)),
    );
    typed.get(
      "/api/affiliate/withdrawals",
      {
        schema: { tags, security: access.user, summary: "My withdrawal requests, newest first", response: { 200: envelopeSchema(affiliateWithdrawalsSchema) } },
      },
      async (request) => ok({ list: await affiliate.withdrawals(requireUser(request)) }),
    );
    typed.post(
      "/api/affiliate/withdrawals",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Request a withdrawal (the contact dialog's withdraw mode): at most the available balance; a retried requestKey answers the first request",
          body: withdrawalRequestBodySchema,
          response: { 200: envelopeSchema(affiliateWithdrawalSchema) },
        },
      },
      async (request) => ok(await affiliate.requestWithdrawal(requireUser(request), request.body)),
    );

    // ---- admin ----
    typed.get(
      "/api/admin/affiliate/partners",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Partners and applications, newest first (admin)",
          querystring: adminPartnersQuerySchema,
          response: { 200: envelopeSchema(adminPartnersSchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok(await affiliate.listPartners(request.query.state, request.query.page, request.query.size));
      },
    );
    for (const [path, to] of [
      ["approve", "approved"],
      ["reject", "rejected"],
    ] as const) {
      typed.post(
        `/api/admin/affiliate/partners/:userId/${path}`,
        {
          schema: {
            tags,
            security: access.admin,
            summary: `${to === "approved" ? "Approve" : "Reject"} an affiliate application (admin)`,
            params: adminPartnerParamsSchema,
            body: adminPartnerDecisionSchema,
            response: { 200: envelopeSchema(adminPartnerSchema) },
          },
        },
        async (request) => {
          const admin = requireAdmin(request);
          return ok(await affiliate.decidePartner(request.params.userId, to, admin.id, request.body.reason));
        },
      );
    }
    typed.get(
      "/api/admin/affiliate/withdrawals",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Withdrawal requests, newest first (admin)",
          querystring: adminWithdrawalsQuerySchema,
          response: { 200: envelopeSchema(adminWithdrawalsSchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok({ list: await affiliate.listWithdrawals(request.query.state) });
      },
    );
    typed.post(
      "/api/admin/affiliate/withdrawals/:id/paid",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Mark a withdrawal paid (admin)",
          params: adminWithdrawalParamsSchema,
          response: { 200: envelopeSchema(affiliateWithdrawalSchema) },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        return ok(await affiliate.decideWithdrawal(request.params.id, "paid", admin.id));
      },
    );
    typed.post(
      "/api/admin/affiliate/withdrawals/:id/reject",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Reject a withdrawal with a reason: the amount returns to available once (admin)",
          params: adminWithdrawalParamsSchema,
          body: adminWithdrawalRejectSchema,
          response: { 200: envelopeSchema(affiliateWithdrawalSchema) },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        return ok(await affiliate.decideWithdrawal(request.params.id, "rejected", admin.id, request.body.reason));
      },
    );
  };

/**
 * At the root, after the auth plugin's preHandler: a signed-in request that carries the tracking
 * cookie records the user's referral (last click wins; an account made after the click is the
 * partner's sign-up). Once per user and cookie value in this process, so it costs one statement.
 */
export function trackReferrals(app: FastifyInstance, affiliate: AffiliateService): void {
  const seen = new Set<string>();
  // A callback hook that finishes at once without the cookie (nearly every request): an async one
  // cost a promise and a microtask turn before every handler, result polling's included.
  app.addHook("preHandler", (request, _reply, done) => {
    const cookie = request.cookies[REF_COOKIE];
    const user = request.user;
    if (!cookie || !user) return done();
    const key = `${user.id}|${cookie}`;
    if (seen.has(key)) return done();
    const parsed = affiliate.readCookie(cookie);
    if (!parsed) return done();
    if (seen.size > 10_000) seen.clear();
    affiliate.recordVisit(user, parsed).then(
      () => {
        seen.add(key);
        done();
      },
      (err: unknown) => {
        // Tracking never fails the request it rides on.
        request.log.error({ err }, "affiliate referral not recorded");
        done();
      },
    );
  });
}
