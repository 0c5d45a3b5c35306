import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameKey } from "@studio/domain";
import { nameSuggestionSchema, type NameSuggestionLine } from "@studio/contracts";
import { buildApp } from "../../app";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { createFavouritesRepository, type NewSavedLogo } from "../favourites/favourites.repository";
import { sloganWordsOf, suggestionOfLine } from "./model-suggestions";

/** The suggestions of an SSE answer, each event checked against the shared schema. */
function suggestionsOf(body: string): NameSuggestionLine[] {
  const events = body.split("\n\n").filter((e) => e.startsWith("data: "));
  expect(events.at(-1)).toBe("data: [DONE]");
  return events.slice(0, -1).map((e) => nameSuggestionSchema.parse(JSON.parse(e.slice(6))));
}

const ask = (ctx: { app: TestContext["app"] }, headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "POST", url: "/api/name-chat", headers, payload });

const expectTenGoodLines = (lines: NameSuggestionLine[], language: "en" | "zh") => {
  expect(lines).toHaveLength(10);
  expect(new Set(lines.map((l) => nameKey(l.name))).size).toBe(10);
  for (const line of lines) {
    expect(line.sloganWords.length).toBeGreaterThan(0);
    expect(line.sloganWords.length).toBeLessThanOrEqual(3);
    // English words are countable in the text itself; Chinese words are the generator's own (no spaces to count).
    if (language === "en") expect(sloganWordsOf(line.slogan, language).length).toBeLessThanOrEqual(3);
    else expect(line.slogan).toBe(line.sloganWords.join(""));
  }
};

describe("POST /api/name-chat (offline generator)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ nameChat: { perDay: 3, model: "gpt-test" } });
  });
  afterAll(async () => ctx.close());

  it("answers 10 names with slogans of at most 3 words, in English and in Chinese, without duplicates", async () => {
    const who = await signIn(ctx);
    const en = await ask(ctx, who.headers, { messages: [{ role: "user", content: "a seaside coffee roastery" }] });
    expect(en.statusCode).toBe(200);
    expect(en.headers["content-type"]).toContain("text/event-stream");
    expectTenGoodLines(suggestionsOf(en.body), "en");
    const zh = await ask(ctx, who.headers, { messages: [{ role: "user", content: "海边咖啡烘焙" }], lang: "zh" });
    const lines = suggestionsOf(zh.body);
    expectTenGoodLines(lines, "zh");
    for (const line of lines) expect(line.name).toMatch(/^\p{Script=Han}+$/u);
  });

  it("never suggests the user's own logo names or the names already shown", async () => {
    const who = await signIn(ctx);
    const first = suggestionsOf((await ask(ctx, who.headers, { messages: [{ role: "user", content: "a bakery" }] })).body);
    await createFavouritesRepository(ctx.database.db).insert({
      userId: who.user.id,
      uuid: "u1",
      token: "t1",
      logoName: first[0]!.name,
      // Only the name matters here; the stored logo's own fields are the classic maker's business.
      data: {} as NewSavedLogo["data"],
      design: {} as NewSavedLogo["design"],
      svg: "<svg/>",
    });
    const again = suggestionsOf(
      (await ask(ctx, who.headers, { messages: [{ role: "user", content: "a bakery" }], exclude: first.slice(1).map((l) => l.name) })).body,
    );
    expectTenGoodLines(again, "en");
    const before = new Set(first.map((l) => nameKey(l.name)));
    expect(again.filter((l) => before.has(nameKey(l.name)))).toEqual([]);
  });

  it("stops at the daily limit with the spec's message, and concurrent asks cannot pass it", async () => {
    const who = await signIn(ctx);
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(ctx, who.headers, { messages: [{ role: "user", content: "a gym" }] })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toMatchObject({
      code: 429,
      error: "NAME_CHAT_LIMIT",
      msg: "Sorry, I'm tired from chatting too much today. Please come back tomorrow",
    });
  });

  it("requires sign-in and a user message", async () => {
    expect((await ask(ctx, {}, { messages: [{ role: "user", content: "a gym" }] })).statusCode).toBe(401);
    const who = await signIn(ctx);
    expect((await ask(ctx, who.headers, { messages: [{ role: "assistant", content: "hi" }] })).statusCode).toBe(400);
    expect((await ask(ctx, who.headers, { messages: [{ role: "user", content: "x".repeat(501) }] })).statusCode).toBe(400);
  });
});

describe("POST /api/name-chat with a chat model (a local OpenAI-compatible server)", () => {
  let ctx: TestContext;
  let fake: Server;
  let mode: "ok" | "fail" = "ok";
  let received: { model?: string; messages?: { role: string; content: string }[] } = {};
  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = "";
      req.on("data", (c: Buffer) => (raw += c.toString()));
      req.on("end", () => {
        received = JSON.parse(raw) as typeof received;
        if (mode === "fail") return res.writeHead(500).end("{}");
        res.writeHead(200, { "content-type": "text/event-stream" });
        // Lines split across pieces, a numbered line, a line that is no suggestion, a duplicate, a too-long slogan.
        const answer =
          "1. Tidewell | Roasted by tides\nHarbor Bean — Sip the shore\nHere are some ideas:\ntidewell | Again\nLongo | One two three four\nSaltcup | Fresh";
        for (let i = 0; i < answer.length; i += 7) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: answer.slice(i, i + 7) } }] })}\n\n`);
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

  it("streams the model's valid lines first and fills the answer to 10 offline; a failing model leaves the offline answer", async () => {
    const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    const app = await buildApp(
      { ...ctx.config, nameChat: { perDay: 0, model: "gpt-names" }, providers: { ...ctx.config.providers, openai: { apiKey: "sk-test", baseUrl } } },
      { database: ctx.database, storage: ctx.storage },
    );
    const who = await signIn(ctx);
    mode = "ok";
    const lines = suggestionsOf((await ask({ app }, who.headers, { messages: [{ role: "user", content: "a seaside coffee roastery" }] })).body);
    expectTenGoodLines(lines, "en");
    expect(lines.slice(0, 3).map((l) => l.name)).toEqual(["Tidewell", "Harbor Bean", "Saltcup"]);
    expect(received.model).toBe("gpt-names");
    expect(received.messages?.[0]).toMatchObject({ role: "system" });
    expect(received.messages?.[0]?.content).toContain("10 lines");
    mode = "fail";
    expectTenGoodLines(suggestionsOf((await ask({ app }, who.headers, { messages: [{ role: "user", content: "a seaside coffee roastery" }] })).body), "en");
    await app.close();
  });
});

describe("reading a model's line", () => {
  it("takes 'Name | Slogan' and numbered or dashed forms, refuses slogans over 3 words", () => {
    expect(suggestionOfLine("2) **Tidewell** | Roasted by tides.", "en")).toMatchObject({
      name: "Tidewell",
      slogan: "Roasted by tides",
      sloganWords: ["Roasted", "by", "tides"],
    });
    expect(suggestionOfLine("Longo | One two three four", "en")).toBeUndefined();
    expect(suggestionOfLine("Here are some ideas:", "en")).toBeUndefined();
    expect(suggestionOfLine("潮汐咖啡 | 慢焙时光", "zh")?.sloganWords.length).toBeLessThanOrEqual(3);
  });
});
