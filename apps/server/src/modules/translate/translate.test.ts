import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";

/** The data pieces of an SSE answer, joined as the browser joins them. */
const joined = (body: string) =>
  body
    .split("\n\n")
    .filter((e) => e.startsWith("data: ") && e !== "data: [DONE]")
    .map((e) =>
      e
        .split("\n")
        .map((l) => l.slice(6))
        .join("\n"),
    )
    .join("");

describe("POST /api/openai/chat", () => {
  let ctx: TestContext;
  let fake: Server;
  let received: { authorization?: string; body?: { model: string; stream: boolean; messages: unknown[] } } = {};
  let mode: "ok" | "fail" = "ok";
  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = "";
      req.on("data", (c: Buffer) => (raw += c.toString()));
      req.on("end", () => {
        received = { authorization: req.headers.authorization, body: JSON.parse(raw) as NonNullable<typeof received.body> };
        if (mode === "fail") return res.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"boom"}}');
        res.writeHead(200, { "content-type": "text/event-stream" });
        for (const piece of ["Hello", ", ", "world"]) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
        res.end("data: [DONE]\n\n");
      });
    });
    await new Promise<void>((r) => fake.listen(0, "127.0.0.1", r));
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await new Promise((r) => fake.close(r));
    await ctx.close();
  });
  const body = {
    messages: [
      { role: "system", content: "Translate to English." },
      { role: "user", content: "你好，世界" },
    ],
  };

  it("falls back to the original text without a configured model", async () => {
    const who = await signIn(ctx);
    const res = await ctx.app.inject({ method: "POST", url: "/api/openai/chat", headers: who.headers, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/event-stream");
    expect(res.headers["x-translation"]).toBe("original");
    expect(joined(res.body)).toBe("你好，世界");
    expect(res.body.trim().endsWith("data: [DONE]")).toBe(true);
  });

  it("streams a configured model's answer, and the original text when the model fails", async () => {
    const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    const app = await buildApp(
      { ...ctx.config, providers: { ...ctx.config.providers, openai: { apiKey: "sk-test", baseUrl } } },
      { database: ctx.database, storage: ctx.storage },
    );
    const who = await signIn(ctx);
    mode = "ok";
    const res = await app.inject({ method: "POST", url: "/api/openai/chat", headers: who.headers, payload: body });
    expect(res.headers["x-translation"]).toBe("model");
    expect(joined(res.body)).toBe("Hello, world");
    expect(received.authorization).toBe("Bearer sk-test");
    expect(received.body).toMatchObject({ stream: true, messages: body.messages });
    mode = "fail";
    const failed = await app.inject({ method: "POST", url: "/api/openai/chat", headers: who.headers, payload: body });
    expect(failed.headers["x-translation"]).toBe("original");
    expect(joined(failed.body)).toBe("你好，世界");
    await app.close();
  });

  it("requires sign-in and a user message", async () => {
    expect((await ctx.app.inject({ method: "POST", url: "/api/openai/chat", payload: body })).statusCode).toBe(401);
    const who = await signIn(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/openai/chat",
      headers: who.headers,
      payload: { messages: [{ role: "system", content: "x" }] },
    });
    expect(res.statusCode).toBe(400);
  });
});
