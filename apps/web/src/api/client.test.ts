import { z } from "zod";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEventBus } from "../lib/event-bus";
import type { ApiEvents } from "./api-events";
import { ApiError, buildUrl, createApiClient, type ApiClientDeps } from "./client";
import { contractSchema, type LazySchema } from "./contract-schema";

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function setup(response: Response | (() => Promise<Response>), overrides: Partial<ApiClientDeps> = {}) {
  const events = createEventBus<ApiEvents>();
  const fetchMock = vi.fn<typeof fetch>(async () => (typeof response === "function" ? response() : response));
  const clearSession = vi.fn();
  const seen: Array<[keyof ApiEvents, unknown]> = [];
  for (const type of ["unauthorized", "forbidden", "server-error", "network-error"] as const) {
    events.on(type, (payload) => seen.push([type, payload]));
  }
  const client = createApiClient({
    fetch: fetchMock,
    readCsrfToken: () => "csrf-123",
    getBearerToken: () => undefined,
    clearSession,
    events,
    ...overrides,
  });
  const headersOf = (call = 0) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
  return { client, fetchMock, clearSession, seen, headersOf };
}

afterEach(() => vi.restoreAllMocks());

describe("api client requests", () => {
  it("sends the ajax marker and the CSRF header on every call, with same-origin credentials", async () => {
    const { client, fetchMock, headersOf } = setup(jsonResponse(200, { code: 200, data: { a: 1 }, msg: "success" }));
    await client.get("/api/user");
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe("same-origin");
    expect(init?.method).toBe("GET");
    expect(headersOf().get("x-requested-with")).toBe("XMLHttpRequest");
    expect(headersOf().get("x-csrf-token")).toBe("csrf-123");
    expect(headersOf().get("authorization")).toBeNull();
  });

  it("sends a bearer token only when one is given (the embedded iframe mode)", async () => {
    const { client, headersOf } = setup(jsonResponse(200, { code: 200, data: null, msg: "success" }), {
      getBearerToken: () => "tok",
    });
    await client.post("/api/x", { a: 1 });
    expect(headersOf().get("authorization")).toBe("Bearer tok");
  });

  it("sends JSON bodies as JSON and FormData untouched", async () => {
    const { client, fetchMock, headersOf } = setup(() => Promise.resolve(jsonResponse(200, { code: 200, data: null, msg: "success" })));
    await client.post("/api/json", { name: "Aurora" });
    expect(headersOf(0).get("content-type")).toBe("application/json");
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"name":"Aurora"}');
    const form = new FormData();
    form.append("file", new Blob(["x"]), "x.png");
    await client.post("/api/upload", form);
    expect(headersOf(1).get("content-type")).toBeNull();
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(form);
  });

  it("builds query strings and drops empty values", () => {
    expect(buildUrl("/api/q", { name: "matting", page: 2, empty: undefined, none: null })).toBe("/api/q?name=matting&page=2");
    expect(buildUrl("/api/q?a=1", { b: true })).toBe("/api/q?a=1&b=true");
    expect(buildUrl("/api/q", {})).toBe("/api/q");
  });
});

describe("api client answers", () => {
  it("unwraps the envelope and validates data with the caller's schema", async () => {
    const { client } = setup(jsonResponse(200, { code: 200, data: { db: "ok", version: "1" }, msg: "success" }));
    const data = await client.get("/api/health", { schema: z.object({ db: z.literal("ok"), version: z.string() }) });
    expect(data).toEqual({ db: "ok", version: "1" });
  });

  it("rejects data that does not match the schema and reports it as a server error", async () => {
    const { client, seen } = setup(jsonResponse(200, { code: 200, data: { db: "down" }, msg: "success" }));
    const call = client.get("/api/health", { schema: z.object({ db: z.literal("ok") }) });
    await expect(call).rejects.toMatchObject({ error: "INVALID_RESPONSE" });
    expect(seen).toEqual([["server-error", { path: "/api/health", status: 200, message: undefined, body: undefined }]]);
  });

  it("on 401 clears the session and asks for the login panel", async () => {
    const { client, clearSession, seen } = setup(jsonResponse(401, { code: 401, data: null, msg: "Please sign in.", error: "UNAUTHORIZED" }));
    await expect(client.get("/api/user")).rejects.toMatchObject({ status: 401, error: "UNAUTHORIZED" });
    expect(clearSession).toHaveBeenCalledOnce();
    expect(seen).toEqual([["unauthorized", { path: "/api/user" }]]);
  });

  it("on 403 opens the limit modal hook with the stable error code", async () => {
    const { client, seen, clearSession } = setup(jsonResponse(403, { code: 403, data: null, msg: "Free downloads reached for today!", error: "FORBIDDEN" }));
    await expect(client.post("/api/download")).rejects.toBeInstanceOf(ApiError);
    expect(clearSession).not.toHaveBeenCalled();
    expect(seen).toEqual([["forbidden", { path: "/api/download", error: "FORBIDDEN", msg: "Free downloads reached for today!" }]]);
  });

  it("leaves a 403 to a caller that answers it on its own page (ownForbidden): no limit modal, the same error", async () => {
    const { client, seen } = setup(jsonResponse(403, { code: 403, data: null, msg: "Administrators only.", error: "FORBIDDEN" }));
    const error = await client.get("/api/admin/contact-messages", { ownForbidden: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).error).toBe("FORBIDDEN");
    expect(seen).toEqual([]);
  });

  it("on 5xx with a message reports that message, and rejects with the body", async () => {
    const body = { code: 500, data: null, msg: "Model is busy", error: "INTERNAL", requestId: "r1" };
    const { client, seen } = setup(jsonResponse(500, body));
    const error = await client.get("/api/x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual(body);
    expect((error as ApiError).message).toBe("Model is busy");
    expect(seen).toEqual([["server-error", { path: "/api/x", status: 500, message: "Model is busy", body }]]);
  });

  it("on 5xx without a message (or without JSON) reports no message, so the UI falls back", async () => {
    const { client, seen } = setup(new Response("Bad gateway", { status: 502, headers: { "content-type": "text/plain" } }));
    await expect(client.get("/api/x")).rejects.toMatchObject({ status: 502, error: "HTTP_502" });
    expect(seen[0]).toEqual(["server-error", { path: "/api/x", status: 502, message: undefined, body: undefined }]);
  });

  it("treats a 200 whose envelope code is an error as that error", async () => {
    const { client, seen } = setup(jsonResponse(200, { code: 500, data: null, msg: "legacy failure", error: "INTERNAL" }));
    await expect(client.get("/api/legacy")).rejects.toMatchObject({ status: 500 });
    expect(seen[0]?.[0]).toBe("server-error");
  });

  it("keeps quiet calls out of the toasts but still rejects", async () => {
    const { client, seen } = setup(jsonResponse(500, { code: 500, data: null, msg: "x", error: "INTERNAL" }));
    await expect(client.post("/api/contact", {}, { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([]);
  });

  it("reports network failures", async () => {
    const { client, seen } = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(client.get("/api/x")).rejects.toMatchObject({ status: 0, error: "NETWORK" });
    expect(seen).toEqual([["network-error", { path: "/api/x" }]]);
  });

  it("passes aborts through without reporting them", async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, seen } = setup(() => Promise.reject(new DOMException("aborted", "AbortError")));
    await expect(client.get("/api/x", { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
    expect(seen).toEqual([]);
  });
});

describe("api client answers checked by a schema loaded on first use", () => {
  it("validates with a contracts schema that loads with the call", async () => {
    const { client } = setup(jsonResponse(200, { code: 200, data: { db: "ok", version: "1.2.0" }, msg: "success" }));
    const data = await client.get("/api/health", { schema: contractSchema((c) => c.healthDataSchema) });
    expect(data).toMatchObject({ db: "ok", version: "1.2.0" });
  });

  it("still refuses an answer that does not match it", async () => {
    const { client, seen } = setup(jsonResponse(200, { code: 200, data: { db: 7 }, msg: "success" }));
    await expect(client.get("/api/health", { schema: contractSchema((c) => c.healthDataSchema) })).rejects.toMatchObject({ error: "INVALID_RESPONSE" });
    expect(seen[0]?.[0]).toBe("server-error");
  });

  it("fails like an unreachable server when the schema cannot load, and does not hand out unchecked data", async () => {
    const unreachable: LazySchema<{ a: number }> = { load: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")) };
    const { client, seen } = setup(jsonResponse(200, { code: 200, data: { a: 1 }, msg: "success" }));
    await expect(client.get("/api/x", { schema: unreachable })).rejects.toMatchObject({ status: 0, error: "NETWORK" });
    expect(seen).toEqual([["network-error", { path: "/api/x" }]]);
  });
});
