import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  designerAnswerRequestSchema,
  designerGrantRequestSchema,
  designerOrderParamsSchema,
  designerOrderSchema,
  designerOrdersQuerySchema,
  designerOrdersSchema,
  designersSchema,
  designerUserSchema,
  envelopeSchema,
  ok,
} from "@studio/contracts";
import { requireAdmin, requireUser } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import type { DesignerService } from "./designer.service";

const tags = ["designer"];

/** The designer role (issue 17): designer-fix orders and their answers at /designer, the admin's grants. */
export function designerRoutes(deps: { designer: DesignerService }): FastifyPluginAsync {
  return async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get(
      "/api/designer/orders",
      {
        schema: {
          tags,
          security: access.user,
          summary: "Paid designer-fix orders with their answers (designers and admins; 403 otherwise)",
          querystring: designerOrdersQuerySchema,
          response: { 200: envelopeSchema(designerOrdersSchema) },
        },
      },
      async (request) => ok(await deps.designer.orders(requireUser(request), request.query)),
    );
    typed.post(
      "/api/designer/orders/:orderId/answers",
      {
        schema: {
          tags,
          security: access.user,
          summary:
            "Answer a designer-fix order (status + reply, e-mailed to the buyer); within 3 days of payment, at most 3 revisions (409 DESIGNER_FIX_CLOSED)",
          params: designerOrderParamsSchema,
          body: designerAnswerRequestSchema,
          response: { 200: envelopeSchema(designerOrderSchema) },
        },
      },
      async (request) => ok(await deps.designer.answer(requireUser(request), request.params.orderId, request.body)),
    );
    typed.get(
      "/api/admin/designers",
      { schema: { tags, security: access.admin, summary: "The users with the designer role (admins)", response: { 200: envelopeSchema(designersSchema) } } },
      async (request) => {
        requireAdmin(request);
        return ok({ items: await deps.designer.designers() });
      },
    );
    typed.post(
      "/api/admin/designers",
      {
        schema: {
          tags,
          security: access.admin,
          summary: "Grant (designer: true) or revoke the designer role by e-mail (admins; the user must have signed in once)",
          body: designerGrantRequestSchema,
          response: { 200: envelopeSchema(designerUserSchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok(await deps.designer.setDesigner(request.body.email, request.body.designer));
      },
    );
  };
}
