import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  creditPackBodySchema,
  envelopeSchema,
  gatewayAnswerSchema,
  ok,
  payPerDownloadBodySchema,
  quotaCallAnswerSchema,
  quotaCallBodySchema,
  subscriptionBodySchema,
} from "@studio/contracts";
import { creditPackId, defaultCreditPackType, downloadItemOfType, type Product } from "@studio/domain";
import { AppError } from "../../errors";
import { requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import type { CreditsService } from "../credits/credits.service";
import type { OrdersService } from "./orders.service";
import { checkoutUrls } from "./checkout-urls";

/** The credit pack of a 1-based `type` (the spec's default 3 when none is sent). */
function packOfType(catalogue: readonly Product[], type: number | undefined): string {
  const packs = catalogue.filter((product) => product.kind === "credits");
  const pack = packs[(type ?? defaultCreditPackType) - 1];
  if (!pack || pack.kind !== "credits") throw new AppError("PRODUCT_UNAVAILABLE");
  return creditPackId(pack.credits);
}

/**
 * The spec's card-gateway paths (spec 03 section 7) mapped onto the one createOrder, with whichever
 * provider this site has configured (the path says stripe; the sandbox answers on a machine
 * without keys). Also the spec's quota call (credits and name in, quotas and download out).
 */
export const gatewayRoutes =
  (deps: { orders: OrdersService; credits: CreditsService; linkBase: string }): FastifyPluginAsync =>
  async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["payments"];
    const base = "/api/gateway/stripe/ai-design/payment";

    async function start(
      request: Parameters<typeof requireUser>[0],
      product: string,
      body: { cancel_url?: string | undefined; return_url?: string | undefined },
      designId?: string,
    ) {
      const user = requireUser(request);
      const urls = checkoutUrls(deps.linkBase, { returnUrl: body.return_url, cancelUrl: body.cancel_url });
      const order = await deps.orders.createOrder(user, { product, designId }, urls);
      return ok({
        orderId: order.orderId,
        client_secret: order.clientSecret,
        clientSecret: order.clientSecret,
        url: order.checkoutUrl,
        amount: order.amount,
        currency: order.currency,
        provider: order.provider,
        paid: order.paid,
      });
    }

    typed.post(
      `${base}/default/pay-per-download`,
      {
        schema: {
          tags,
          security: access.user,
          summary: "Pay for one item of a logo or poster (type: poster 1, bizcard 2, logoanimate 3, ppt 4; model_id: the logo, or a poster's work id)",
          body: payPerDownloadBodySchema,
          response: { 200: envelopeSchema(gatewayAnswerSchema) },
        },
      },
      async (request) => {
        const item = downloadItemOfType(request.body.type);
        if (!item) throw new AppError("PRODUCT_UNAVAILABLE");
        // A poster's model_id is its work's id (the poster record's model_id): its order names `work:{id}`.
        const modelId = item === "poster" && /^\d{1,10}$/.test(request.body.model_id) ? `work:${request.body.model_id}` : request.body.model_id;
        return start(request, `download-${item}`, request.body, modelId);
      },
    );

    for (const path of ["recharge-ai-credits", "purchase-ai-logo-credits"]) {
      typed.post(
        `${base}/default/${path}`,
        {
          schema: {
            tags,
            security: access.user,
            summary: "Buy a credit pack (type: 1-based pack, default 3)",
            body: creditPackBodySchema,
            response: { 200: envelopeSchema(gatewayAnswerSchema) },
          },
        },
        async (request) => start(request, packOfType(deps.orders.catalogue, request.body.type), request.body),
      );
    }

    typed.post(
      `${base}/recurring/subscription`,
      {
        schema: {
          tags,
          security: access.user,
          summary: "Subscribe to Pro (monthly)",
          body: subscriptionBodySchema,
          response: { 200: envelopeSchema(gatewayAnswerSchema) },
        },
      },
      async (request) => start(request, "pro-monthly", request.body),
    );

    // Spec 01 section 7's quota call (path not shown there): how many times `credits` can be paid
    // now for the action `name`, and the downloads left today.
    typed.post(
      "/api/ai-design/quotas",
      {
        schema: {
          tags: ["credits"],
          security: access.user,
          summary: "Quotas for a cost: times an action of `credits` can run now, and downloads left today",
          body: quotaCallBodySchema,
          response: { 200: envelopeSchema(quotaCallAnswerSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const info = await deps.credits.quotaInfo(user, request.body.name);
        const downloads = await deps.credits.downloadQuotas(user);
        const cost = request.body.credits;
        const quotas = cost === 0 ? 9999 : Math.floor(info.aiCredits / cost) + Math.floor(info.freeCredits / cost);
        return ok({ name: info.name, quotas, download: downloads.left, aiCredits: info.aiCredits, pro: info.pro });
      },
    );
  };
