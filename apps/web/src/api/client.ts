import type { ErrorEnvelope } from "@studio/contracts";
import type { z } from "zod";
import { readCookie } from "../lib/cookie";
import type { EventBus } from "../lib/event-bus";
import { apiEvents, type ApiEvents } from "./api-events";
import { isLazySchema, loadContracts, type LazySchema } from "./contract-schema";
import { clearSession, getBearerToken } from "./session-storage";

/** The readable cookie the server sets; its value must come back in the `x-csrf-token` header. */
export const csrfCookieName = "csrf_token";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T> = {
  method?: HttpMethod;
  /** Appended to the path; null and undefined values are dropped. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON, except FormData, Blob and URLSearchParams which go as they are. */
  body?: unknown;
  /** When given, `data` must match it or the call fails with INVALID_RESPONSE (a lazy one loads first: contract-schema.ts). */
  schema?: z.ZodType<T> | LazySchema<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Let the request outlive the page (a save sent while leaving); the browser caps such bodies at 64 KiB. */
  keepalive?: boolean;
  /** Skip the error and network toasts (the caller reports, or the spec wants silence). 401/403 still apply. */
  quiet?: boolean;
  /**
   * The caller answers a 403 on its page (an admin-only notice, a lock with its own offer), so the
   * limit modal does not open over it with the same news. 401 still ends the session.
   */
  ownForbidden?: boolean;
};

export type ApiIssue = { path: string; message: string };

/** A failed call. `error` is the server's stable code, or NETWORK / INVALID_RESPONSE from this side. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly issues: ApiIssue[];
  /** The error envelope as received (the spec rejects with the response body). */
  readonly body: ErrorEnvelope | undefined;

  constructor(status: number, error: string, message: string, body?: ErrorEnvelope) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.error = error;
    this.issues = body?.issues ?? [];
    this.body = body;
  }
}

export type ApiClientDeps = {
  fetch: typeof fetch;
  readCsrfToken: () => string | undefined;
  getBearerToken: () => string | undefined;
  clearSession: () => void;
  events: EventBus<ApiEvents>;
};

export type ApiClient = {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** The same call, answering `data` with the envelope's `msg` (the payment record check says its failure there). */
  withMessage<T = unknown>(path: string, options?: RequestOptions<T>): Promise<{ data: T; msg: string }>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
};

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${search}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The error envelope as the server sends it, or undefined when it is not one (or the schemas cannot load). */
async function errorEnvelopeOf(body: unknown): Promise<ErrorEnvelope | undefined> {
  try {
    const parsed = (await loadContracts()).errorEnvelopeSchema.safeParse(body);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const msg = (body as { msg?: unknown }).msg;
  return typeof msg === "string" && msg.trim() !== "" ? msg : undefined;
}

export function createApiClient(overrides: Partial<ApiClientDeps> = {}): ApiClient {
  const deps: ApiClientDeps = {
    // Looked up per call so tests (and the e2e route mocks) see the current global fetch.
    fetch: (input, init) => globalThis.fetch(input, init),
    readCsrfToken: () => readCookie(document.cookie, csrfCookieName),
    getBearerToken: () => getBearerToken(),
    clearSession: () => clearSession(),
    events: apiEvents,
    ...overrides,
  };

  async function withMessage<T>(path: string, options: RequestOptions<T> = {}): Promise<{ data: T; msg: string }> {
    const { method = "GET", query, body, schema, signal, quiet = false, ownForbidden = false } = options;
    const headers: Record<string, string> = {
      accept: "application/json",
      "x-requested-with": "XMLHttpRequest",
      ...options.headers,
    };
    const csrf = deps.readCsrfToken();
    if (csrf) headers["x-csrf-token"] = csrf;
    const token = deps.getBearerToken();
    if (token) headers.authorization = `Bearer ${token}`;

    let payload: BodyInit | undefined;
    if (body !== undefined) {
      if (isRawBody(body)) {
        payload = body;
      } else {
        headers["content-type"] = "application/json";
        payload = JSON.stringify(body);
      }
    }

    // A lazy schema starts loading with the request, so the two round trips overlap.
    const schemaLoad = schema && isLazySchema(schema) ? schema.load() : undefined;
    schemaLoad?.catch(() => undefined);

    let response: Response;
    try {
      response = await deps.fetch(buildUrl(path, query), {
        method,
        headers,
        body: payload,
        signal,
        credentials: "same-origin",
        ...(options.keepalive ? { keepalive: true } : {}),
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      if (!quiet) deps.events.emit("network-error", { path });
      throw new ApiError(0, "NETWORK", cause instanceof Error ? cause.message : "Network error");
    }

    const json = await readJson(response);
    const envelopeCode = typeof json === "object" && json !== null ? (json as { code?: unknown }).code : undefined;
    // The envelope repeats the status; a 200 carrying an error code is still an error.
    const status = response.ok && typeof envelopeCode === "number" && envelopeCode >= 400 ? envelopeCode : response.status;

    if (status >= 400) {
      const envelope = await errorEnvelopeOf(json);
      const msg = messageOf(json);
      const fallbackCode = status === 401 ? "UNAUTHORIZED" : status === 403 ? "FORBIDDEN" : `HTTP_${status}`;
      const error = new ApiError(status, envelope?.error ?? fallbackCode, msg ?? response.statusText, envelope);
      if (status === 401) {
        deps.clearSession();
        deps.events.emit("unauthorized", { path });
      } else if (status === 403 && !ownForbidden) {
        deps.events.emit("forbidden", { path, error: error.error, msg: msg ?? "" });
      } else if (status >= 500 && !quiet) {
        deps.events.emit("server-error", { path, status, message: msg, body: envelope });
      }
      throw error;
    }

    const data = typeof json === "object" && json !== null && "data" in json ? (json as { data: unknown }).data : json;
    const msg = messageOf(json) ?? "";
    if (!schema) return { data: data as T, msg };
    let resolved: z.ZodType<T>;
    try {
      resolved = isLazySchema(schema) ? await (schemaLoad ?? schema.load()) : schema;
    } catch (cause) {
      // The schema chunk did not arrive: as unreachable as the server itself.
      if (!quiet) deps.events.emit("network-error", { path });
      throw new ApiError(0, "NETWORK", cause instanceof Error ? cause.message : "Network error");
    }
    const checked = resolved.safeParse(data);
    if (!checked.success) {
      if (!quiet) deps.events.emit("server-error", { path, status, message: undefined, body: undefined });
      throw new ApiError(status, "INVALID_RESPONSE", checked.error.message);
    }
    return { data: checked.data, msg };
  }

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    return (await withMessage(path, options)).data;
  }

  return {
    request,
    withMessage,
    get: (path, options) => request(path, { ...options, method: "GET" }),
    post: (path, body, options) => request(path, { ...options, method: "POST", body }),
    put: (path, body, options) => request(path, { ...options, method: "PUT", body }),
    patch: (path, body, options) => request(path, { ...options, method: "PATCH", body }),
    delete: (path, options) => request(path, { ...options, method: "DELETE" }),
  };
}

/** The one client the app uses. */
export const api = createApiClient();
