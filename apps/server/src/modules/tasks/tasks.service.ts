import { randomUUID } from "node:crypto";
import type { TaskResultView } from "@studio/contracts";
import type { CreditKindName } from "@studio/domain";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { publicTaskMessage } from "./task-failure";
import type { TaskBilling } from "./task-billing";
import { canSeeTask, mayReferenceAnyResult } from "./tasks.policy";
import type { BulksRepository } from "./bulks.repository";
import type { NewTask, TasksRepository } from "./tasks.repository";
import type { BulkOptions, TaskRow } from "./tasks.schema";

/** The task id of a stored result (/oss/ai-images/{taskId}/..., signed or not). */
const resultTaskId = (url: string): string | undefined =>
  /^\/oss\/ai-images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//i.exec(url)?.[1]?.toLowerCase();

/** Spec 02 section 5: a user has at most 10 tasks in the queue. */
export const MAX_UNFINISHED_TASKS = 10;

export type SubmitTask = {
  kind: string;
  provider: string;
  model: string;
  input: Record<string, unknown>;
  cost: number;
  /** How long the task may take from submission (queue time included). */
  deadlineMs: number;
  maxAttempts?: number;
  /** The embedding partner of the submitting session (SDK iframe mode): it pays instead of the user. */
  partner?: string | null | undefined;
  /** The client's Idempotency-Key: a retried submit answers the task the first one made. */
  clientKey?: string | undefined;
  /** The ledger kind of the charge (aiimage when unset; the generator's text2img or img2img). */
  ledgerKind?: CreditKindName | undefined;
  /** The bulk line this task generates (a retry of a line names the same one). */
  bulk?: { id: string; line: number } | undefined;
  /** Background removal: today's free AI cutouts pay before credits (task-billing.ts). */
  freeCutout?: boolean | undefined;
};

export function createTasksService(deps: { repository: TasksRepository; bulks: BulksRepository; billing: TaskBilling; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const repo = deps.repository;

  const newTask = (user: UserRow, id: string, request: SubmitTask, chargeKey: string | null, at: Date): NewTask => ({
    id,
    userId: user.id,
    kind: request.kind,
    provider: request.provider,
    model: request.model,
    input: request.input,
    cost: request.cost,
    chargeKey,
    clientKey: request.clientKey ?? null,
    bulkId: request.bulk?.id ?? null,
    bulkLine: request.bulk?.line ?? null,
    maxAttempts: request.maxAttempts ?? 3,
    deadlineAt: new Date(at.getTime() + request.deadlineMs),
    now: at,
  });

  /**
   * A full-size result is private to its owner (issue 14): naming another user's result as a
   * reference would hand it to a model and back as a new image of one's own. Only the owner's
   * results (admins: any) may be references; others answer like a missing image, before any charge.
   */
  const assertOwnReferences = async (user: UserRow, references: unknown): Promise<void> => {
    if (mayReferenceAnyResult(user) || !Array.isArray(references)) return;
    const ids = [
      ...new Set(
        references
          .filter((r): r is string => typeof r === "string")
          .map(resultTaskId)
          .filter((id): id is string => id !== undefined),
      ),
    ];
    if (ids.length === 0) return;
    const own = await repo.ownedBy(user.id, ids);
    if (ids.some((id) => !own.has(id))) throw new AppError("NOT_FOUND", "Image not found.");
  };

  const refundOnce = async (task: TaskRow) => {
    if (!task.chargeKey || task.cost <= 0 || task.refunded) return;
    await deps.billing.refund({ userId: task.userId, chargeKey: task.chargeKey, taskId: task.id });
    await repo.markRefunded(task.id);
  };

  return {
    /**
     * Charges the cost (keyed by the new task id) and queues the task. A full queue is checked
     * before charging, and again under a lock after: a race that loses is refunded.
     */
    async submit(user: UserRow, request: SubmitTask): Promise<TaskRow> {
      if (request.clientKey) {
        const earlier = await repo.findByClientKey(user.id, request.clientKey);
        if (earlier) return earlier;
      }
      await assertOwnReferences(user, request.input.references);
      if ((await repo.countUnfinished(user.id)) >= MAX_UNFINISHED_TASKS) throw new AppError("TASK_QUEUE_FULL");
      const id = randomUUID();
      const chargeKey =
        request.cost > 0
          ? await deps.billing.charge({
              userId: user.id,
              taskId: id,
              cost: request.cost,
              kind: request.ledgerKind,
              partner: request.partner,
              freeCutout: request.freeCutout,
            })
          : null;
      const inserted = await repo.insertWithinLimit(newTask(user, id, request, chargeKey, now()), MAX_UNFINISHED_TASKS);
      if (inserted === "full") {
        if (chargeKey) await deps.billing.refund({ userId: user.id, chargeKey, taskId: id });
        throw new AppError("TASK_QUEUE_FULL");
      }
      if ("duplicateOf" in inserted) {
        // Two copies of one submit raced past the first look: the later one gives its charge back.
        if (chargeKey) await deps.billing.refund({ userId: user.id, chargeKey, taskId: id });
        return inserted.duplicateOf;
      }
      return inserted;
    },

    /**
     * A bulk (issue 18): every line is charged (each its own ledger entry keyed by its task id),
     * then the bulk and all its tasks are stored at once. All or nothing: a line the credits do not
     * cover, or a queue that cannot take every line, refunds the lines already charged and stores nothing.
     */
    async submitBulk(user: UserRow, bulk: { id: string; prompts: string[]; options: BulkOptions }, requests: SubmitTask[]): Promise<TaskRow[]> {
      for (const references of new Set(requests.map((r) => JSON.stringify(r.input.references ?? [])))) await assertOwnReferences(user, JSON.parse(references));
      if ((await repo.countUnfinished(user.id)) + requests.length > MAX_UNFINISHED_TASKS) throw new AppError("TASK_QUEUE_FULL");
      const charged: { id: string; chargeKey: string | null }[] = [];
      const refundAll = async () => {
        for (const line of charged) if (line.chargeKey) await deps.billing.refund({ userId: user.id, chargeKey: line.chargeKey, taskId: line.id });
      };
      try {
        for (const request of requests) {
          const id = randomUUID();
          const chargeKey =
            request.cost > 0
              ? await deps.billing.charge({ userId: user.id, taskId: id, cost: request.cost, kind: request.ledgerKind, partner: request.partner })
              : null;
          charged.push({ id, chargeKey });
        }
      } catch (error) {
        await refundAll();
        throw error;
      }
      const at = now();
      const lines = requests.map((request, index) => newTask(user, charged[index]?.id ?? randomUUID(), request, charged[index]?.chargeKey ?? null, at));
      const inserted = await deps.bulks.insertBulkWithinLimit({ ...bulk, userId: user.id, now: at }, lines, MAX_UNFINISHED_TASKS);
      if (inserted === "full") {
        await refundAll();
        throw new AppError("TASK_QUEUE_FULL");
      }
      return inserted;
    },

    /** The task if this user may see it (its owner, or an admin); otherwise 404, never 403, so ids are not probed. */
    async get(id: string, user: UserRow): Promise<TaskRow> {
      const task = await repo.findById(id);
      if (!task || !canSeeTask(user, task)) throw new AppError("NOT_FOUND", "Task not found.");
      return task;
    },

    async list(user: UserRow, limit: number): Promise<TaskRow[]> {
      return repo.listForUser(user.id, limit);
    },

    /**
     * Gives back task charges whose task was never stored (the submitting process died between the
     * charge and the insert), once they are `graceMs` old, so a submit still in flight is never
     * touched; charges older than `windowMs` are left alone. Returns how many were refunded.
     */
    async refundOrphanCharges(options: { graceMs: number; windowMs: number; limit: number }): Promise<number> {
      const at = now().getTime();
      const orphans = await repo.orphanCharges({ chargedAfter: new Date(at - options.windowMs), chargedBefore: new Date(at - options.graceMs) }, options.limit);
      for (const orphan of orphans) await deps.billing.refund(orphan);
      return orphans.length;
    },

    /** Cancels a queued or running task of the user and gives its credits back. */
    async cancel(id: string, user: UserRow): Promise<TaskRow> {
      const cancelled = await repo.cancel(id, user.id, now());
      if (!cancelled) {
        const existing = await this.get(id, user);
        throw new AppError("CONFLICT", `The task has already ended (${existing.state}).`);
      }
      await refundOnce(cancelled);
      return cancelled;
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;

const statusOf = (task: TaskRow): TaskResultView["status"] =>
  task.state === "succeeded" ? "SUCCESS" : task.state === "queued" || task.state === "running" ? "GENERATING" : "GENERATE_FAILED";

/** The spec's result shape (status, progress '0.00'-'1.00', resultUrls de-duplicated, url = first). */
/**
 * A task as its owner sees it. `sign` turns the stored result paths into the signed links only the
 * owner (or an admin) is handed (oss/result-links.ts); without it the paths stay bare.
 */
export function toTaskResultView(task: TaskRow, sign: (url: string) => string = (url) => url): TaskResultView {
  const images = task.result?.images ?? [];
  const resultUrls = [...new Set(images.map((i) => sign(i.url)))];
  const first = images[0];
  const input = task.input as { prompt?: string; aspect?: string };
  return {
    taskId: task.id,
    progress: Number(task.progress).toFixed(2),
    status: statusOf(task),
    state: task.state,
    errorCode: task.errorCode,
    errorMessage: publicTaskMessage(task),
    response: { resultUrls },
    resultUrls,
    thumbUrls: images.map((i) => sign(i.thumbUrl)),
    url: resultUrls[0] ?? null,
    aspect: input.aspect ?? "1:1",
    width: first?.width ?? 0,
    height: first?.height ?? 0,
    resolution: first ? `${first.width}x${first.height}` : "",
    prompt: input.prompt ?? "",
    model: task.model,
    provider: task.provider,
    createTime: task.createdAt.toISOString(),
    completeTime: task.completedAt ? task.completedAt.toISOString() : null,
    paramJson: JSON.stringify(task.input),
  };
}
