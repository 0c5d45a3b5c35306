import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiFake, type OpenAiFake } from "../../../test/fakes/openai-fake";
import { createTestApp, signIn, type SignedIn, type TestContext } from "../../../test/helper";
import { creditLedger } from "../credits/credits.schema";
import { tasks, users } from "../../db/schema";
import { defaultProvidersConfig } from "../../providers/providers.config";

type ModelsAnswer = { code: number; data: { default: string; list: { name: string; provider: string; label: string; modes: string[]; default: boolean }[] } };

const submit = (ctx: TestContext, who: SignedIn, body: Record<string, unknown>) =>
  ctx.app.inject({ method: "POST", url: "/api/ai-design/4o-image/generate-image", headers: who.headers, payload: body });

/** What a user has been charged and what runs for them: nothing at all after a refused request. */
async function spentAndTasks(ctx: TestContext, userId: number) {
  const [row] = await ctx.database.db.select({ credits: users.aiCredits }).from(users).where(eq(users.id, userId));
  const ledger = await ctx.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
  const queued = await ctx.database.db.select().from(tasks).where(eq(tasks.userId, userId));
  return { credits: row?.credits, ledger: ledger.length, tasks: queued.length };
}

describe("models without a vendor key (offline)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("refuses a model no configured provider serves, with a clear error, before anything is charged", async () => {
    const who = await signIn(ctx, { aiCredits: 20 });
    for (const model of ["flux-pro", "chatgpt", "gpt-image", "ideogram"]) {
      const res = await submit(ctx, who, { prompt: "a lighthouse", model });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, error: "MODEL_UNAVAILABLE", msg: "This model is not available on this site." });
    }
    expect(await spentAndTasks(ctx, who.user.id)).toEqual({ credits: 20, ledger: 0, tasks: 0 });
  });

  it("runs a request naming no model on the default `local`, and the task names `local`", async () => {
    const who = await signIn(ctx, { aiCredits: 20 });
    for (const body of [{ prompt: "a lighthouse" }, { prompt: "a lighthouse", model: "local" }]) {
      const res = await submit(ctx, who, body);
      expect(res.statusCode).toBe(200);
      const taskId = res.json<{ data: string }>().data;
      const view = (await ctx.app.inject({ method: "GET", url: `/api/ai-design/4o-image/result/${taskId}`, headers: who.headers })).json<{
        data: { model: string; provider: string };
      }>();
      expect(view.data).toMatchObject({ model: "local", provider: "local" });
    }
  });

  it("GET /api/ai-design/models lists only `local`, as the default, serving Quick and Max", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/ai-design/models" });
    expect(res.statusCode).toBe(200);
    expect(res.json<ModelsAnswer>()).toEqual({
      code: 200,
      msg: "success",
      data: { default: "local", list: [{ name: "local", provider: "local", label: "Studio", modes: ["quick", "max"], default: true }] },
    });
  });
});

describe("models with OpenAI configured (a local fake of its API)", () => {
  let fake: OpenAiFake;
  let ctx: TestContext;
  beforeAll(async () => {
    fake = await startOpenAiFake();
    ctx = await createTestApp({ providers: { ...defaultProvidersConfig, openai: { apiKey: fake.apiKey, baseUrl: fake.url } } });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it("chatgpt is the default; OpenAI's models are offered, other vendors' still refused for free", async () => {
    const models = (await ctx.app.inject({ method: "GET", url: "/api/ai-design/models" })).json<ModelsAnswer>().data;
    expect(models.default).toBe("chatgpt");
    expect(models.list.find((m) => m.default)).toMatchObject({ name: "chatgpt", provider: "openai", label: "GPT-4o" });
    expect(models.list.find((m) => m.name === "gpt-image")?.modes).toEqual(["quick"]);
    expect(models.list.find((m) => m.name === "4o-image")?.modes).toEqual(["max"]);
    expect(models.list.find((m) => m.name === "local")).toMatchObject({ provider: "local", modes: [], default: false });
    expect(models.list.some((m) => m.provider === "flux")).toBe(false);

    const who = await signIn(ctx, { aiCredits: 20 });
    const taskId = (await submit(ctx, who, { prompt: "a lighthouse" })).json<{ data: string }>().data;
    const view = (await ctx.app.inject({ method: "GET", url: `/api/ai-design/4o-image/result/${taskId}`, headers: who.headers })).json<{
      data: { model: string; provider: string };
    }>();
    expect(view.data).toMatchObject({ model: "chatgpt", provider: "openai" });
    const before = await spentAndTasks(ctx, who.user.id);
    const refused = await submit(ctx, who, { prompt: "a lighthouse", model: "flux-pro" });
    expect(refused.json()).toMatchObject({ error: "MODEL_UNAVAILABLE" });
    expect(await spentAndTasks(ctx, who.user.id)).toEqual(before);
  });
});
