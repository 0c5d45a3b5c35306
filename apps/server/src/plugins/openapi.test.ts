import path from "node:path";
import { lintFromString, loadConfig, type NormalizedProblem } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../config";
import { createTestApp, type TestContext } from "../../test/helper";
import { operationIdOf } from "./openapi";

type Operation = { operationId?: string; security?: Record<string, string[]>[]; responses: Record<string, { content?: Record<string, unknown> }> };
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
};

const redoclyConfig = path.resolve(import.meta.dirname, "../../redocly.yaml");

/** The document the app serves, as the outside world gets it. */
async function servedDocument(overrides: Partial<Config>): Promise<{ text: string; doc: Document }> {
  const ctx: TestContext = await createTestApp(overrides);
  try {
    const response = await ctx.app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    return { text: response.body, doc: response.json<Document>() };
  } finally {
    await ctx.close();
  }
}

function describeProblem(problem: NormalizedProblem): string {
  return `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? "?"}`;
}

function operations(doc: Document): { method: string; path: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([p, methods]) => Object.entries(methods).map(([method, operation]) => ({ method, path: p, operation })));
}

// Every variant registers other routes: the cn variant its QR and SMS sign-in, with WeChat a GET callback.
const variants: [string, Partial<Config>][] = [
  ["the default site", {}],
  ["the cn variant (sandbox QR)", { siteVariant: "cn" }],
  [
    "the cn variant with WeChat",
    {
      siteVariant: "cn",
      cn: {
        smsProvider: "outbox",
        aliyunSms: undefined,
        wechat: {
          appId: "wx0123456789abcdef",
          appSecret: "secret-not-used-here",
          openBaseUrl: "http://127.0.0.1:9",
          apiBaseUrl: "http://127.0.0.1:9",
          timeoutMs: 1_000,
        },
      },
    },
  ],
];

describe.each(variants)("the OpenAPI document of %s", (_name, overrides) => {
  let text: string;
  let doc: Document;
  beforeAll(async () => {
    ({ text, doc } = await servedDocument(overrides));
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await loadConfig({ configPath: redoclyConfig });
    const problems = await lintFromString({ source: text, absoluteRef: path.resolve("openapi.json"), config });
    const report = problems.map(describeProblem);
    if (report.length > 0) console.error(`OpenAPI lint:\n${report.join("\n")}`);
    expect(report).toEqual([]);
  });

  it("is OpenAPI 3.1 and declares the session cookie, the bearer token and the partner ApiKey", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes).toMatchObject({
      session: { type: "apiKey", in: "cookie", name: "sid" },
      bearer: { type: "http" },
      partnerKey: { type: "apiKey", in: "header", name: "ApiKey" },
    });
  });

  it("gives every operation its security, a success answer with a content type, and the error envelope", () => {
    const list = operations(doc);
    expect(list.length).toBeGreaterThan(60);
    for (const { method, path: p, operation } of list) {
      const where = `${method.toUpperCase()} ${p}`;
      expect(operation.security, where).toBeDefined();
      const success = Object.entries(operation.responses).filter(([status]) => /^[23]/.test(status));
      expect(success.length, where).toBeGreaterThan(0);
      // A 204/304/302 has no body; every other success names what it sends.
      for (const [status, response] of success) if (!["204", "302", "304"].includes(status)) expect(response.content, `${where} ${status}`).toBeDefined();
      expect(operation.responses["4XX"], where).toBeDefined();
      expect(operation.operationId, where).toBe(operationIdOf(method, p));
    }
  });
});

describe("what the document says about access holds", () => {
  let ctx: TestContext;
  let doc: Document;
  beforeAll(async () => {
    ctx = await createTestApp();
    doc = (await ctx.app.inject({ method: "GET", url: "/api/docs" })).json<Document>();
  });
  afterAll(async () => ctx.close());

  it("refuses a visitor on every operation that requires a sign-in or a partner key", async () => {
    const guarded = operations(doc).filter(
      ({ operation }) => operation.security && operation.security.length > 0 && !operation.security.some((r) => Object.keys(r).length === 0),
    );
    expect(guarded.length).toBeGreaterThan(30);
    for (const { method, path: p } of guarded) {
      // Path parameters get a well-formed value, so the answer is about access, not a malformed id.
      const url = p.replace(/\{[^}]+\}/g, (name) => (/id/i.test(name) ? (name === "{taskId}" ? "00000000-0000-4000-8000-000000000000" : "1") : "logo"));
      const response = await ctx.app.inject({
        method: method.toUpperCase() as "GET",
        url,
        remoteAddress: "203.0.113.7",
        ...(method === "get" ? {} : { payload: {} }),
      });
      expect([400, 401, 403, 404, 415], `${method.toUpperCase()} ${p} answered ${response.statusCode}`).toContain(response.statusCode);
      expect(response.statusCode, `${method.toUpperCase()} ${p}`).not.toBe(200);
    }
  });
});
