import { describe, expect, it } from "vitest";
import { createDatabaseCheck } from "./database-check";

function fakeDb(results: boolean[]) {
  let calls = 0;
  const repository = {
    ping: () => {
      const ok = results[calls++] ?? true;
      return ok ? Promise.resolve() : Promise.reject(new Error("down"));
    },
  };
  return { repository, calls: () => calls };
}

describe("database check", () => {
  it("shares one query among concurrent checks and reuses the answer briefly", async () => {
    let time = 0;
    const fake = fakeDb([true, false]);
    const check = createDatabaseCheck(fake.repository, { maxAgeMs: 500, now: () => time });
    expect(await Promise.all([check(), check(), check()])).toEqual([true, true, true]);
    expect(fake.calls()).toBe(1);
    time = 499;
    expect(await check()).toBe(true);
    expect(fake.calls()).toBe(1);
    time = 1000;
    expect(await check()).toBe(false);
    expect(fake.calls()).toBe(2);
  });
});
