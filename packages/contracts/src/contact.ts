import { z } from "zod";

/**
 * The contact, affiliate-withdraw and logo-API request forms (spec 01 sections 3, 5 and 7; spec 02
 * sections 3, 5 and 9). Server and browser share these: the server checks them, the browser reads
 * the answers with them. The messages are the spec's English ones; the browser shows its own
 * translations of the same rules, in the same order.
 */
const required = (message: string, max: number) => z.string().trim().min(1, message).max(max);
const common = { gtoken: z.string().max(4000).optional(), lang: z.enum(["en", "zh"]).optional() };

/** Spec 01 section 5: subject, message, name, email, checked in this order (only emptiness matters to the user). */
export const contactFormSchema = z.object({
  subject: required("Subject is required.", 200),
  message: required("Message is required.", 5000),
  name: required("Please enter your name.", 100),
  email: required("Please enter your email.", 254),
  withdrawRequest: z.boolean().optional(),
  ...common,
});
export const affiliateFormSchema = z.object({
  account: required("Please enter your account.", 200),
  name: required("Please enter your name.", 100),
  /** Shown (and then required by the browser) on the Chinese site only. */
  idNumber: z.string().trim().max(40).optional(),
  email: required("Please enter your email.", 254),
  channel: required("Please enter your channel.", 500),
  ...common,
});
export const apiTypes = ["LOGO API", "LOGO API Lite"] as const;
export const apiRequestFormSchema = z
  .object({
    name: required("Please enter your name.", 100),
    email: required("Please enter your email.", 254),
    apiType: z.enum(apiTypes),
    product: required("Please enter your product.", 500),
    websiteRank: required("Please enter your website daily active users.", 100),
    /** Lite only: where the finished logos are posted. */
    webhook: z.string().trim().max(500).optional(),
    needs: required("Please describe your needs.", 5000),
    ...common,
  })
  .superRefine((form, context) => {
    if (form.apiType === "LOGO API Lite" && !form.webhook) context.addIssue({ code: "custom", path: ["webhook"], message: "Please enter your webhook." });
  })
  // The full API has no webhook: a value sent anyway is dropped rather than kept and shown to staff.
  .transform((form) => (form.apiType === "LOGO API Lite" ? form : { ...form, webhook: undefined }));

export const contactScenes = ["contact", "affiliate", "api"] as const;
export type ContactScene = (typeof contactScenes)[number];
export const contactSceneParamsSchema = z.object({ scene: z.enum(contactScenes) });

export type ContactForm = z.input<typeof contactFormSchema>;
export type AffiliateForm = z.input<typeof affiliateFormSchema>;
export type ApiRequestForm = z.input<typeof apiRequestFormSchema>;

/** The answer of both send routes: `msg` is the spec's success text. */
export const contactSentSchema = z.object({ sent: z.literal(true) });
export const contactSentMessage = "Message sent. We will get back to you ASAP!";

/** One kept message as an admin sees it (GET /api/admin/contact-messages). */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  scene: z.enum(contactScenes),
  withdrawRequest: z.boolean(),
  name: z.string(),
  email: z.string(),
  /** The contact form's subject; empty for the affiliate and API forms. */
  subject: z.string(),
  /** Every field of the form as sent (without the bot-check token). */
  fields: z.record(z.string(), z.string()),
  userId: z.number().int().nullable(),
  /** Whether the mail to the contact address left the machine (false: outbox only or SMTP failed). */
  delivered: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const contactMessagesPageSchema = z.object({
  list: z.array(contactMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type ContactMessagesPage = z.infer<typeof contactMessagesPageSchema>;
