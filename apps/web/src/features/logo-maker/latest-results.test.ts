import type { ImageRecord } from "@studio/contracts";
import { describe, expect, it } from "vitest";
import { latestResultDesigns } from "./latest-results";
import { jumpToResults, registerResultsJump } from "./results-jump";

const gen = "11111111-1111-4111-8111-111111111111";
const edit = "22222222-2222-4222-8222-222222222222";
const other = "33333333-3333-4333-8333-333333333333";

function record(id: number, taskId: string | null, groupId: string, src: string): ImageRecord {
  return { id, task_id: taskId, groupId, src, width: 1024, height: 1024 } as ImageRecord;
}

describe("the latest-design thumbnail's results", () => {
  // Newest first, as GET /api/user/ai-design/works answers.
  const newest = [
    record(7, edit, gen, `/oss/ai-images/${edit}/0.png`),
    record(6, gen, gen, `/oss/ai-images/${gen}/3.png`),
    record(5, gen, gen, `/oss/ai-images/${gen}/2.png`),
    record(4, gen, gen, `/oss/ai-images/${gen}/1.png`),
    record(3, gen, gen, `/oss/ai-images/${gen}/0.png`),
    record(2, other, other, `/oss/ai-images/${other}/0.png`),
    record(1, null, "upload", "/oss/uploads/mine.png"),
  ];

  it("are the latest record's group: edits first, then the variants in task order; the latest is shown", () => {
    const opened = latestResultDesigns(newest[0] as ImageRecord, newest);
    expect(opened?.designs.map((design) => design.url)).toEqual(
      [edit, gen, gen, gen, gen].map((task, i) => `/oss/ai-images/${task}/${i === 0 ? 0 : i - 1}.png`),
    );
    expect(opened?.initial.url).toBe(`/oss/ai-images/${edit}/0.png`);
    expect(new Set(opened?.designs.map((design) => design.groupId))).toEqual(new Set([gen]));
  });

  it("hold the latest design alone when its page is not there, and nothing for a record that is no task result", () => {
    const latest = newest[2] as ImageRecord;
    expect(latestResultDesigns(latest, [])?.designs.map((design) => design.url)).toEqual([latest.src]);
    expect(latestResultDesigns(newest[6] as ImageRecord, newest)).toBeUndefined();
  });

  it("go to the maker's own results while it registers them", () => {
    expect(jumpToResults()).toBe(false);
    let shown = 0;
    const unregister = registerResultsJump(() => (shown += 1));
    expect(jumpToResults()).toBe(true);
    expect(shown).toBe(1);
    unregister();
    expect(jumpToResults()).toBe(false);
  });
});
