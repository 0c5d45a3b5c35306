import { describe, expect, it } from "vitest";
import { designOf } from "./icon-design-api";

const id = "0b7d7c1e-4a4e-4c36-9b8e-3f1a2b3c4d5e";

describe("designOf", () => {
  it("reads a result from its signed link, keyed by the path so a re-signed link is the same design", () => {
    const signed = `/oss/ai-images/${id}/2.png?exp=1767225600&sig=abc_-1`;
    const design = designOf({ url: signed });
    expect(design).toMatchObject({ key: `/oss/ai-images/${id}/2.png`, url: signed, taskId: id, groupId: id, thumb: `${signed}&w=400&format=webp` });
    expect(designOf({ url: `/oss/ai-images/${id}/2.png?exp=1767229200&sig=other` })?.key).toBe(design?.key);
    expect(designOf({ url: `/oss/ai-images/${id}/2.png` })?.taskId).toBe(id);
  });

  it("is undefined for anything but a result", () => {
    expect(designOf({ url: "/oss/uploads/a.png" })).toBeUndefined();
    expect(designOf({ url: `/oss/ai-images/png/${id}-1-abc.png` })).toBeUndefined();
  });
});
