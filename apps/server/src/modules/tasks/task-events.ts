import type { FastifyReply, FastifyRequest } from "fastify";
import type { TaskResultView } from "@studio/contracts";
import type { TaskRow } from "./tasks.schema";
import { watchTask, type TaskWatchOptions } from "./task-watch";
import { hijackWithHeaders } from "../../plugins/hijack";

/**
 * GET /api/ai-design/tasks/{taskId}/events: a server-sent event `task` with the task's result view
 * whenever it changes, until the task ends, the client leaves or the server shuts down (the client
 * then reconnects). The caller has already read `task` (and so checked the user may see it).
 */
export async function streamTaskEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  task: TaskRow,
  options: Omit<TaskWatchOptions, "stopped"> & { view: (task: TaskRow) => TaskResultView; closing: AbortSignal },
): Promise<void> {
  hijackWithHeaders(reply);
  reply.raw.writeHead(200, { "content-type": "text/event-stream", "cache-control": "private, no-cache", connection: "keep-alive", "x-accel-buffering": "no" });
  let closed = false;
  request.raw.on("close", () => (closed = true));
  let last = "";
  try {
    for await (const current of watchTask(task, { ...options, stopped: () => closed || options.closing.aborted })) {
      const json = JSON.stringify(options.view(current));
      if (json === last) continue;
      reply.raw.write(`event: task\ndata: ${json}\n\n`);
      last = json;
    }
  } finally {
    reply.raw.end();
  }
}
