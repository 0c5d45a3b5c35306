import type { ToolName, ToolOptions } from "@studio/contracts";
import { ProviderError } from "../../providers/image-provider";
import type { Storage } from "../../storage/storage";
import type { ProviderLookup } from "../tasks/image-task.handlers";
import type { TaskHandler } from "../tasks/tasks.worker";
import type { TaskRow } from "../tasks/tasks.schema";
import { engineOf, type ToolEngines } from "./tool-engine.types";
import { ToolFailure } from "./tool-failure";
import { loadToolImage, storeToolOutputs } from "./tool-images";

/** The task kind every image tool runs as. */
export const IMAGE_TOOL_TASK = "image.tool";

/** What an image tool's task keeps as its input (shown as paramJson; the records read tool and parentId). */
export type ImageToolTaskInput = {
  tool: ToolName;
  /** The source image (/oss/ path), the brushed mask, the second image. */
  image?: string;
  mask?: string;
  reference?: string;
  /** The record the source was (its result's parent), or null for an upload or a link. */
  parentId: number | null;
  /** The source record's design document (a designer logo): vector exports its own vectors. */
  design?: unknown;
  /** The tool's options, already checked by the route (toolOptionsSchemas). */
  options: Record<string, unknown>;
  processWidth: number;
  /** What the records show: the prompt (aicon) or the tool, the aspect, the record type. */
  prompt: string;
  aspect: string;
  purpose: "image" | "logo" | "icon";
  /** Always empty: the source is `image`, which the route checked is the user's own. */
  references: string[];
};

/**
 * `image.tool`: loads the task's images from storage, runs the engine of its tool (tool-engines.ts)
 * and stores the results; the method that ran is kept in the result's meta (the records show it). A
 * tool without an engine, a missing source file or an engine that throws fails the task, and the
 * worker refunds its charge.
 */
export function imageToolTaskHandler(deps: { engines: ToolEngines; storage: Storage; providers: ProviderLookup }): TaskHandler {
  const inputOf = (task: TaskRow) => task.input as ImageToolTaskInput;
  return {
    kind: IMAGE_TOOL_TASK,
    isPaid: (task) => {
      const input = inputOf(task);
      return engineOf(deps.engines, input.tool)?.paid(input.options as ToolOptions<typeof input.tool>) ?? false;
    },
    async run(task, ctx) {
      const input = inputOf(task);
      const engine = engineOf(deps.engines, input.tool);
      if (!engine || !engine.availability().available) throw new ProviderError("unavailable", `No engine for ${input.tool}.`, { retryable: false });
      const load = async (path: string | undefined) => {
        if (!path) return undefined;
        const image = await loadToolImage(deps.storage, path, input.processWidth);
        if (!image) throw new ToolFailure("tool_no_source");
        return image;
      };
      const [image, mask, reference] = await Promise.all([load(input.image), load(input.mask), load(input.reference)]);
      await ctx.reportProgress(0.05);
      const result = await engine.run(
        { image, mask, reference, options: input.options as ToolOptions<typeof input.tool>, design: input.design, processWidth: input.processWidth },
        { signal: ctx.signal, reportProgress: ctx.reportProgress, recordProviderCall: ctx.recordProviderCall, providers: deps.providers },
      );
      const outputs = [result, ...(result.more ?? [])];
      const images = await storeToolOutputs(deps.storage, task.id, outputs, image);
      await ctx.reportProgress(0.98);
      return { images, meta: { tool: input.tool, method: result.method, ...(result.extra ? { extra: result.extra } : {}) } };
    },
  };
}
