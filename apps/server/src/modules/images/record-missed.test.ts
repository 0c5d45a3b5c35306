import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiImages, tasks } from "../../db/schema";
import { recordMissedImagesJob } from "../../jobs/record-missed-images.job";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import type { TaskState } from "../tasks/tasks.schema";

/**
 * A task that succeeded while its process died before the success hook recorded its images is
 * recorded by the sweep. Tasks here completed in 2001, and the sweep looks only before 2002, so on a
 * PostgreSQL database shared with other test files it never touches their tasks.
 */
describe("recording images the success hook missed", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const completed = new Date("2001-06-01T00:00:00Z");
  const job = () => recordMissedImagesJob(ctx.app.services.images, { now: () => new Date("2002-01-01T00:01:00Z") });

  async function insertTask(userId: number, state: TaskState, images: number, kind = "image.generate") {
    const id = randomUUID();
    await ctx.database.db.insert(tasks).values({
      id,
      userId,
      kind,
      provider: "local",
      model: "chatgpt",
      state,
      progress: state === "succeeded" ? "1.00" : "0.00",
      input: { prompt: `a lost lighthouse ${id}`, aspect: "1:1", purpose: "logo" },
      result: {
        images: Array.from({ length: images }, (_, n) => ({
          url: `/oss/ai-images/${id}/${n}.png`,
          thumbUrl: `/oss/ai-images/${id}/${n}.thumb.webp`,
          width: 64,
          height: 64,
          contentType: "image/png",
        })),
      },
      cost: 4,
      maxAttempts: 1,
      runAfter: completed,
      deadlineAt: completed,
      createdAt: completed,
      completedAt: completed,
      updatedAt: completed,
    });
    return id;
  }
  const recordsOf = async (taskIds: string[]) => ctx.database.db.select().from(aiImages).where(inArray(aiImages.taskId, taskIds));

  it("records a succeeded task's images once, and leaves failed, empty and already recorded tasks alone", async () => {
    const { user } = await signIn(ctx);
    const missed = await insertTask(user.id, "succeeded", 2);
    const failed = await insertTask(user.id, "failed", 0);
    const empty = await insertTask(user.id, "succeeded", 0);
    const notAnImage = await insertTask(user.id, "succeeded", 1, "text.translate");
    const recorded = await insertTask(user.id, "succeeded", 1);
    const [kept] = await ctx.app.services.images.recordTask((await ctx.database.db.select().from(tasks).where(eq(tasks.id, recorded)))[0]!);
    // The user deleted that record: the sweep must not bring it back.
    await ctx.database.db.update(aiImages).set({ deletedAt: completed }).where(eq(aiImages.id, kept!.id));

    const controller = new AbortController();
    await job().run(controller.signal);
    const rows = await recordsOf([missed, failed, empty, notAnImage, recorded]);
    expect(rows.filter((r) => r.taskId === missed).map((r) => [r.userId, r.groupId, r.src, r.type, r.prompt])).toEqual(
      expect.arrayContaining([
        [user.id, missed, `/oss/ai-images/${missed}/0.png`, "logo", `a lost lighthouse ${missed}`],
        [user.id, missed, `/oss/ai-images/${missed}/1.png`, "logo", `a lost lighthouse ${missed}`],
      ]),
    );
    expect(rows.filter((r) => r.taskId === missed)).toHaveLength(2);
    expect(rows.filter((r) => r.taskId === recorded).map((r) => r.deletedAt)).toEqual([completed]);
    expect(rows.filter((r) => r.taskId !== missed && r.taskId !== recorded)).toEqual([]);

    // A second run (another start-up, the next interval) adds nothing.
    await job().run(controller.signal);
    expect(await recordsOf([missed, recorded])).toHaveLength(3);
  });

  it("leaves a task that only just succeeded to its success hook", async () => {
    const { user } = await signIn(ctx);
    const id = await insertTask(user.id, "succeeded", 1);
    // One minute's grace: the hook of a task completed at 2001-06-01 has had time unless `now` is that moment.
    await recordMissedImagesJob(ctx.app.services.images, { now: () => new Date(completed.getTime() + 30_000) }).run(new AbortController().signal);
    expect(await recordsOf([id])).toHaveLength(0);
    await job().run(new AbortController().signal);
    expect(await recordsOf([id])).toHaveLength(1);
  });
});
