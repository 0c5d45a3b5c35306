import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";

const sha = "AB".repeat(32);

describe("the general matting model's configuration", () => {
  it("is off by default", () => {
    expect(loadConfig({}).mattingModel).toBeUndefined();
  });

  it("reads the path, the checksum (lower-cased), the preset and an input size", () => {
    expect(loadConfig({ MATTING_ONNX_MODEL: "/models/u2net.onnx", MATTING_ONNX_SHA256: sha }).mattingModel).toEqual({
      path: "/models/u2net.onnx",
      sha256: "ab".repeat(32),
      preset: "u2net",
      size: undefined,
    });
    expect(
      loadConfig({ MATTING_ONNX_MODEL: "/m/isnet.onnx", MATTING_ONNX_SHA256: sha, MATTING_ONNX_PRESET: "isnet", MATTING_ONNX_SIZE: "512" }).mattingModel,
    ).toMatchObject({ preset: "isnet", size: 512 });
  });

  it("refuses a model without its checksum, a malformed checksum, an unknown preset or size", () => {
    expect(() => loadConfig({ MATTING_ONNX_MODEL: "/m/u2net.onnx" })).toThrow(ConfigError);
    expect(() => loadConfig({ MATTING_ONNX_MODEL: "/m/u2net.onnx" })).toThrow(/^MATTING_ONNX_SHA256 must be set/);
    expect(() => loadConfig({ MATTING_ONNX_MODEL: "/m/u2net.onnx", MATTING_ONNX_SHA256: "abc" })).toThrow(
      /^MATTING_ONNX_SHA256 must be the model file's SHA-256/,
    );
    expect(() => loadConfig({ MATTING_ONNX_PRESET: "rmbg" })).toThrow(/^MATTING_ONNX_PRESET must be u2net, isnet or birefnet/);
    expect(() => loadConfig({ MATTING_ONNX_SIZE: "9000" })).toThrow(/^MATTING_ONNX_SIZE must be from 64 to 2048/);
  });
});
