import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import QRCode from "qrcode";
import { z } from "zod";
import { currencySchema, envelopeSchema, ok, paymentProviderSchema, type CreatedOrder } from "@studio/contracts";
import { downloadItemOfType, isIosMessagingApp, messagingPayApps, type MessagingPayApp } from "@studio/domain";
import { AppError } from "../../errors";
import { requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import { checkoutUrls } from "./checkout-urls";
import type { OrdersService } from "./orders.service";
import type { PaymentProviders } from "./payment-providers";
import type { PaymentProviderName } from "./payment-provider";

/** The sandbox processor's card that succeeds: the sandbox "scan" pays through the same signed path as its card form. */
const SANDBOX_PAYING_CARD = "4242424242424242";

const appParams = z.object({ app: z.enum(messagingPayApps) });
const payPerDownloadBody = z.object({ model_id: z.string().min(1).max(200), type: z.coerce.number().int().min(1).max(4) });

/** The spec's answer (data.uuid and data.url, the QR image) plus what a page shows beside it. */
const qrAnswerSchema = z.object({
  /** The order id: the record check GET /api/payment/check/{uuid} says when it is paid. */
  uuid: z.string(),
  /** The QR as a PNG data URL (in-browser variant: the payment link itself). */
  url: z.string(),
  /** What the QR encodes: the vendor's payment link, or this site's sandbox page. */
  payUrl: z.string(),
  orderId: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  provider: paymentProviderSchema,
  paid: z.boolean(),
});

/**
 * The cn site's messaging-app payments (spec 01 section 7, spec 03 section 7): a per-download item
 * paid by scanning a QR (`.../qrcode/pay-per-download`) or from inside the app's browser
 * (`.../default/pay-per-download`). The app's vendor (WeChat Pay, Alipay) takes the order when its
 * keys are set; otherwise the sandbox does, and the QR encodes this site's page
 * /payment/scan/{orderId}, where paying stands in for the app (the order's owner only).
 */
export const qrPayRoutes =
  (deps: { orders: OrdersService; providers: PaymentProviders; linkBase: string }): FastifyPluginAsync =>
  async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["payments"];

    function providerFor(messagingApp: MessagingPayApp): PaymentProviderName {
      if (deps.providers.get(messagingApp)) return messagingApp;
      if (deps.providers.sandbox) return "sandbox";
      throw new AppError("FEATURE_UNAVAILABLE", "This payment method is not available on this site.");
    }

    async function start(request: FastifyRequest, messagingApp: MessagingPayApp, body: z.infer<typeof payPerDownloadBody>, inBrowser = false) {
      const user = requireUser(request);
      const item = downloadItemOfType(body.type);
      if (!item) throw new AppError("PRODUCT_UNAVAILABLE");
      const provider = providerFor(messagingApp);
      const order: CreatedOrder = await deps.orders.createOrder(
        user,
        { product: `download-${item}`, designId: body.model_id, provider },
        // In the phone's browser: WeChat Pay H5 / Alipay wap answer a page to open instead of a QR.
        inBrowser ? { ...checkoutUrls(deps.linkBase, {}), mobile: { payerIp: request.ip } } : checkoutUrls(deps.linkBase, {}),
      );
      const payUrl =
        provider === "sandbox"
          ? `${deps.linkBase}/payment/scan/${encodeURIComponent(order.orderId)}?app=${messagingApp}`
          : (order.qrCode ?? order.checkoutUrl ?? "");
      if (!payUrl && !order.paid) throw new AppError("PAYMENT_FAILED");
      return { order, payUrl, provider };
    }

    typed.post(
      "/api/gateway/:app/ai-design/payment/qrcode/pay-per-download",
      {
        schema: {
          tags,
          security: access.user,
          summary:
            "Pay for one item of a logo by scanning a QR with WeChat or Alipay (type: poster 1, bizcard 2, logoanimate 3, ppt 4; model_id: the logo); poll GET /api/payment/check/{uuid}",
          params: appParams,
          body: payPerDownloadBody,
          response: { 200: envelopeSchema(qrAnswerSchema) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const { order, payUrl } = await start(request, request.params.app, request.body);
        const image = payUrl ? await QRCode.toDataURL(payUrl, { margin: 1, width: 240 }) : "";
        return ok({
          uuid: order.orderId,
          url: image,
          payUrl,
          orderId: order.orderId,
          amount: order.amount,
          currency: order.currency,
          provider: order.provider,
          paid: order.paid,
        });
      },
    );

    typed.post(
      "/api/gateway/:app/ai-design/payment/default/pay-per-download",
      {
        schema: {
          tags,
          security: access.user,
          summary:
            "Pay for one item of a logo in the phone's browser: data.url is the page to open (WeChat Pay H5, Alipay wap; the sandbox's pay page without keys), back at /payment/return/{uuid}; refused in WeChat on iOS",
          params: appParams,
          body: payPerDownloadBody,
          response: { 200: envelopeSchema(qrAnswerSchema) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        if (request.params.app === "wechat" && isIosMessagingApp(String(request.headers["user-agent"] ?? ""))) throw new AppError("IOS_PAY_UNSUPPORTED");
        const { order, payUrl } = await start(request, request.params.app, request.body, true);
        return ok({
          uuid: order.orderId,
          url: payUrl,
          payUrl,
          orderId: order.orderId,
          amount: order.amount,
          currency: order.currency,
          provider: order.provider,
          paid: order.paid,
        });
      },
    );

    typed.post(
      "/api/payment/sandbox/:orderId/scan",
      {
        schema: {
          tags,
          security: access.user,
          summary: "The sandbox's messaging-app payment: pays the buyer's own sandbox order as the app would (the page a sandbox payment QR encodes)",
          params: z.object({ orderId: z.string().min(1).max(64) }),
          response: { 200: envelopeSchema(z.object({ paid: z.boolean() })) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const result = await deps.orders.payWithSandbox(user, request.params.orderId, SANDBOX_PAYING_CARD);
        return ok({ paid: result.paid });
      },
    );
  };
