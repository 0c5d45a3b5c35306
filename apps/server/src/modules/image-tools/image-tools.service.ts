import {
  TOOL_MASK_MAX_BYTES,
  maskTools,
  referenceTools,
  sourcelessTools,
  toolLedgerKinds,
  toolNames,
  type ToolAvailability,
  type ToolCommonFields,
  type ToolName,
  type ToolPaidBy,
  type ToolResult,
} from "@studio/contracts";
import { detectBackground } from "@studio/image-tools";
import type { CreditCosts, CreditKindName } from "@studio/domain";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { CreditsService } from "../credits/credits.service";
import type { ImagesService } from "../images/images.service";
import { publicTaskMessage } from "../tasks/task-failure";
import { watchTask } from "../tasks/task-watch";
import type { TasksService } from "../tasks/tasks.service";
import type { TaskRow } from "../tasks/tasks.schema";
import { IMAGE_TOOL_TASK, type ImageToolTaskInput } from "./image-tool.handler";
import { engineOf, type ToolEngines } from "./tool-engine.types";
import type { ToolSources } from "./tool-sources";

/** A checked tool request: the common fields, the tool's options, and the uploaded parts. */
export type ToolRequest = {
  tool: ToolName;
  common: ToolCommonFields;
  options: Record<string, unknown>;
  file?: Buffer | undefined;
  mask?: Buffer | undefined;
  reference?: Buffer | undefined;
};

export type ImageToolsDeps = {
  tasks: TasksService;
  images: Pick<ImagesService, "recordsOfTask">;
  credits: Pick<CreditsService, "entryByKey">;
  sources: ToolSources;
  engines: ToolEngines;
  costs: CreditCosts;
  /** The domain's per-kind spending switch (packages/domain/src/areas/tool-kinds.ts). */
  spendKindAvailable: (kind: CreditKindName) => boolean;
  deadlineMs: number;
};

const isOneOf = (list: readonly string[], tool: ToolName) => list.includes(tool);

const paidByOf = (balance: string | undefined): ToolPaidBy =>
  balance === "free_cutout" ? "free_cutout" : balance === "free_daily" ? "free_quota" : balance === "partner" ? "partner" : balance ? "credits" : "none";

/**
 * The image tools' rules (issue 19): which tools can run here, the checks before any charge (engine,
 * spending switch, provider, source ownership, mask, matting's background detection), the charge of
 * the tool's ledger kind from the cost table in force (a free AI cutout first for matting), the task
 * on the pipeline (refunded by the worker if it fails) and the answer with the records it made.
 */
export function createImageToolsService(deps: ImageToolsDeps) {
  const availability = (tool: ToolName): ToolAvailability => {
    const kind = toolLedgerKinds[tool];
    const engine = engineOf(deps.engines, tool);
    const base = { tool, kind, cost: deps.costs.kinds[kind], methods: engine ? [...engine.methods] : [] };
    if (!engine || !deps.spendKindAvailable(kind)) return { ...base, available: false, reason: "not_built", needs: null };
    const state = engine.availability();
    return state.available
      ? { ...base, available: true, reason: null, needs: null }
      : { ...base, available: false, reason: "needs_provider", needs: state.needs };
  };

  const assertAvailable = (tool: ToolName): void => {
    const state = availability(tool);
    if (state.reason === "not_built") throw new AppError("FEATURE_UNAVAILABLE", `'${tool}' is not available on this site yet.`);
    if (state.reason === "needs_provider") throw new AppError("TOOL_NEEDS_PROVIDER", undefined, { tool, needs: state.needs });
  };

  const view = async (task: TaskRow, sign: (url: string) => string): Promise<ToolResult> => {
    const input = task.input as ImageToolTaskInput;
    const images = task.result?.images ?? [];
    const records = task.state === "succeeded" ? await deps.images.recordsOfTask(task) : [];
    const entry = task.chargeKey ? await deps.credits.entryByKey(task.userId, task.chargeKey) : undefined;
    const method = task.result?.meta?.method;
    const first = images[0];
    const status = task.state === "succeeded" ? "SUCCESS" : task.state === "queued" || task.state === "running" ? "GENERATING" : "GENERATE_FAILED";
    return {
      taskId: task.id,
      tool: input.tool,
      kind: toolLedgerKinds[input.tool],
      status,
      progress: Number(task.progress).toFixed(2),
      data: first ? sign(first.url) : null,
      resultUrls: images.map((i) => sign(i.url)),
      thumbUrls: images.map((i) => sign(i.thumbUrl)),
      method: typeof method === "string" ? (method as ToolResult["method"]) : null,
      contentType: first?.contentType ?? null,
      width: first?.width ?? 0,
      height: first?.height ?? 0,
      imageIds: records.map((r) => r.id),
      parentId: input.parentId,
      cost: task.cost,
      paidBy: paidByOf(entry?.balance),
      errorMessage: status === "GENERATE_FAILED" ? publicTaskMessage(task) : null,
    };
  };

  return {
    /** GET /api/ai-design/tools: every tool with its kind, cost and whether it can run here. */
    list(): ToolAvailability[] {
      return toolNames.map(availability);
    },

    /** Spec 01 section 7's background-colour detection of an image the user names (free; a failure counts as not transparent). */
    async detect(user: UserRow, ref: Parameters<ToolSources["resolve"]>[1], ip: string) {
      const source = await deps.sources.resolve(user, ref, ip);
      return detectBackground(source.bytes);
    },

    /**
     * Checks everything that can be checked before spending, charges, and queues the task. Matting is
     * refused at no cost when the image is transparent already (the detection decides whether it needs it).
     */
    async submit(
      user: UserRow,
      request: ToolRequest,
      client: { ip: string; partner?: string | null | undefined; clientKey?: string | undefined },
    ): Promise<TaskRow> {
      const { tool, common } = request;
      assertAvailable(tool);
      const needsSource = !isOneOf(sourcelessTools, tool);
      const source = needsSource ? await deps.sources.resolve(user, { file: request.file, url: common.url, image: common.image }, client.ip) : undefined;
      const mask = isOneOf(maskTools, tool) ? await deps.sources.mask(user, { file: request.mask, url: common.maskUrl }, TOOL_MASK_MAX_BYTES) : undefined;
      if (isOneOf(maskTools, tool) && !mask) throw new AppError("MASK_REQUIRED");
      const reference = isOneOf(referenceTools, tool)
        ? await deps.sources.resolve(user, { file: request.reference, url: common.referenceUrl }, client.ip)
        : undefined;
      if (tool === "matting" && source && (await detectBackground(source.bytes)).transparent) throw new AppError("ALREADY_TRANSPARENT");
      const kind = toolLedgerKinds[tool];
      const prompt = typeof request.options.prompt === "string" ? request.options.prompt : "";
      const input: ImageToolTaskInput = {
        tool,
        ...(source ? { image: source.path } : {}),
        ...(mask ? { mask } : {}),
        ...(reference ? { reference: reference.path } : {}),
        parentId: source?.parentId ?? null,
        ...(tool === "vector" && source?.design ? { design: source.design } : {}),
        options: request.options,
        processWidth: common.processWidth,
        prompt,
        aspect: source?.aspect ?? "1:1",
        purpose: tool === "aicon" ? "icon" : (source?.type ?? "image"),
        references: [],
      };
      const engine = engineOf(deps.engines, tool);
      const charge = () =>
        deps.tasks.submit(user, {
          kind: IMAGE_TOOL_TASK,
          provider: "local",
          model: tool,
          input,
          cost: deps.costs.kinds[kind],
          ledgerKind: kind,
          deadlineMs: deps.deadlineMs,
          partner: client.partner,
          clientKey: client.clientKey,
          // Spec 03 section 1: free users' daily free AI cutouts pay for background removal first.
          freeCutout: tool === "matting",
        });
      // A tool with a daily request limit (the icon generator's 'AI Limit Reached!') counts the submit within it.
      return engine?.dailyLimit ? engine.dailyLimit.within(user.id, charge) : charge();
    },

    /**
     * Waits for the task to end (the spec's synchronous matting answer). A shutdown does not wait
     * (the task goes on; its id can be polled) and answers UNAVAILABLE; a failed task (already
     * refunded by the worker) answers TOOL_FAILED with the task's own message.
     */
    async wait(user: UserRow, submitted: TaskRow, options: { pollMs: number; closing: AbortSignal }): Promise<TaskRow> {
      let task = submitted;
      for await (const current of watchTask(submitted, { tasks: deps.tasks, user, pollMs: options.pollMs, stopped: () => options.closing.aborted }))
        task = current;
      if (task.state === "queued" || task.state === "running") throw new AppError("UNAVAILABLE");
      if (task.state !== "succeeded" || !task.result?.images[0])
        throw new AppError("TOOL_FAILED", publicTaskMessage(task) ?? undefined, { taskId: task.id, errorCode: task.errorCode });
      return task;
    },

    view,

    /** A run of a tool by id: its owner's (admins: any), else 404 like a missing one. */
    async result(user: UserRow, taskId: string, sign: (url: string) => string): Promise<ToolResult> {
      const task = await deps.tasks.get(taskId, user);
      if (task.kind !== IMAGE_TOOL_TASK) throw new AppError("NOT_FOUND", "Task not found.");
      return view(task, sign);
    },
  };
}

export type ImageToolsService = ReturnType<typeof createImageToolsService>;
