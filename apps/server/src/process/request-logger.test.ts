import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { LazyRequestLogger, lazyChildLoggerFactory, logsAt } from "./request-logger";

/** A logger at `level` whose JSON lines the test reads back. */
function recordingLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  return { log: createLogger({ env: "test", logLevel: level }, stream), lines };
}

describe("a request's lazy logger", () => {
  it("writes lines as a child with its bindings would, and makes no child for lines its level drops", () => {
    const { log, lines } = recordingLogger("warn");
    let children = 0;
    const parent = Object.assign(Object.create(log) as typeof log, {
      child: (...args: Parameters<typeof log.child>) => {
        children += 1;
        return log.child(...args);
      },
    });
    const lazy = new LazyRequestLogger(parent, { reqId: "req-12345678" });
    lazy.info({ a: 1 }, "dropped");
    lazy.debug("dropped too");
    expect(logsAt(lazy, "info")).toBe(false);
    expect(logsAt(lazy, "warn")).toBe(true);
    expect(children).toBe(0);
    expect(lazy.level).toBe("warn");
    lazy.warn({ a: 2 }, "kept");
    lazy.error("kept as well");
    expect(children).toBe(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, reqId: "req-12345678", a: 2, msg: "kept" }),
      expect.objectContaining({ level: 50, reqId: "req-12345678", msg: "kept as well" }),
    ]);
    // A child of it carries both sets of bindings.
    lazy.child({ taskId: "t-1" }).warn("nested");
    expect(lines.at(-1)).toMatchObject({ reqId: "req-12345678", taskId: "t-1", msg: "nested" });
  });

  it("is what Fastify hands each request, and a route's own log level still gets a real child", async () => {
    const { log, lines } = recordingLogger("info");
    const app = Fastify({ loggerInstance: log, childLoggerFactory: lazyChildLoggerFactory, disableRequestLogging: true });
    app.get("/lazy", async (request) => {
      request.log.info({ seen: true }, "in the handler");
      return { lazy: request.log instanceof LazyRequestLogger };
    });
    app.get("/quiet", { logLevel: "error" }, async (request) => {
      request.log.info("dropped by the route's level");
      return { lazy: request.log instanceof LazyRequestLogger };
    });
    const lazy = await app.inject({ method: "GET", url: "/lazy", headers: { "x-request-id": "abc" } });
    expect(lazy.json()).toEqual({ lazy: true });
    expect(lines.find((line) => line.msg === "in the handler")).toMatchObject({ seen: true, reqId: expect.any(String) });
    expect((await app.inject({ method: "GET", url: "/quiet" })).json()).toEqual({ lazy: false });
    expect(lines.some((line) => line.msg === "dropped by the route's level")).toBe(false);
    await app.close();
  });
});
