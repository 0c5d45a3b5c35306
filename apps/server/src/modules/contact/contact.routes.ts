import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  affiliateFormSchema,
  apiRequestFormSchema,
  contactFormSchema,
  contactMessagesPageSchema,
  contactMessagesQuerySchema,
  contactSceneParamsSchema,
  contactSentMessage,
  contactSentSchema,
  envelopeSchema,
  ok,
  type ContactScene,
} from "@studio/contracts";
import { AppError } from "../../errors";
import { requireAdmin } from "../../plugins/auth";
import { access } from "../../plugins/api-access";
import type { CaptchaService } from "../captcha/captcha.service";
import type { ContactService } from "./contact.service";
import type { AffiliateService } from "../affiliate/affiliate.service";

const schemas = { contact: contactFormSchema, affiliate: affiliateFormSchema, api: apiRequestFormSchema } as const;
const sentEnvelope = envelopeSchema(contactSentSchema);

/**
 * The contact forms (spec 01 section 7, spec 02 section 9) and the admins' list of what was sent.
 * Both send routes run the same checks in the same order: the form (first problem is the message),
 * the bot check (gtoken), then the service (per-address limit, kept, mailed to CONTACT_EMAIL).
 */
export const contactRoutes =
  (deps: { contact: ContactService; captcha: CaptchaService; affiliate?: Pick<AffiliateService, "apply"> }): FastifyPluginAsync =>
  async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const submit = async (scene: ContactScene, body: unknown, request: FastifyRequest) => {
      // Checked here, not by the route schema, because the scene picks the form and the spec's first message must lead.
      const parsed = schemas[scene].safeParse(body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
        throw new AppError("VALIDATION", issues[0]?.message, { issues });
      }
      await deps.captcha.verify(parsed.data.gtoken, request.ip);
      await deps.contact.send(scene, parsed.data, { ip: request.ip, userId: request.user?.id ?? null });
      // A signed-in applicant's form is also their partner record, 'pending' until an admin decides.
      if (scene === "affiliate" && request.user && deps.affiliate) await deps.affiliate.apply(request.user.id, parsed.data);
      return ok({ sent: true as const }, contactSentMessage);
    };

    typed.post(
      "/api/sendContactUsEmail",
      {
        schema: {
          tags: ["contact"],
          security: access.optionalUser,
          summary: "Send the contact form or a withdraw request (spec 01 section 7; gtoken required)",
          body: z.record(z.string(), z.unknown()),
          response: { 200: sentEnvelope },
        },
      },
      async (request) => submit("contact", request.body, request),
    );
    typed.post(
      "/api/system/email/send/:scene",
      {
        schema: {
          tags: ["contact"],
          security: access.optionalUser,
          summary: "Send a contact, affiliate or logo-API request form (gtoken required)",
          params: contactSceneParamsSchema,
          body: z.record(z.string(), z.unknown()),
          response: { 200: sentEnvelope },
        },
      },
      async (request) => submit(request.params.scene, request.body, request),
    );
    typed.get(
      "/api/admin/contact-messages",
      {
        schema: {
          tags: ["contact"],
          security: access.admin,
          summary: "Contact messages and requests, newest first (admin)",
          querystring: contactMessagesQuerySchema,
          response: { 200: envelopeSchema(contactMessagesPageSchema) },
        },
      },
      async (request) => {
        requireAdmin(request);
        return ok(await deps.contact.list(request.query.page, request.query.size));
      },
    );
  };
