import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createStorage } from "./create-storage";

describe("storage configuration (STORAGE_URL, S3_*, OSS_DELIVERY)", () => {
  it("is local disk under DATA_DIR/files by default, streaming /oss", () => {
    const config = loadConfig({ DATA_DIR: "/srv/studio" });
    expect(config.storage).toEqual({ kind: "local", root: path.join("/srv/studio", "files") });
    expect(config.ossDelivery).toBe("stream");
  });

  it("reads an S3 bucket, its prefix and the store's options", () => {
    const config = loadConfig({
      STORAGE_URL: "s3://studio-files/site/a/",
      S3_ENDPOINT: "http://127.0.0.1:9000/",
      S3_PUBLIC_ENDPOINT: "https://files.example.com",
      S3_REGION: "eu-west-1",
      S3_FORCE_PATH_STYLE: "on",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      OSS_DELIVERY: "redirect",
    });
    expect(config.storage).toEqual({
      kind: "s3",
      bucket: "studio-files",
      prefix: "site/a",
      endpoint: "http://127.0.0.1:9000",
      publicEndpoint: "https://files.example.com",
      region: "eu-west-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
    });
    expect(config.ossDelivery).toBe("redirect");
    const bare = loadConfig({ STORAGE_URL: "s3://studio-files" }).storage;
    expect(bare).toMatchObject({ kind: "s3", bucket: "studio-files", prefix: "", region: "us-east-1", forcePathStyle: false, credentials: undefined });
    // createStorage picks the implementation from it: the S3 one can sign URLs, the local one cannot.
    expect(createStorage({ storage: bare }).presignGet).toBeTypeOf("function");
    expect(createStorage(loadConfig({})).presignGet).toBeUndefined();
  });

  it("refuses bad values in one line, without echoing the secret key", () => {
    expect(() => loadConfig({ STORAGE_URL: "s3://A_bucket" })).toThrow(/^STORAGE_URL must be s3:\/\/bucket/);
    expect(() => loadConfig({ STORAGE_URL: "/var/files" })).toThrow(/^STORAGE_URL must be/);
    expect(() => loadConfig({ STORAGE_URL: "s3://studio/a/../b" })).toThrow("STORAGE_URL's prefix must not contain . or .. parts");
    expect(() => loadConfig({ S3_ENDPOINT: "ftp://x" })).toThrow(/^S3_ENDPOINT must be an http\(s\) URL/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: "yes" })).toThrow("S3_FORCE_PATH_STYLE must be on or off, got 'yes'");
    expect(() => loadConfig({ OSS_DELIVERY: "proxy" })).toThrow("OSS_DELIVERY must be stream or redirect, got 'proxy'");
    expect(() => loadConfig({ STORAGE_URL: "s3://studio", S3_SECRET_ACCESS_KEY: "hunter2" })).toThrow(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the SDK's default credentials)",
    );
  });
});
