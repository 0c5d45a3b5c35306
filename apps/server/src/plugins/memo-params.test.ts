import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, signIn, type TestContext } from "../../test/helper";
import { memoParamsValidatorCompiler } from "./memo-params";

/** Remembered params must answer exactly as zod does: the same values for good paths, the same error for bad ones. */
describe("memoParamsValidatorCompiler", () => {
  const build = (memo: boolean) => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const seen: unknown[] = [];
    app.withTypeProvider<ZodTypeProvider>().get(
      "/things/:kind/:id",
      {
        schema: { params: z.object({ kind: z.string().regex(/^[a-z]{1,5}$/), id: z.string().uuid() }), querystring: z.object({ n: z.coerce.number().max(3) }) },
        ...(memo ? { validatorCompiler: memoParamsValidatorCompiler } : {}),
      },
      (request) => {
        const params = request.params as { kind: string; id: string };
        seen.push(params);
        return { kind: params.kind, id: params.id, n: (request.query as { n: number }).n };
      },
    );
    return { app, seen };
  };
  const id = "4f2b1f8e-6a41-4f7e-9a1b-2c3d4e5f6a7b";
  const urls = [
    `/things/cat/${id}?n=1`,
    `/things/cat/${id}?n=2`,
    `/things/cat/${id}?n=9`,
    `/things/CAT/${id}?n=1`,
    `/things/cat/not-a-uuid?n=1`,
    `/things/cat/${id}?n=1`,
    // The same characters split differently between the two params never share an entry.
    `/things/cat${id.slice(0, 2)}/${id.slice(2)}?n=1`,
    `/things/dog/${id}?n=1`,
  ];

  it("answers every path, good and bad, as zod alone does, and hands out one frozen value per path", async () => {
    const memo = build(true);
    const plain = build(false);
    for (const url of [...urls, ...urls]) {
      const [a, b] = await Promise.all([memo.app.inject({ url }), plain.app.inject({ url })]);
      expect({ url, status: a.statusCode, body: a.json() as unknown }).toEqual({ url, status: b.statusCode, body: b.json() as unknown });
    }
    const good = memo.seen.filter((p) => (p as { kind: string }).kind === "cat");
    expect(good.length).toBeGreaterThan(2);
    expect(good.every((p) => p === good[0] && Object.isFrozen(p))).toBe(true);
    await Promise.all([memo.app.close(), plain.app.close()]);
  });
});

describe("result polling's params", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("still answers a bad task id or service with the envelope's validation error after good polls", async () => {
    const who = await signIn(ctx, { aiCredits: 4 });
    const missing = "00000000-0000-4000-8000-000000000000";
    for (let i = 0; i < 3; i++) {
      const polled = await ctx.app.inject({ url: `/api/ai-design/4o-image/result/${missing}`, headers: who.headers });
      expect(polled.statusCode).toBe(404);
    }
    for (const url of ["/api/ai-design/4o-image/result/not-a-task", "/api/AI_Design/4o-image/result/" + missing]) {
      const bad = await ctx.app.inject({ url, headers: who.headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 400, data: null });
    }
  });
});
