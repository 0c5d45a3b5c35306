import { spawn } from "node:child_process";
import { EventEmitter } from "node:events";
import { rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startAliyunSmsFake } from "../../test/fakes/aliyun-sms-fake";
import { migratedDataDir } from "../../test/pglite-snapshot";
import { installCrashHandlers, type CrashOrigin } from "./crash-handlers";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

describe("crash handlers", () => {
  it("log the error and start the graceful shutdown with exit code 1, for both kinds of uncaught error", async () => {
    const target = new EventEmitter();
    const logged: { message: string; origin: CrashOrigin }[] = [];
    const shutdowns: { reason: CrashOrigin; exitCode: number }[] = [];
    const remove = installCrashHandlers(target, {
      log: (error, origin) => logged.push({ message: (error as Error).message, origin }),
      shutdown: async (reason, exitCode) => {
        shutdowns.push({ reason, exitCode });
        throw new Error("the shutdown failed too"); // must not become a second unhandled rejection
      },
    });
    target.emit("unhandledRejection", new Error("renewal failed"));
    target.emit("uncaughtException", new Error("timer threw"));
    await new Promise((r) => setImmediate(r));
    expect(logged).toEqual([
      { message: "renewal failed", origin: "unhandledRejection" },
      { message: "timer threw", origin: "uncaughtException" },
    ]);
    expect(shutdowns).toEqual([
      { reason: "unhandledRejection", exitCode: 1 },
      { reason: "uncaughtException", exitCode: 1 },
    ]);
    remove();
    expect(target.listenerCount("unhandledRejection") + target.listenerCount("uncaughtException")).toBe(0);
  });

  it("still shut down when the logger throws", async () => {
    const target = new EventEmitter();
    let shutdowns = 0;
    installCrashHandlers(target, {
      log: () => {
        throw new Error("stdout closed");
      },
      shutdown: () => {
        shutdowns += 1;
      },
    });
    target.emit("unhandledRejection", "a plain string reason");
    await new Promise((r) => setImmediate(r));
    expect(shutdowns).toBe(1);
  });

  it("make a running server log the rejection, finish the request in flight, shut down gracefully and exit 1", async () => {
    // Already migrated: the story is the crash, not the first start.
    const dataDir = await migratedDataDir("studio-crash-");
    // A request that is still running when the error happens: an SMS code through a gateway that
    // takes 1.5 s to answer (the local Aliyun fake).
    const account = { accessKeyId: "crash-test-id", accessKeySecret: "crash-test-secret", signName: "标志", templateCode: "SMS_1" };
    const gateway = await startAliyunSmsFake(account);
    gateway.delayMs = 1_500;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      WEB_DIST_DIR: path.join(dataDir, "no-web"),
      SITE_VARIANT: "cn",
      CAPTCHA: "off",
      SMS_PROVIDER: "aliyun",
      ALIYUN_SMS_ACCESS_KEY_ID: account.accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: account.accessKeySecret,
      ALIYUN_SMS_SIGN_NAME: account.signName,
      ALIYUN_SMS_TEMPLATE_CODE: account.templateCode,
      ALIYUN_SMS_BASE_URL: gateway.url,
    };
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--import", "./apps/server/test/fakes/reject-on-signal.preload.mjs", "apps/server/src/server.ts", "--role=all"],
      { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      const until = Date.now() + 60_000;
      let address: string | undefined;
      while (!address && Date.now() < until) {
        address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(address, output).toBeDefined();
      expect((await fetch(`${address}/api/health`)).status).toBe(200);

      const mobile = `139${String(Date.now()).slice(-8)}`;
      const inFlight = fetch(`${address}/api/sms/send`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mobile }) });
      while (gateway.requests.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      child.kill("SIGUSR2");
      const answer = await inFlight;
      // The request that was running when the error came still got its answer.
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ data: { sent: true } });
      expect(gateway.sent.map((m) => m.phone)).toContain(mobile);
      const code = await exited;
      const lines = output
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as { level: number; msg: string; origin?: string; err?: { message: string }; signal?: string });
      const fatal = lines.find((l) => l.msg === "unhandledRejection: shutting down");
      expect(fatal, output).toMatchObject({ level: 60, origin: "unhandledRejection", err: { message: "injected failure for the crash test" } });
      // The graceful path ran (it logs, closes the app, the worker and the database) and then exited 1.
      expect(lines.some((l) => l.msg === "shutting down" && l.signal === "unhandledRejection")).toBe(true);
      expect(output).not.toContain("Shutdown took longer");
      expect(code).toBe(1);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      await gateway.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
