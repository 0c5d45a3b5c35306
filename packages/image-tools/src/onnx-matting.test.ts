import { mkdtempSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadOnnxMatting, OnnxChecksumError, removeOnnxBackground, type OnnxMattingPreset } from "./onnx-matting.js";
import { maskModel } from "./onnx-model-writer.test-support.js";
import { alphaAt, alphaIou, drawSvg } from "./test-images.test-support.js";

// Inputs in [0, 1] (mean 0, std 1): the mask is sigmoid(20 (red - blue)), so red is subject, blue is backdrop.
const preset: OnnxMattingPreset = { size: 64, mean: [0, 0, 0], std: [1, 1, 1], output: "probability" };

function writeModel(): { file: string; sha256: string } {
  const bytes = maskModel(64, [20, 0, -20], 0);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "onnx-matting-")), "mask.onnx");
  writeFileSync(file, bytes);
  return { file, sha256: createHash("sha256").update(bytes).digest("hex") };
}

describe("ONNX general matting (a model the test builds)", () => {
  it("runs the configured model and cuts out what its mask says", async () => {
    const { file, sha256 } = writeModel();
    const matting = await loadOnnxMatting({ path: file, sha256, preset });
    const disc = `<circle cx="128" cy="128" r="70" fill="#e11d48"/>`;
    const image = await drawSvg(256, 256, `<rect width="100%" height="100%" fill="#1d4ed8"/>${disc}`);
    const truth = await drawSvg(256, 256, disc);
    const result = await removeOnnxBackground(image, matting);
    expect(alphaAt(result.image, 128, 128)).toBe(255);
    expect(alphaAt(result.image, 8, 8)).toBe(0);
    expect(alphaIou(result.image, truth)).toBeGreaterThan(0.9);
  });

  it("refuses a model whose checksum differs from the configured one", async () => {
    const { file } = writeModel();
    await expect(loadOnnxMatting({ path: file, sha256: "0".repeat(64), preset })).rejects.toBeInstanceOf(OnnxChecksumError);
  });

  it("scales min-max outputs so the preset families (U2-Net, IS-Net) give a full 0..1 alpha", async () => {
    const { file, sha256 } = writeModel();
    const matting = await loadOnnxMatting({ path: file, sha256, preset: { ...preset, output: "minmax" } });
    const image = await drawSvg(64, 64, `<rect width="100%" height="100%" fill="#1d4ed8"/><rect x="16" y="16" width="32" height="32" fill="#e11d48"/>`);
    const alpha = await matting.alpha(image);
    expect(Math.max(...alpha)).toBe(1);
    expect(Math.min(...alpha)).toBe(0);
  });
});
