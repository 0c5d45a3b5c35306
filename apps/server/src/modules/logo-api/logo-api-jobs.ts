import { randomUUID } from "node:crypto";
import { logoApiQuerySchema, type LogoApiQuery } from "@studio/contracts";
import type { LogoApiDesigner } from "./logo-api.designer";
import type { LogoApiCaller } from "./logo-api-keys.service";
import type { LogoApiRepository } from "./logo-api.repository";
import type { LogoApiDeliveryRow } from "./logo-api.schema";
import type { LogoApiWebhooks } from "./logo-api-webhooks";

/** Draws after a process died this many times while drawing the same job are given up. */
const MAX_DRAW_ATTEMPTS = 3;

export type LogoApiJobsDeps = {
  repository: LogoApiRepository;
  designer: LogoApiDesigner;
  webhooks: Pick<LogoApiWebhooks, "sweep">;
  /** How long a process may take to draw a job before another one draws it again. */
  drawLeaseMs: number;
  /** How often jobs left by a dead process are looked for. */
  pollMs: number;
  now?: (() => Date) | undefined;
  log: (message: string, details: Record<string, unknown>) => void;
};

/**
 * Lite keys' jobs (docs/logo-api.md). The job is a row before the call is answered ('drawing', with
 * its brief), so a job the partner holds an id for survives the process that took it: once its lease
 * lapses, any API process draws it again. The first drawing to finish turns it into a pending
 * delivery (the webhooks send it) and meters its logos; a later one finds it taken and changes nothing.
 */
export function createLogoApiJobs(deps: LogoApiJobsDeps) {
  const now = deps.now ?? (() => new Date());
  const drawing = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let resuming: Promise<void> | undefined;

  const draw = async (id: string, keyId: number, day: string, brief: LogoApiQuery): Promise<void> => {
    try {
      const page = await deps.designer.page(brief, keyId);
      if (!(await deps.repository.drawn(id, JSON.stringify({ job_id: id, data: page }), now()))) return;
      if (page.logos.length > 0) await deps.repository.addLogos(keyId, day, page.logos.length);
      void deps.webhooks.sweep();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.log("logo API job failed", { jobId: id, keyId, error: message });
      await deps.repository.drawingFailed(id, message);
    }
  };

  /** Runs a drawing in the background, kept so a shutdown can wait for it. */
  const track = (work: Promise<void>): void => {
    const tracked = work
      .catch((error: unknown) => deps.log("logo API job failed", { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => drawing.delete(tracked));
    drawing.add(tracked);
  };

  const resumeRow = async (row: LogoApiDeliveryRow): Promise<void> => {
    const brief = logoApiQuerySchema.safeParse(JSON.parse(row.brief ?? "null"));
    if (row.attempts > MAX_DRAW_ATTEMPTS || !brief.success || !row.day) {
      await deps.repository.drawingFailed(
        row.id,
        brief.success ? `Given up after ${row.attempts - 1} drawings that did not finish.` : "The job's brief is unreadable.",
      );
      return;
    }
    await draw(row.id, row.keyId, row.day, brief.data);
  };

  const resume = async (): Promise<void> => {
    const at = now();
    const rows = await deps.repository.leaseStalledDrawings(at, new Date(at.getTime() + deps.drawLeaseMs), 5);
    for (const row of rows) await resumeRow(row);
  };

  return {
    /** Stores the job, answers its id at once and draws it in the background. */
    async submit(caller: LogoApiCaller, brief: LogoApiQuery): Promise<string> {
      const id = randomUUID();
      const at = now();
      await deps.repository.addDrawing({
        id,
        keyId: caller.key.id,
        brief: JSON.stringify(brief),
        day: caller.day,
        leaseUntil: new Date(at.getTime() + deps.drawLeaseMs),
      });
      track(draw(id, caller.key.id, caller.day, brief));
      return id;
    },
    /** Jobs left by a dead process, drawn here (one look at a time). */
    resume(): Promise<void> {
      resuming ??= resume()
        .catch((error: unknown) => deps.log("logo API job resume failed", { error: error instanceof Error ? error.message : String(error) }))
        .finally(() => {
          resuming = undefined;
        });
      return resuming;
    },
    start(): void {
      timer ??= setInterval(() => void this.resume(), deps.pollMs).unref();
    },
    /** Stops looking, and waits for the drawings under way (their rows would otherwise wait out the lease). */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await resuming;
      await Promise.all([...drawing]);
    },
  };
}

export type LogoApiJobs = ReturnType<typeof createLogoApiJobs>;
