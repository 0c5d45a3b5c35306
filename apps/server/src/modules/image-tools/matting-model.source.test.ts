import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { maskModel } from "@studio/image-tools/testing";
import { createMattingModelSource, type MattingModelLog } from "./matting-model.source";

function modelFile(): { file: string; sha256: string } {
  const bytes = maskModel(64, [20, 0, -20], 0);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "matting-model-")), "mask.onnx");
  writeFileSync(file, bytes);
  return { file, sha256: createHash("sha256").update(bytes).digest("hex") };
}

function recordingLog(): MattingModelLog & { errors: { details: unknown; message: string }[] } {
  const errors: { details: unknown; message: string }[] = [];
  return { errors, error: (details, message) => errors.push({ details, message }) };
}

describe("the operator's matting model at start", () => {
  it("is off without configuration", async () => {
    const source = createMattingModelSource(undefined, recordingLog());
    expect(source.state()).toBe("off");
    expect(await source.get()).toBeNull();
  });

  it("loads a model whose SHA-256 matches, with the preset's input and an override size", async () => {
    const { file, sha256 } = modelFile();
    const log = recordingLog();
    const source = createMattingModelSource({ path: file, sha256, preset: "u2net", size: 64 }, log);
    const model = await source.get();
    expect(source.state()).toBe("ready");
    expect(model?.preset.size).toBe(64);
    expect(model?.preset.mean).toEqual([0.485, 0.456, 0.406]);
    expect(log.errors).toEqual([]);
  });

  it("refuses a model whose checksum differs, saying so in one log line with both sums", async () => {
    const { file, sha256 } = modelFile();
    const log = recordingLog();
    const wrong = "0".repeat(64);
    const source = createMattingModelSource({ path: file, sha256: wrong, preset: "isnet", size: 64 }, log);
    expect(await source.get()).toBeNull();
    expect(source.state()).toBe("refused");
    expect(log.errors).toHaveLength(1);
    expect(log.errors[0]?.message).toMatch(/^matting ONNX model refused: its SHA-256 differs from MATTING_ONNX_SHA256/);
    expect(log.errors[0]?.details).toEqual({ path: file, expected: wrong, actual: sha256 });
  });

  it("refuses a missing file", async () => {
    const log = recordingLog();
    const source = createMattingModelSource({ path: "/nonexistent/model.onnx", sha256: "a".repeat(64), preset: "u2net", size: undefined }, log);
    expect(await source.get()).toBeNull();
    expect(source.state()).toBe("refused");
    expect(log.errors[0]?.message).toMatch(/could not be loaded/);
  });
});
