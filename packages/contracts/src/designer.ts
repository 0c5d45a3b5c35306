import { z } from "zod";
import { currencySchema, orderStateSchema } from "./payments";

/**
 * The designer role (issue 17; spec 01 section 1, spec 03 sections 6-7): the designer-fix orders a
 * designer answers at /designer, and the admin's grant and revoke. A designer-fix order is the
 * `designer-fix` product or a package bought with `needDesigner`; the catalogue allows at most
 * `revisions` revision answers within `days` days of payment.
 */
export const designerAnswerStatuses = ["working", "revision", "done"] as const;
export const designerAnswerStatusSchema = z.enum(designerAnswerStatuses);
export type DesignerAnswerStatus = z.infer<typeof designerAnswerStatusSchema>;

/** The longest reply a designer may send (it goes into an e-mail). */
export const designerReplyMax = 4000;

export const designerAnswerSchema = z.object({
  id: z.number().int(),
  status: designerAnswerStatusSchema,
  reply: z.string(),
  designer: z.string().nullable(),
  createdAt: z.string(),
});
export type DesignerAnswer = z.infer<typeof designerAnswerSchema>;

export const designerOrderSchema = z.object({
  orderId: z.string(),
  product: z.string(),
  state: orderStateSchema,
  amount: z.number().int(),
  currency: currencySchema,
  designId: z.string().nullable(),
  /** What the buyer wants changed. */
  request: z.string(),
  buyer: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Answers are taken until then (paid + the catalogue's days). */
  answerBy: z.string().nullable(),
  revisionsUsed: z.number().int(),
  revisionsMax: z.number().int(),
  /** Closed: a `done` answer was sent, the window passed, or the order was refunded. */
  open: z.boolean(),
  answers: z.array(designerAnswerSchema),
});
export type DesignerOrder = z.infer<typeof designerOrderSchema>;

export const designerOrdersQuerySchema = z.object({
  /** open: orders still taking answers; all: every designer-fix order. */
  filter: z.enum(["open", "all"]).default("open"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export type DesignerOrdersQuery = z.infer<typeof designerOrdersQuerySchema>;

export const designerOrdersSchema = z.object({ items: z.array(designerOrderSchema), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export type DesignerOrders = z.infer<typeof designerOrdersSchema>;

export const designerOrderParamsSchema = z.object({ orderId: z.string().min(1).max(64) });

export const designerAnswerRequestSchema = z.object({
  status: designerAnswerStatusSchema,
  reply: z.string().trim().min(1).max(designerReplyMax),
});
export type DesignerAnswerRequest = z.infer<typeof designerAnswerRequestSchema>;

/** The admin's list of designers and the grant / revoke by e-mail. */
export const designerUserSchema = z.object({ id: z.number().int(), email: z.string().nullable(), name: z.string(), designer_type: z.number().int() });
export type DesignerUser = z.infer<typeof designerUserSchema>;
export const designersSchema = z.object({ items: z.array(designerUserSchema) });
export const designerGrantRequestSchema = z.object({ email: z.string().trim().email().max(254), designer: z.boolean() });
export type DesignerGrantRequest = z.infer<typeof designerGrantRequestSchema>;
