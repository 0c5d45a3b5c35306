import type { DesignerAnswerRequest, DesignerOrder, DesignerOrders, DesignerOrdersQuery, DesignerUser, Language } from "@studio/contracts";
import { designerFixAnswerBy, designerFixOpen, designerFixProblem, designerFixTerms, type DesignerFixProblem, type DesignerFixState } from "@studio/domain";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Mailer } from "../mail/mailer";
import { normalizeEmail } from "../users/users.repository";
import { designerAnswerMail } from "./designer-mail";
import { grantedDesignerType, mayAnswerDesignerOrders } from "./designer.policy";
import type { AnswerWithDesigner, DesignerOrderRow, DesignerRepository } from "./designer.repository";
import type { DesignerAnswerRow } from "./designer.schema";

export type DesignerDeps = {
  repository: DesignerRepository;
  mailer: Mailer;
  /** The site's public address, for the logo's link in the buyer's e-mail (config.linkBase). */
  linkBase: string;
  now?: () => Date;
};

const problemText: Record<DesignerFixProblem, string> = {
  unpaid: "This order has not been paid.",
  refunded: "This order was refunded.",
  closed: "This designer fix is finished.",
  expired: `Answers are taken within ${designerFixTerms.days} days of payment.`,
  revisions: `At most ${designerFixTerms.revisions} revisions.`,
};

function fixState(order: DesignerOrderRow, answers: Pick<DesignerAnswerRow, "status">[]): DesignerFixState {
  return {
    paidAt: order.paidAt,
    refunded: order.state === "refunded",
    revisionsUsed: answers.filter((answer) => answer.status === "revision").length,
    done: answers.some((answer) => answer.status === "done"),
  };
}

const languageOf = (value: string): Language => (value.startsWith("zh") ? "zh" : "en");

/**
 * The designer role (issue 17): designers (and admins) see the paid designer-fix orders and answer
 * them within the catalogue's terms; each answer is e-mailed to the buyer through the outbox.
 * Admins grant and revoke the role (also `npm run admin -- designer grant|revoke EMAIL`).
 */
export function createDesignerService(deps: DesignerDeps) {
  const now = deps.now ?? (() => new Date());

  function requireDesigner(user: UserRow): void {
    if (!mayAnswerDesignerOrders(user)) throw new AppError("FORBIDDEN", "Only designers can see designer-fix orders.");
  }

  function view(order: DesignerOrderRow, answers: AnswerWithDesigner[]): DesignerOrder {
    const state = fixState(order, answers);
    return {
      orderId: order.id,
      product: order.product,
      state: order.state as DesignerOrder["state"],
      amount: order.amount,
      currency: order.currency as DesignerOrder["currency"],
      designId: order.designId,
      request: order.details.request ?? "",
      buyer: order.buyerEmail,
      paidAt: order.paidAt?.toISOString() ?? null,
      answerBy: order.paidAt ? designerFixAnswerBy(order.paidAt).toISOString() : null,
      revisionsUsed: state.revisionsUsed,
      revisionsMax: designerFixTerms.revisions,
      open: designerFixOpen(state, now()),
      answers: answers.map((answer) => ({
        id: answer.id,
        status: answer.status as DesignerOrder["answers"][number]["status"],
        reply: answer.reply,
        designer: answer.designer,
        createdAt: answer.createdAt.toISOString(),
      })),
    };
  }

  return {
    async orders(user: UserRow, query: DesignerOrdersQuery): Promise<DesignerOrders> {
      requireDesigner(user);
      // "open": paid within the answer window; done or refunded ones in it still show, marked closed.
      const since = query.filter === "open" ? new Date(now().getTime() - designerFixTerms.days * 24 * 3600_000) : null;
      const { rows, total } = await deps.repository.orders({ since, offset: (query.page - 1) * query.size, limit: query.size });
      const answers = await deps.repository.answers(rows.map((row) => row.id));
      return { items: rows.map((row) => view(row, answers.get(row.id) ?? [])), total, page: query.page, size: query.size };
    },

    async answer(user: UserRow, orderId: string, body: DesignerAnswerRequest): Promise<DesignerOrder> {
      requireDesigner(user);
      const order = await deps.repository.order(orderId);
      if (!order) throw new AppError("NOT_FOUND", "Order not found.");
      let problem: DesignerFixProblem | null = null;
      const at = now();
      const added = await deps.repository.addAnswer({ orderId, designerId: user.id, status: body.status, reply: body.reply, createdAt: at }, (existing) => {
        problem = designerFixProblem(fixState(order, existing), body.status, at);
        return problem === null;
      });
      if (!added) throw new AppError("DESIGNER_FIX_CLOSED", problemText[problem ?? "closed"], { reason: problem });
      const answers = (await deps.repository.answers([orderId])).get(orderId) ?? [];
      const updated = view(order, answers);
      if (order.buyerEmail) {
        const logoUrl = order.designId ? `${deps.linkBase}/download?logo=${encodeURIComponent(order.designId)}` : null;
        await deps.mailer.send(
          designerAnswerMail({
            to: order.buyerEmail,
            language: languageOf(order.buyerLanguage),
            orderId,
            status: body.status,
            reply: body.reply,
            revisionsUsed: updated.revisionsUsed,
            revisionsMax: updated.revisionsMax,
            logoUrl,
          }),
        );
      }
      return updated;
    },

    async designers(): Promise<DesignerUser[]> {
      return (await deps.repository.designers()).map((user) => ({ id: user.id, email: user.email, name: user.name, designer_type: user.designerType }));
    },

    /** Grants (type 1) or revokes (type 0) the designer role by e-mail; the user must have signed in once. */
    async setDesigner(email: string, designer: boolean): Promise<DesignerUser> {
      const user = await deps.repository.setDesignerType(normalizeEmail(email), designer ? grantedDesignerType : 0);
      if (!user) throw new AppError("NOT_FOUND", "User not found.");
      return { id: user.id, email: user.email, name: user.name, designer_type: user.designerType };
    },
  };
}

export type DesignerService = ReturnType<typeof createDesignerService>;
