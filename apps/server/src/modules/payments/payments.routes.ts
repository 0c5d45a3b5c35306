import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  cancelProAnswerSchema,
  catalogueQuerySchema,
  catalogueSchema,
  couponParamsSchema,
  couponCheckSchema,
  createCouponBodySchema,
  createOrderBodySchema,
  createOrderSchema,
  envelopeSchema,
  ok,
  orderIdParamsSchema,
  orderViewSchema,
  paymentCheckSchema,
  recentLogoPaymentsSchema,
  ordersPageSchema,
  ordersQuerySchema,
  sandboxPayAnswerSchema,
  sandboxPayBodySchema,
  webhookAnswerSchema,
  webhookParamsSchema,
} from "@studio/contracts";
import { defaultCreditPackType, isIosMessagingApp, type Product } from "@studio/domain";
import { AppError } from "../../errors";
import { requireAdmin, requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import type { CouponsService } from "./coupons.service";
import type { OrdersService } from "./orders.service";
import type { PaymentProviders } from "./payment-providers";
import { catalogueView } from "./product-text";
import { checkoutUrls } from "./checkout-urls";

export type PaymentsRoutesDeps = {
  orders: OrdersService;
  coupons: CouponsService;
  providers: PaymentProviders;
  catalogue: readonly Product[];
  siteVariant: "en" | "cn";
  linkBase: string;
  /** PAYPAL_CLIENT_ID (public by design: PayPal's JS SDK is loaded with it), when PayPal is configured. */
  paypalClientId?: string | null;
};

/** The page's language: `?lang=`, else the signed-in user's, else the site's. */
function languageOf(request: FastifyRequest, query: { lang?: "en" | "zh" | undefined }, site: "en" | "cn"): "en" | "zh" {
  if (query.lang) return query.lang;
  const language = request.user?.language;
  if (language === "en" || language === "zh") return language;
  return site === "cn" ? "zh" : "en";
}

/**
 * Payments (issue 16): the catalogue, orders, the record check, the sandbox card step, provider
 * notifications and coupons. Prices and grants are decided by the services; routes only validate.
 */
export const paymentsRoutes =
  (deps: PaymentsRoutesDeps): FastifyPluginAsync =>
  async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["payments"];
    const { orders, coupons } = deps;

    typed.get(
      "/api/payment/catalogue",
      {
        schema: {
          tags,
          security: access.public,
          summary: "What the site sells, in its currency (minor units)",
          querystring: catalogueQuerySchema,
          response: { 200: envelopeSchema(catalogueSchema) },
        },
      },
      async (request) =>
        ok({
          ...catalogueView(deps.catalogue, {
            currency: orders.currency,
            language: languageOf(request, request.query, deps.siteVariant),
            providers: deps.providers.names,
            defaultCreditPackType,
          }),
          paypalClientId: deps.providers.names.includes("paypal") ? (deps.paypalClientId ?? null) : null,
        }),
    );

    typed.post(
      "/api/payment/orders",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Create an order: price from the catalogue, coupon, package upgrade difference; starts the provider's checkout",
          body: createOrderBodySchema,
          response: { 200: envelopeSchema(createOrderSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const mobile = request.body.channel === "mobile";
        // The spec: no messaging-app payment inside WeChat on iOS (its H5 page does not open there).
        if (mobile && request.body.provider === "wechat" && isIosMessagingApp(String(request.headers["user-agent"] ?? "")))
          throw new AppError("IOS_PAY_UNSUPPORTED");
        const urls = checkoutUrls(deps.linkBase, {});
        const order = await orders.createOrder(user, request.body, mobile ? { ...urls, mobile: { payerIp: request.ip } } : urls);
        return ok(order);
      },
    );

    typed.get(
      "/api/payment/orders",
      {
        schema: {
          tags,
          security: access.user,
          summary: "My orders, newest first",
          querystring: ordersQuerySchema,
          response: { 200: envelopeSchema(ordersPageSchema) },
        },
      },
      async (request) => ok(await orders.list(requireUser(request), request.query.page, request.query.size)),
    );

    typed.get(
      "/api/payment/orders/:orderId",
      {
        schema: {
          tags,
          security: access.user,
          summary: "One of my orders with its full history",
          params: orderIdParamsSchema,
          response: { 200: envelopeSchema(orderViewSchema) },
        },
      },
      async (request) => ok(await orders.order(requireUser(request), request.params.orderId)),
    );

    // The spec's record check: data is the paid flag, msg the failure text ('' while there is none).
    typed.get(
      "/api/payment/check/:orderId",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Whether an order is paid (data) and why it failed (msg)",
          params: orderIdParamsSchema,
          response: { 200: envelopeSchema(paymentCheckSchema) },
        },
      },
      async (request) => {
        const result = await orders.check(requireUser(request), request.params.orderId);
        return ok(result.paid, result.failure);
      },
    );

    typed.post(
      "/api/payment/sandbox/:orderId/pay",
      {
        schema: {
          tags,
          security: access.user,
          summary: "The sandbox card step (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds)",
          params: orderIdParamsSchema,
          body: sandboxPayBodySchema,
          response: { 200: envelopeSchema(sandboxPayAnswerSchema) },
        },
      },
      async (request) => {
        const result = await orders.payWithSandbox(requireUser(request), request.params.orderId, request.body.card);
        return ok({ paid: result.paid });
      },
    );

    typed.post(
      "/api/payment/subscription/cancel",
      {
        schema: { tags, security: access.user, summary: "Cancel Pro at the end of the paid period", response: { 200: envelopeSchema(cancelProAnswerSchema) } },
      },
      async (request) => ok(await orders.cancelPro(requireUser(request))),
    );

    typed.get(
      "/api/payment/logos/recent",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Logos I bought in the last 3 days, with the end of their name-and-symbol change window",
          response: { 200: envelopeSchema(recentLogoPaymentsSchema) },
        },
      },
      async (request) => ok(await orders.recentLogoPayments(requireUser(request))),
    );

    typed.get(
      "/api/payment/coupons/:code",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Check a coupon code for me",
          params: couponParamsSchema,
          response: { 200: envelopeSchema(couponCheckSchema) },
        },
      },
      async (request) => ok(await coupons.check(request.params.code, requireUser(request).id)),
    );

    typed.post(
      "/api/admin/coupons",
      {
        schema: {
          tags: ["admin"],
          security: access.admin,
          summary: "Create a coupon code (admin)",
          body: createCouponBodySchema,
          response: { 200: envelopeSchema(couponCheckSchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        const body = request.body;
        return ok(
          await coupons.create({
            code: body.code,
            percentOff: body.percentOff,
            returnCustomersOnly: body.returnCustomersOnly,
            maxUses: body.maxUses ?? null,
            expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
            // Admin codes belong to nobody; affiliate codes (later) name their owner.
            ownerId: null,
          }),
        );
      },
    );

    // Provider notifications: the exact bytes, because signatures cover them.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
      raw.withTypeProvider<ZodTypeProvider>().post(
        "/api/payment/webhook/:provider",
        {
          schema: {
            tags,
            security: access.public,
            summary:
              "A payment provider's signed notification (sandbox, stripe, paypal, wechat, alipay); a replayed one is acknowledged and not acted on (Alipay is answered with its plain text 'success')",
            params: webhookParamsSchema,
            response: { 200: z.union([envelopeSchema(webhookAnswerSchema), z.literal("success").describe("Alipay's notification answer, as plain text")]) },
          },
        },
        async (request, reply) => {
          const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const result = await orders.handleNotification(request.params.provider, { headers: request.headers, rawBody });
          // Alipay re-sends until the answer is its exact plain text ("success"), not our envelope.
          const answer = deps.providers.get(request.params.provider)?.notificationAnswer;
          if (answer)
            return reply
              .type("text/plain")
              .serializer((payload) => String(payload))
              .send(answer);
          return ok({ received: true as const, acted: result.acted });
        },
      );
    });
  };
