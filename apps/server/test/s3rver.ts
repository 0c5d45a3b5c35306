import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

/** s3rver's built-in account (lib/models/account.js): it checks that the key id exists. */
const ACCESS_KEY = "S3RVER";

export type TestS3 = {
  /** The variables that point the server's storage at this store (config.ts reads them). */
  env: Record<"STORAGE_URL" | "S3_ENDPOINT" | "S3_REGION" | "S3_FORCE_PATH_STYLE" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY", string>;
  endpoint: string;
  bucket: string;
  /** The key prefix STORAGE_URL names ("" for the bucket's root). */
  prefix: string;
  stop(): Promise<void>;
};

let started = 0;

/**
 * A real S3-compatible server (s3rver: the S3 REST API over a temp folder) on 127.0.0.1 and a free
 * port, with one bucket made, for tests of the S3 storage. It runs as a child process of the test
 * (see s3rver-process.mjs for why) and ends with it. Its limits, which the tests name where they
 * matter: it does not check V4 signatures (only that the key id exists) and does not enforce POST
 * policies (size range, content type).
 */
export async function startS3rver(options: { prefix?: string } = {}): Promise<TestS3> {
  started += 1;
  const directory = mkdtempSync(path.join(tmpdir(), "studio-s3rver-"));
  const bucket = `studio-test-${process.pid}-${started}`;
  const prefix = options.prefix ?? "site";
  const child = spawn(
    process.execPath,
    ["--openssl-legacy-provider", path.join(import.meta.dirname, "s3rver-process.mjs"), JSON.stringify({ directory, bucket })],
    {
      stdio: ["pipe", "pipe", "inherit"],
      env: { ...process.env, NODE_OPTIONS: "" },
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once("line", (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`s3rver exited with ${code} before listening`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ""}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "on",
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    endpoint,
    bucket,
    prefix,
    async stop() {
      child.stdin.end();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
