import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import type { CaptchaService } from "../captcha/captcha.service";
import type { ContactService } from "./contact.service";

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max);
const common = { gtoken: z.string().max(4000).optional(), lang: z.enum(["en", "zh"]).optional() };

/** Spec 01 section 5 (the four messages, in this order) and spec 02 section 3 (the three forms). */
export const ZContactFormSchema = z.object({
  subject: required("Subject is required.", 200),
  message: required("Message is required.", 5000),
  name: required("Please enter your name.", 100),
  email: required("Please enter your email.", 254),
  withdrawRequest: z.boolean().optional(),
  ...common,
});
export const ZAffiliateFormSchema = z.object({
  account: required("Please enter your account.", 200),
  name: required("Please enter your name.", 100),
  idNumber: z.string().trim().max(40).optional(),
  email: required("Please enter your email.", 254),
  channel: required("Please enter your channel.", 500),
  ...common,
});
export const ZApiRequestFormSchema = z.object({
  name: required("Please enter your name.", 100),
  email: required("Please enter your email.", 254),
  apiType: z.enum(["LOGO API", "LOGO API Lite"]),
  product: required("Please enter your product.", 500),
  websiteRank: required("Please enter your website daily active users.", 100),
  webhook: z.string().trim().max(500).optional(),
  needs: required("Please describe your needs.", 5000),
  ...common,
});
export const ZContactSceneSchema = z.object({ scene: z.enum(["contact", "affiliate", "api"]) });

const schemas = { contact: ZContactFormSchema, affiliate: ZAffiliateFormSchema, api: ZApiRequestFormSchema } as const;

/** POST /api/system/email/send/{scene}: the contact, affiliate-withdraw and logo-API request forms. */
export const contactRoutes =
  (deps: { contact: ContactService; captcha: CaptchaService }): FastifyPluginAsync =>
  async (app) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      "/api/system/email/send/:scene",
      { schema: { tags: ["contact"], summary: "Send a contact, affiliate or API request form (gtoken required)", params: ZContactSceneSchema, body: z.record(z.string(), z.unknown()) } },
      async (request) => {
        const { scene } = request.params;
        // Checked here, not by the route schema, because the scene picks the form; the first problem is the message.
        const parsed = schemas[scene].safeParse(request.body);
        if (!parsed.success) {
          const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
          throw new AppError("VALIDATION", issues[0]?.message, { issues });
        }
        const form = parsed.data;
        await deps.captcha.verify(form.gtoken, request.ip);
        await deps.contact.send(scene, form, request.ip);
        return { code: 200, data: { sent: true }, msg: "Message sent. We will get back to you ASAP!" };
      },
    );
  };
