import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminOrderSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  envelopeSchema,
  ok,
  ordersPageSchema,
  receiptQuerySchema,
  refundBodySchema,
  refundResultSchema,
  revenueQuerySchema,
  revenueSchema,
} from "@studio/contracts";
import { requireAdmin, requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import { bytesAnswer } from "../../plugins/openapi-responses";
import type { AdminOrdersService } from "./admin-orders.service";
import type { RefundsService } from "./refunds.service";

export type OrdersAdminRoutesDeps = { adminOrders: AdminOrdersService; refunds: RefundsService };

const orderParams = z.object({ orderId: z.string().min(1).max(64) });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), size: z.coerce.number().int().min(1).max(100).default(20) });

/**
 * After checkout (issue 16 P4): receipts and invoices for buyers, and for admins the orders search,
 * an order's history, refunds (with a dry run that shows the figures first) and revenue.
 */
export function ordersAdminRoutes(deps: OrdersAdminRoutesDeps): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get(
      "/api/payment/orders/:orderId/receipt",
      {
        schema: {
          tags: ["payments"],
          security: access.user,
          summary: "The receipt (or ?type=invoice) of a paid order as a PDF, for its buyer or an admin; ?lang=en|zh, else the site's language",
          params: orderParams,
          querystring: receiptQuerySchema,
          response: { 200: bytesAnswer("The PDF, as an attachment", ["application/pdf"]) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const pdf = await deps.adminOrders.receipt(user, request.params.orderId, { type: request.query.type, lang: request.query.lang });
        const name = `${request.query.type}-${request.params.orderId.replace(/[^\w-]/g, "")}.pdf`;
        return reply
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="${name}"`)
          .header("cache-control", "private, no-store")
          .send(Buffer.from(pdf));
      },
    );
    typed.get(
      "/api/payment/invoices",
      {
        schema: {
          tags: ["payments"],
          security: access.user,
          summary: "My invoices: the signed-in user's paid orders, newest first",
          querystring: pageQuery,
          response: { 200: envelopeSchema(ordersPageSchema) },
        },
      },
      async (request) => ok(await deps.adminOrders.invoices(requireUser(request).id, request.query.page, request.query.size)),
    );
    typed.get(
      "/api/admin/payment/orders",
      {
        schema: {
          tags: ["payments"],
          security: access.admin,
          summary: "Orders by buyer e-mail, order id, state and creation date, newest first, each with its full history (admin)",
          querystring: adminOrdersQuerySchema,
          response: { 200: envelopeSchema(adminOrdersPageSchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok(await deps.adminOrders.search(request.query));
      },
    );
    typed.get(
      "/api/admin/payment/orders/:orderId",
      {
        schema: {
          tags: ["payments"],
          security: access.admin,
          summary: "One order with its full history (admin)",
          params: orderParams,
          response: { 200: envelopeSchema(adminOrderSchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok(await deps.adminOrders.detail(request.params.orderId));
      },
    );
    typed.post(
      "/api/admin/payment/orders/:orderId/refund",
      {
        schema: {
          tags: ["payments"],
          security: access.admin,
          summary:
            "Refund a paid order exactly once (admin): money back at the provider, credits taken back up to the balance (the rest is the shortfall), the logo unlock withdrawn, Pro ended. dryRun: the figures only",
          params: orderParams,
          body: refundBodySchema,
          response: { 200: envelopeSchema(refundResultSchema) },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        return ok(await deps.refunds.refund(request.params.orderId, { actorId: admin.id, note: request.body.note, dryRun: request.body.dryRun }));
      },
    );
    typed.get(
      "/api/admin/payment/revenue",
      {
        schema: {
          tags: ["payments"],
          security: access.admin,
          summary: "Revenue by day and by product in USD and CNY, with AI credits sold and spent per day (admin)",
          querystring: revenueQuerySchema,
          response: { 200: envelopeSchema(revenueSchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok(await deps.adminOrders.revenue(request.query));
      },
    );
  };
}
