import { randomUUID } from "node:crypto";
import { MAX_BULK_LINES, type BulkLine, type BulkStatus, type GenerateMode, type QueueItem, type TaskQueue, type bulkSubmitSchema } from "@studio/contracts";
import { generatorCost, promptsFromCsv, type CreditCosts } from "@studio/domain";
import type { z } from "zod";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { ProviderRegistry } from "../../providers/registry";
import type { BulksRepository } from "./bulks.repository";
import { generatorImageCount, type Submitter } from "./image-generate.service";
import type { ImageTaskInput } from "./image-task.handlers";
import type { ZipFile } from "../../storage/zip";
import { promptSlug } from "./results-zip";
import { MAX_UNFINISHED_TASKS, toTaskResultView, type SubmitTask, type TasksService } from "./tasks.service";
import type { TaskBulkRow, TaskRow } from "./tasks.schema";

/** How far back the queue panel lists failed tasks. */
const FAILED_WINDOW_MS = 24 * 60 * 60 * 1000;
const FAILED_SHOWN = 10;

export type GeneratorDeps = {
  tasks: TasksService;
  bulks: BulksRepository;
  models: Pick<ProviderRegistry, "resolve">;
  costs: CreditCosts;
  deadlineMs: number;
  now?: () => Date;
};

type BulkBody = z.output<typeof bulkSubmitSchema>;
type Sign = (url: string) => string;

/** Only the owner's bulk exists for a user: anyone else (admins too) gets 404, so ids are not probed. */
const ownBulk = (bulk: TaskBulkRow | undefined, user: UserRow): TaskBulkRow => {
  if (!bulk || bulk.userId !== user.id) throw new AppError("NOT_FOUND", "Bulk not found.");
  return bulk;
};

const isFailed = (task: TaskRow) => task.state === "failed" || task.state === "timed_out" || task.state === "cancelled";

/** The lines of a bulk: the latest task of each line (a retry replaces the failed try). */
function linesOf(bulk: TaskBulkRow, tasks: TaskRow[]): { index: number; prompt: string; task: TaskRow; tries: number }[] {
  const lines: { index: number; prompt: string; task: TaskRow; tries: number }[] = [];
  bulk.prompts.forEach((prompt, index) => {
    const tries = tasks.filter((t) => t.bulkId === bulk.id && t.bulkLine === index);
    const task = tries.at(-1);
    if (task) lines.push({ index, prompt, task, tries: tries.length });
  });
  return lines;
}

/** GET /api/ai-design/bulks/{bulkId}: each line's latest task as the owner sees it. */
export function bulkStatusView(bulk: TaskBulkRow, tasks: TaskRow[], sign: Sign): BulkStatus {
  const lines: BulkLine[] = linesOf(bulk, tasks).map(({ index, prompt, task, tries }) => {
    const view = toTaskResultView(task, sign);
    return {
      index,
      prompt,
      taskId: task.id,
      state: task.state,
      status: view.status,
      progress: view.progress,
      resultUrls: view.resultUrls,
      thumbUrls: view.thumbUrls,
      errorMessage: view.errorMessage,
      tries,
    };
  });
  return {
    bulkId: bulk.id,
    createTime: bulk.createdAt.toISOString(),
    model: bulk.options.model,
    aspect: bulk.options.aspect,
    lines,
    succeeded: lines.filter((l) => l.state === "succeeded").length,
    failed: lines.filter((l) => l.status === "GENERATE_FAILED").length,
    finished: lines.every((l) => l.status !== "GENERATING"),
  };
}

/** One task of the queue panel. */
export function queueItemView(task: TaskRow): QueueItem {
  const input = task.input as Partial<ImageTaskInput>;
  const view = toTaskResultView(task);
  return {
    taskId: task.id,
    kind: task.kind,
    generateMode: input.generateMode ?? null,
    ledgerKind: task.cost > 0 ? (input.ledgerKind ?? "aiimage") : null,
    cost: task.cost,
    model: task.model,
    provider: task.provider,
    state: task.state,
    status: view.status,
    progress: view.progress,
    prompt: view.prompt,
    createTime: view.createTime,
    bulkId: task.bulkId,
    bulkLine: task.bulkLine,
    errorMessage: view.errorMessage,
    retryable: isFailed(task),
  };
}

/**
 * The image generator's bulk mode, the queue panel and retries (issue 18), on the one task
 * pipeline: every line and every retry is a task of tasks.service, charged and refunded as any other.
 */
export function createGeneratorService(deps: GeneratorDeps) {
  const now = deps.now ?? (() => new Date());

  const bulkPrompts = (body: BulkBody): string[] => {
    if (body.prompts) return body.prompts;
    const parsed = promptsFromCsv(body.csv ?? "");
    if (!parsed.ok) throw new AppError("VALIDATION", "The CSV file has no prompt column.");
    if (parsed.prompts.length === 0) throw new AppError("VALIDATION", "The CSV file has no prompt.");
    if (parsed.prompts.length > MAX_BULK_LINES) throw new AppError("VALIDATION", `No more than ${MAX_BULK_LINES} lines`, { lines: parsed.prompts.length });
    return parsed.prompts.map((p) => p.slice(0, 4000));
  };

  return {
    /** POST /api/ai-design/bulks: one aiimage task per line, all charged and queued, or none. */
    async submitBulk(who: Submitter, body: BulkBody): Promise<{ bulkId: string; taskIds: string[] }> {
      const prompts = bulkPrompts(body);
      const { model, provider } = deps.models.resolve(body.model);
      const count = generatorImageCount(model, body.nVariants, body.lang, body.size);
      const bulkId = randomUUID();
      const mode: GenerateMode = body.filesUrl.length > 0 ? "remix-mode" : "text-to-image";
      const requests: SubmitTask[] = prompts.map((prompt, line) => {
        const input: ImageTaskInput = {
          prompt,
          count,
          aspect: body.size,
          references: body.filesUrl,
          purpose: "image",
          generateMode: mode,
          ledgerKind: "aiimage",
          productChannel: "aiimage",
          scene: body.scene ?? "no-style",
          style: body.style ?? "auto",
          ...(body.substyle ? { substyle: body.substyle } : {}),
        };
        return {
          kind: "image.generate",
          provider,
          model,
          input,
          cost: generatorCost(deps.costs, "bulk", body.filesUrl.length),
          ledgerKind: "aiimage",
          deadlineMs: deps.deadlineMs,
          partner: who.partner,
          bulk: { id: bulkId, line },
        };
      });
      const options = { model, provider, aspect: body.size, count, references: body.filesUrl, scene: body.scene, style: body.style, substyle: body.substyle };
      const tasks = await deps.tasks.submitBulk(who.user, { id: bulkId, prompts, options }, requests);
      const ordered = [...tasks].sort((a, b) => (a.bulkLine ?? 0) - (b.bulkLine ?? 0));
      return { bulkId, taskIds: ordered.map((t) => t.id) };
    },

    async bulk(bulkId: string, user: UserRow): Promise<{ bulk: TaskBulkRow; tasks: TaskRow[] }> {
      const bulk = ownBulk(await deps.bulks.findBulk(bulkId), user);
      return { bulk, tasks: await deps.bulks.tasksOfBulks([bulk.id]) };
    },

    async bulks(user: UserRow, size: number): Promise<{ bulk: TaskBulkRow; tasks: TaskRow[] }[]> {
      const bulks = await deps.bulks.listBulks(user.id, size);
      const tasks = await deps.bulks.tasksOfBulks(bulks.map((b) => b.id));
      return bulks.map((bulk) => ({ bulk, tasks: tasks.filter((t) => t.bulkId === bulk.id) }));
    },

    /**
     * The files of a bulk's zip: each line's latest successful images, named by line and prompt.
     * 409 while no line has an image yet (an empty zip would look like a broken download).
     */
    async bulkZipEntries(bulkId: string, user: UserRow, read: (url: string) => Promise<Buffer | null>): Promise<ZipFile[]> {
      const { bulk, tasks } = await this.bulk(bulkId, user);
      const entries: ZipFile[] = [];
      for (const { index, prompt, task } of linesOf(bulk, tasks)) {
        if (task.state !== "succeeded") continue;
        for (const [n, image] of (task.result?.images ?? []).entries()) {
          const ext = image.url.split(".").pop() ?? "png";
          entries.push({ name: `${String(index + 1).padStart(2, "0")}-${promptSlug(prompt)}-${n + 1}.${ext}`, read: () => read(image.url) });
        }
      }
      if (entries.length === 0) throw new AppError("CONFLICT", "No image of this bulk is ready yet.");
      return entries;
    },

    /** GET /api/ai-design/tasks/queue. */
    async queue(user: UserRow): Promise<TaskQueue> {
      const [active, failed] = await Promise.all([
        deps.bulks.activeTasks(user.id),
        deps.bulks.failedSince(user.id, new Date(now().getTime() - FAILED_WINDOW_MS), FAILED_SHOWN),
      ]);
      return { limit: MAX_UNFINISHED_TASKS, unfinished: active.length, active: active.map(queueItemView), failed: failed.map(queueItemView) };
    },

    /**
     * POST /api/ai-design/tasks/{taskId}/retry: the same input as a new task, charged again at the
     * current price of its kind (so the charge is the one the browser shows), on the same bulk line.
     * Only the owner's own failed, timed-out or cancelled tasks; the model must still be served.
     */
    async retry(taskId: string, who: Submitter): Promise<TaskRow> {
      const task = await deps.tasks.get(taskId, who.user);
      if (task.userId !== who.user.id) throw new AppError("NOT_FOUND", "Task not found.");
      if (!isFailed(task)) throw new AppError("CONFLICT", `Only a failed or cancelled task can be retried (${task.state}).`);
      const { model, provider } = deps.models.resolve(task.model);
      const input = task.input as Partial<ImageTaskInput>;
      const references = Array.isArray(input.references) ? input.references.length : 0;
      const cost =
        task.bulkId !== null
          ? generatorCost(deps.costs, "bulk", references)
          : input.generateMode
            ? generatorCost(deps.costs, input.generateMode, references)
            : task.cost;
      return deps.tasks.submit(who.user, {
        kind: task.kind,
        provider,
        model,
        input: task.input,
        cost,
        ledgerKind: input.ledgerKind,
        deadlineMs: deps.deadlineMs,
        partner: who.partner,
        clientKey: who.clientKey,
        bulk: task.bulkId !== null && task.bulkLine !== null ? { id: task.bulkId, line: task.bulkLine } : undefined,
      });
    },
  };
}

export type GeneratorService = ReturnType<typeof createGeneratorService>;
