import { describe, expect, it } from "vitest";
import { loadTaskHistory, removeTaskHistory, saveTaskHistory, taskHistoryRules, type TaskHistoryEntry } from "./task-history";

class MemoryStore {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const entry = (taskId: string, createdAt: string, over: Partial<TaskHistoryEntry> = {}): TaskHistoryEntry => ({
  taskId,
  createdAt,
  status: "running",
  request: { prompt: taskId },
  ...over,
});

describe("local image-task history (spec 02 sections 4, 5, 9)", () => {
  it("keeps at most 10 per kind, newest first, each kind apart", () => {
    const store = new MemoryStore();
    for (let i = 0; i < 12; i += 1) saveTaskHistory("chatgpt", entry(`t${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()), store);
    saveTaskHistory("scene", entry("s1", "2026-02-01T00:00:00.000Z"), store);
    const list = loadTaskHistory("chatgpt", store);
    expect(list).toHaveLength(taskHistoryRules.perKind);
    expect(list[0]?.taskId).toBe("t11");
    expect(list.at(-1)?.taskId).toBe("t2");
    expect(loadTaskHistory("scene", store).map((e) => e.taskId)).toEqual(["s1"]);
    expect(loadTaskHistory("icon-generator", store)).toEqual([]);
  });

  it("drops tasks created on or before 2025-05-31 and broken entries", () => {
    const store = new MemoryStore();
    store.setItem(
      "image-task-history:chatgpt",
      JSON.stringify([entry("old", "2025-05-31T23:00:00.000Z"), entry("new", "2025-06-01T00:00:00.000Z"), { taskId: 3 }, "x"]),
    );
    expect(loadTaskHistory("chatgpt", store).map((e) => e.taskId)).toEqual(["new"]);
    store.setItem("image-task-history:chatgpt", "{not json");
    expect(loadTaskHistory("chatgpt", store)).toEqual([]);
  });

  it("updates a task in place and removes one", () => {
    const store = new MemoryStore();
    saveTaskHistory("chatgpt", entry("a", "2026-01-01T00:00:00.000Z"), store);
    saveTaskHistory(
      "chatgpt",
      entry("a", "2026-01-01T00:00:00.000Z", { status: "done", result: { urls: ["/oss/x.png"], thumbs: [], width: 1, height: 1 } }),
      store,
    );
    expect(loadTaskHistory("chatgpt", store)).toEqual([expect.objectContaining({ taskId: "a", status: "done" })]);
    expect(removeTaskHistory("chatgpt", "a", store)).toEqual([]);
  });
});
