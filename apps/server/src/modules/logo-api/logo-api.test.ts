import { createHmac, randomUUID } from "node:crypto";
import { mkdtemp, utimes } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../test/helper";
import { adminCommands } from "../../admin/admin-commands";
import { runAdmin } from "../../admin/run-admin";
import { logoApiDeliveries, logoApiUsage } from "./logo-api.schema";
import { WEBHOOK_SIGNATURE_HEADER } from "./logo-api-webhooks";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

async function cli(ctx: TestContext, ...argv: string[]) {
  const lines: string[] = [];
  const code = await runAdmin(argv, adminCommands, { config: ctx.config, database: ctx.database, out: (line) => lines.push(line) });
  return { code, output: lines.join("\n") };
}

async function issue(ctx: TestContext, ...flags: string[]): Promise<{ key: string; id: number; secret?: string }> {
  const { code, output } = await cli(ctx, "api-key", "create", ...flags);
  expect(code, output).toBe(0);
  const key = /key: (lk_\S+)/.exec(output)?.[1];
  const id = Number(/Logo API key (\d+)/.exec(output)?.[1]);
  const secret = /webhook secret: (\S+)/.exec(output)?.[1];
  if (!key) throw new Error(output);
  return { key, id, ...(secret ? { secret } : {}) };
}

type Page = { code: number; msg: string; data: { logos: { id: string; image: string; format: number; width: number }[]; more: boolean; job_id?: string } };

const call = (ctx: TestContext, key: string | undefined, query: string) =>
  ctx.app.inject({ method: "GET", url: `/logoapi/async/logo?${query}`, headers: key ? { apikey: key } : {} });

const until = async (check: () => Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe("logo API (issue 23 must-show 2)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("a key issued by the admin CLI gets 8 logos as URLs (served PNGs) and 4 as base64 PNG", async () => {
    const { key } = await issue(ctx, "--name", "Acme partner");
    const urls = await call(ctx, key, "name=Harbor%20Coffee&slogan=Fresh%20daily&format=2&size=8&color=2&font=1");
    expect(urls.statusCode, urls.body).toBe(200);
    const page = urls.json<Page>();
    expect(page.code).toBe(200);
    expect(page.data.logos).toHaveLength(8);
    expect(new Set(page.data.logos.map((logo) => logo.id)).size).toBe(8);
    for (const logo of page.data.logos) {
      expect(logo.format).toBe(2);
      expect(logo.image).toMatch(new RegExp(`^${ctx.config.linkBase}/oss/logo-api/\\d+/[0-9a-f-]{36}\\.png$`));
    }
    const file = await ctx.app.inject({ method: "GET", url: new URL(page.data.logos[0]!.image).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.rawPayload.subarray(0, 4)).toEqual(PNG);
    // The folder is not a listing and a guessed name is not a file.
    expect((await ctx.app.inject({ method: "GET", url: "/oss/logo-api/1/logo.png" })).statusCode).toBe(404);

    const inline = (await call(ctx, key, "name=Harbor%20Coffee&format=1&size=4")).json<Page>();
    expect(inline.data.logos).toHaveLength(4);
    for (const logo of inline.data.logos) {
      expect(logo.image.startsWith("data:image/png;base64,")).toBe(true);
      expect(Buffer.from(logo.image.slice("data:image/png;base64,".length), "base64").subarray(0, 4)).toEqual(PNG);
      expect(logo.width).toBe(800);
    }
    // The default size is 4; Chinese names are drawn too.
    expect((await call(ctx, key, `name=${encodeURIComponent("海边咖啡")}`)).json<Page>().data.logos).toHaveLength(4);
  });

  it("answers wrong values with the envelope's error naming the field, and unknown or missing keys with 401", async () => {
    const { key } = await issue(ctx, "--name", "Validation partner");
    for (const [query, field] of [
      ["name=A&size=5", "size"],
      ["name=A&color=7", "color"],
      ["name=A&font=-1", "font"],
      ["name=A&format=3", "format"],
      ["name=A&page=0", "page"],
      ["size=4", "name"],
    ] as const) {
      const answer = await call(ctx, key, query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json<{ msg: string }>().msg, query).toContain(field);
    }
    expect((await call(ctx, undefined, "name=A")).statusCode).toBe(401);
    expect((await call(ctx, "lk_not-a-key", "name=A")).statusCode).toBe(401);
  });

  it("a revoked key gets 401 (CLI and admin route)", async () => {
    const first = await issue(ctx, "--name", "Revoked by CLI");
    expect((await call(ctx, first.key, "name=Revoke&format=1")).statusCode).toBe(200);
    expect((await cli(ctx, "api-key", "revoke", String(first.id))).code).toBe(0);
    const refused = await call(ctx, first.key, "name=Revoke&format=1");
    expect(refused.statusCode).toBe(401);
    expect(refused.json<{ msg: string }>().msg).toBe("This API key was revoked.");

    const admin = await signIn(ctx, { isAdmin: true });
    const created = await ctx.app.inject({ method: "POST", url: "/api/admin/logo-api/keys", headers: admin.headers, payload: { name: "Admin route" } });
    expect(created.statusCode, created.body).toBe(200);
    const { key, record } = created.json<{ data: { key: string; record: { id: number; prefix: string } } }>().data;
    expect(key.startsWith(record.prefix)).toBe(true);
    expect((await call(ctx, key, "name=Revoke&format=1")).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "POST", url: `/api/admin/logo-api/keys/${record.id}/revoke`, headers: admin.headers })).statusCode).toBe(200);
    expect((await call(ctx, key, "name=Revoke&format=1")).statusCode).toBe(401);
    // The list never shows a key, only its prefix; the usage counts the call made.
    const list = await ctx.app.inject({ method: "GET", url: "/api/admin/logo-api/keys", headers: admin.headers });
    expect(list.body).not.toContain(key);
    const usage = await ctx.app.inject({ method: "GET", url: `/api/admin/logo-api/keys/${record.id}/usage`, headers: admin.headers });
    expect(usage.json<{ data: { monthCalls: number; monthLogos: number } }>().data).toMatchObject({ monthCalls: 1, monthLogos: 4 });
  });

  it("is documented in /api/docs with its key scheme and examples in curl and JavaScript", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs" })).json<{
      paths: Record<string, { get?: { description?: string; security?: unknown } }>;
      components: { securitySchemes: Record<string, { name?: string }> };
    }>();
    const operation = doc.paths["/logoapi/async/logo"]?.get;
    expect(operation?.security).toEqual([{ logoApiKey: [] }]);
    expect(doc.components.securitySchemes.logoApiKey?.name).toBe("ApiKey");
    expect(operation?.description).toContain("curl -H 'ApiKey: lk_...'");
    expect(operation?.description).toContain("await fetch(");
    expect(doc.paths["/logoapi/usage"]).toBeDefined();
  });

  it("only admins issue keys", async () => {
    const someone = await signIn(ctx);
    expect((await ctx.app.inject({ method: "POST", url: "/api/admin/logo-api/keys", headers: someone.headers, payload: { name: "x" } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "POST", url: "/api/admin/logo-api/keys", payload: { name: "x" } })).statusCode).toBe(401);
  });

  it("the operator prunes format 2's files by age, of one key or all, with the CLI", async () => {
    // Local disk (also under TEST_STORAGE=s3): the test ages files by their modification time.
    const local = await createTestApp({ storage: { kind: "local", root: await mkdtemp(path.join(tmpdir(), "logo-api-prune-")) } });
    try {
      const { key, id } = await issue(local, "--name", "Pruned partner");
      const page = (await call(local, key, "name=Old%20Mill&format=2&size=4")).json<Page>();
      const keys = page.data.logos.map((logo) => logo.image.slice(logo.image.indexOf("/oss/") + "/oss/".length));
      expect(keys).toHaveLength(4);
      const root = local.config.storage.kind === "local" ? local.config.storage.root : "";
      const aged = new Date(Date.now() - 40 * 86_400_000);
      for (const name of keys.slice(0, 2)) await utimes(path.join(root, name), aged, aged);

      expect(await cli(local, "api-key", "prune-files", "--older-than", "30", "--key", String(id))).toEqual({
        code: 0,
        output: "Deleted 2 logo API files older than 30 days; kept 2.",
      });
      const served = await Promise.all(keys.map(async (name) => (await local.app.inject({ method: "GET", url: `/oss/${name}` })).statusCode));
      expect(served).toEqual([404, 404, 200, 200]);
      expect((await cli(local, "api-key", "prune-files", "--older-than", "0")).code).toBe(1);
      expect((await cli(local, "api-key", "prune-files")).code).toBe(1);
    } finally {
      await local.close();
    }
  });

  it("the 61st call in a minute over a limit of 60 gets 429, and the refused call is not metered", async () => {
    const { key, id } = await issue(ctx, "--name", "Busy partner");
    for (let i = 1; i <= 60; i += 1) {
      const answer = await call(ctx, key, `name=Busy${i}&format=1&size=4`);
      expect(answer.statusCode, `call ${i}`).toBe(200);
    }
    const refused = await call(ctx, key, "name=Busy61&format=1&size=4");
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ msg: string }>().msg).toBe("At most 60 calls a minute for this key.");
    // The standard header too, for a partner's HTTP library that backs off by it.
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    const rows = await ctx.database.db.select().from(logoApiUsage).where(eq(logoApiUsage.keyId, id));
    expect(rows.reduce((sum, row) => sum + row.calls, 0)).toBe(60);
    expect(rows.reduce((sum, row) => sum + row.logos, 0)).toBe(240);
  }, 180_000);

  it("enforces the monthly quota", async () => {
    const { key } = await issue(ctx, "--name", "Small quota", "--quota", "2");
    expect((await call(ctx, key, "name=Q1&format=1")).statusCode).toBe(200);
    expect((await call(ctx, key, "name=Q2&format=1")).statusCode).toBe(200);
    const over = await call(ctx, key, "name=Q3&format=1");
    expect(over.statusCode).toBe(429);
    expect(over.json<{ msg: string }>().msg).toBe("The monthly quota of 2 calls for this key is used up.");
    // Until the first of next month, UTC.
    const now = new Date();
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    expect(Math.abs(Number(over.headers["retry-after"]) - (nextMonth - now.getTime()) / 1000)).toBeLessThan(120);
    const usage = await ctx.app.inject({ method: "GET", url: "/logoapi/usage", headers: { apikey: key } });
    expect(usage.json<{ data: { monthCalls: number; monthlyQuota: number; days: unknown[] } }>().data).toMatchObject({ monthCalls: 2, monthlyQuota: 2 });
  });

  it("never posts a Lite page to a private or loopback address unless the operator allows it", async () => {
    let hits = 0;
    const receiver = http.createServer((_request, response) => {
      hits += 1;
      response.end("ok");
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      const port = (receiver.address() as AddressInfo).port;
      const { key } = await issue(ctx, "--name", "Sneaky", "--lite", "--webhook", `http://127.0.0.1:${port}/hook`);
      const job = (await call(ctx, key, "name=Sneaky&format=2")).json<Page>().data.job_id ?? "";
      let row: typeof logoApiDeliveries.$inferSelect | undefined;
      await until(async () => {
        [row] = await ctx.database.db.select().from(logoApiDeliveries).where(eq(logoApiDeliveries.id, job));
        return (row?.attempts ?? 0) >= 1;
      });
      expect(row?.lastError).toBe("This address cannot be fetched.");
      expect(hits).toBe(0);
    } finally {
      receiver.close();
    }
  });
});

describe("logo API Lite keys: the webhook", () => {
  let ctx: TestContext;
  let receiver: http.Server;
  const received: { status: number; body: string; signature: string }[] = [];
  beforeAll(async () => {
    // Loopback only through the operator's explicit switch (PROXY_ALLOWED_ADDRESSES), as the proxy's tests do.
    ctx = await createTestApp({ proxyAllowedAddresses: ["127.0.0.1"], logoApi: { webhookRetryMs: [100, 200, 400], webhookPollMs: 50, drawLeaseMs: 60_000 } });
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        // Fails twice, then takes it.
        const status = received.length < 2 ? 500 : 200;
        received.push({ status, body: Buffer.concat(chunks).toString("utf8"), signature: String(request.headers[WEBHOOK_SIGNATURE_HEADER] ?? "") });
        response.statusCode = status;
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    receiver.close();
    await ctx.close();
  });

  it("answers a job id at once; the page reaches the receiver once with a valid signature after it failed twice", async () => {
    const port = (receiver.address() as AddressInfo).port;
    const { key, secret } = await issue(ctx, "--name", "Lite partner", "--lite", "--webhook", `http://127.0.0.1:${port}/hook`);
    expect(secret).toMatch(/^whsec_/);
    const answer = await call(ctx, key, "name=Lite%20Bakery&format=2&size=6");
    expect(answer.statusCode).toBe(200);
    const job = answer.json<Page>().data.job_id ?? "";
    expect(job).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.json<Page>().data.logos).toBeUndefined();

    await until(async () => received.some((entry) => entry.status === 200));
    // Nothing more arrives once it was taken.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(received.map((entry) => entry.status)).toEqual([500, 500, 200]);
    const delivered = received[2]!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivered.signature) ?? [];
    expect(v1).toBe(
      createHmac("sha256", secret ?? "")
        .update(`${t}.${delivered.body}`)
        .digest("hex"),
    );
    const body = JSON.parse(delivered.body) as { job_id: string; data: { logos: { image: string }[] } };
    expect(body.job_id).toBe(job);
    expect(body.data.logos).toHaveLength(6);
    const [row] = await ctx.database.db.select().from(logoApiDeliveries).where(eq(logoApiDeliveries.id, job));
    expect(row).toMatchObject({ status: "delivered", attempts: 3 });
  });

  it("draws and delivers a job whose process died while drawing it, once, metered on the call's day", async () => {
    const port = (receiver.address() as AddressInfo).port;
    const { key, id } = await issue(ctx, "--name", "Orphaned jobs", "--lite", "--webhook", `http://127.0.0.1:${port}/hook`);
    expect(key).toMatch(/^lk_/);
    // What a process that took the call and died before drawing leaves behind: the job's row, its lease lapsed.
    const job = randomUUID();
    const brief = { name: "Night Owl", slogan: "", color: 0, font: 0, style: 0, format: 1, page: 1, size: 4 };
    await ctx.database.db.insert(logoApiDeliveries).values({
      id: job,
      keyId: id,
      status: "drawing",
      brief: JSON.stringify(brief),
      day: "2026-01-15",
      leaseUntil: new Date(Date.now() - 1_000),
    });
    await until(async () => received.some((entry) => entry.status === 200 && entry.body.includes(job)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const deliveries = received.filter((entry) => entry.body.includes(job));
    expect(deliveries).toHaveLength(1);
    expect((JSON.parse(deliveries[0]?.body ?? "{}") as { data: { logos: unknown[] } }).data.logos).toHaveLength(4);
    const [row] = await ctx.database.db.select().from(logoApiDeliveries).where(eq(logoApiDeliveries.id, job));
    expect(row).toMatchObject({ status: "delivered", attempts: 1 });
    const usage = await ctx.database.db.select().from(logoApiUsage).where(eq(logoApiUsage.keyId, id));
    expect(usage).toEqual([{ keyId: id, day: "2026-01-15", calls: 0, logos: 4 }]);
  });

  it("gives up a job that no process finished drawing three times, and one whose brief is unreadable", async () => {
    const { id } = await issue(ctx, "--name", "Doomed jobs", "--lite", "--webhook", "http://127.0.0.1:9/hook");
    const [doomed, garbled] = [randomUUID(), randomUUID()];
    const lapsed = new Date(Date.now() - 1_000);
    await ctx.database.db.insert(logoApiDeliveries).values([
      { id: doomed, keyId: id, status: "drawing", attempts: 3, brief: JSON.stringify({ name: "Crashes", format: 1 }), day: "2026-01-15", leaseUntil: lapsed },
      { id: garbled, keyId: id, status: "drawing", brief: JSON.stringify({ size: 5 }), day: "2026-01-15", leaseUntil: lapsed },
    ]);
    const rowOf = async (job: string) => (await ctx.database.db.select().from(logoApiDeliveries).where(eq(logoApiDeliveries.id, job)))[0];
    await until(async () => (await rowOf(doomed))?.status === "failed" && (await rowOf(garbled))?.status === "failed");
    expect((await rowOf(doomed))?.lastError).toBe("Given up after 3 drawings that did not finish.");
    expect((await rowOf(garbled))?.lastError).toBe("The job's brief is unreadable.");
  });
});
