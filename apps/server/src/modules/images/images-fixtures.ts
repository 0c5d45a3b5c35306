import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import type { ImageRecord } from "@studio/contracts";
import { createNodeLogoDeps } from "@studio/logo-engine/node";
import { aiImages, tasks } from "../../db/schema";
import { createTestApp, type SignedIn, type TestContext } from "../../../test/helper";
import type { TaskWorker } from "../tasks/tasks.worker";

export type Answer<T> = { code: number; data: T; msg: string; error?: string };

/** A signed /oss link to `path` (oss/result-links.ts). */
export const signedLink = (path: string) => new RegExp(`^${path.replace(/[.?]/g, "\\$&")}\\?exp=\\d+&sig=[\\w-]+$`);

/**
 * The app the AI image records' tests share (images.test.ts, images-samples.test.ts): made before the
 * file's tests with a task worker, closed after; `run` makes this run's rows unique (a PostgreSQL
 * database is shared by the files of one vitest worker).
 */
export function imagesTestApp() {
  const app = { run: randomUUID().slice(0, 8) } as { ctx: TestContext; worker: TaskWorker; run: string };
  const run = app.run;
  beforeAll(async () => {
    createNodeLogoDeps().icons.search("warm up");
    app.ctx = await createTestApp({ taskTimeoutMs: 30_000 });
    app.worker = app.ctx.app.services.createTaskWorker({ concurrency: 2, pollMs: 20, leaseMs: 600 });
  });
  afterAll(async () => {
    await app.worker.stop();
    await app.ctx.close();
  });

  const call = async <T>(who: SignedIn | undefined, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) => {
    const res = await app.ctx.app.inject({
      method,
      url,
      headers: who?.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: res.statusCode, body: res.json() as Answer<T> };
  };
  const list = async (who: SignedIn, query = "") => call<ImageRecord[]>(who, "GET", `/api/ai-design/ai-images${query}`);

  const runTask = async (who: SignedIn, url: string, body: Record<string, unknown>): Promise<string> => {
    const res = await call<string>(who, "POST", url, body);
    expect(res.status).toBe(200);
    const taskId = res.body.data;
    for (let i = 0; i < 300; i++) {
      await app.worker.tick();
      await app.worker.drain();
      const [row] = await app.ctx.database.db.select({ state: tasks.state }).from(tasks).where(eq(tasks.id, taskId));
      if (row && row.state !== "queued" && row.state !== "running") {
        expect(row.state).toBe("succeeded");
        return taskId;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("task did not end");
  };

  /** Records made directly, for paging and filters (the task path has its own test). */
  const seed = async (who: SignedIn, count: number, fields: Partial<typeof aiImages.$inferInsert> = {}) => {
    const base = Date.now();
    return app.ctx.database.db
      .insert(aiImages)
      .values(
        Array.from({ length: count }, (_, i) => ({
          userId: who.user.id,
          groupId: randomUUID(),
          prompt: `seeded ${run} picture ${i}`,
          src: `/oss/uploads/${run}-${i}.png`,
          model: "flux-pro",
          createdAt: new Date(base - i * 1000),
          ...fields,
        })),
      )
      .returning();
  };

  const storedPng = async (key: string) => {
    await app.ctx.storage.put(
      key,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00ff00" } })
        .png()
        .toBuffer(),
    );
    return `/oss/${key}`;
  };

  return { app, call, list, runTask, seed, storedPng };
}
