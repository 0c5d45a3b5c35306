import {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
  type RateLimitPluginOptions,
} from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { createMemoryRateLimitStore } from "../modules/rate-limits/memory-rate-limit-store";

type Count = { current: number; ttl: number };
type AllowList = (request: FastifyRequest, key: string) => boolean | Promise<boolean>;
/** What one limit needs per request: resolved once when its route is registered. */
type Limit = { max: number; windowMs: number; allowList: AllowList | undefined; store: FastifyRateLimitStore };

const UNITS: Record<string, number> = { second: 1_000, minute: 60_000, hour: 3_600_000 };

/** "1 minute", "30 seconds", "2 hours" or milliseconds: the time windows this app's limits name. */
export function parseWindow(value: unknown): number {
  if (typeof value === "number" && Number.isFinite(value) && value > 0) return Math.trunc(value);
  const match = typeof value === "string" ? /^(\d+)\s*(second|minute|hour)s?$/.exec(value.trim()) : null;
  if (!match) throw new Error(`unsupported rate-limit time window: ${String(value)}`);
  return Number(match[1]) * UNITS[match[2]!]!;
}

/** Only the options this app uses; anything else would be silently ignored, so it is refused at start. */
const SUPPORTED = new Set(["max", "timeWindow", "allowList"]);

function allowListOf(option: RateLimitOptions["allowList"]): AllowList | undefined {
  if (option === undefined) return undefined;
  if (Array.isArray(option)) return (_request, key) => option.includes(key);
  return option;
}

/** The 429 @fastify/rate-limit threw (plugins/error-handler.ts answers it with RATE_LIMITED). */
function exceeded(ttlSeconds: number): Error & { statusCode: number } {
  return Object.assign(new Error(`Rate limit exceeded, retry in ${ttlSeconds} seconds`), { statusCode: 429 });
}

/**
 * The library's key (an IPv6 client by its /64, a mapped IPv4 as IPv4, lower case), without its
 * IPv6 test for the usual IPv4 address: `net.isIPv6` runs a long regular expression on every request,
 * and an address without a colon is never IPv6, so the library would only lower-case it.
 */
export const clientKey = (ip: string): string => (ip.includes(":") ? normalizeIP(ip) : ip.toLowerCase());

/**
 * Counts one hit of the request's client and answers through `done`: synchronously when the store
 * knows the count (memory, and the shared store between its flushes), which is nearly every request.
 * The headers are those @fastify/rate-limit set: limit, remaining and reset (seconds), and
 * retry-after when refused.
 */
function apply(limit: Limit, request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void {
  const key = clientKey(request.ip);
  const allowed = limit.allowList?.(request, key);
  if (allowed instanceof Promise) {
    allowed.then((yes) => (yes ? done() : count(limit, key, reply, done)), done);
    return;
  }
  if (allowed) return done();
  count(limit, key, reply, done);
}

function count(limit: Limit, key: string, reply: FastifyReply, done: (error?: Error) => void): void {
  limit.store.incr(
    key,
    (error: Error | null, count?: Count) => {
      if (error || !count) return done(error ?? new Error("the rate-limit store gave no count"));
      const seconds = Math.ceil(count.ttl / 1000);
      reply.header("x-ratelimit-limit", limit.max);
      if (count.current <= limit.max) {
        reply.header("x-ratelimit-remaining", limit.max - count.current);
        reply.header("x-ratelimit-reset", seconds);
        return done();
      }
      reply.header("x-ratelimit-remaining", 0);
      reply.header("x-ratelimit-reset", seconds);
      reply.header("retry-after", seconds);
      done(exceeded(seconds));
    },
    limit.windowMs,
    limit.max,
  );
}

/** Our limit hooks, so a route's options copied into another route (Fastify's HEAD for a GET) are not limited twice. */
const ours = new WeakSet<onRequestHookHandler>();

/**
 * The per-client rate limits of the API, in place of registering @fastify/rate-limit: the same
 * options (a global limit, a route's own `config.rateLimit` {max, timeWindow, allowList} or `false`),
 * the same stores (memory, or the shared one: `RATE_LIMIT_STORE=database`), keys (the client address,
 * IPv6 by its /64), headers and 429, and `app.rateLimit()` for the not-found handler. What differs is
 * the hook: a callback one that finishes at once when the count is known, where the library's async
 * hook cost several promises and microtask turns on every request (the hottest route is result polling).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitPluginOptions & { store?: FastifyRateLimitStoreCtor | undefined }) => {
  for (const name of Object.keys(options))
    if (!SUPPORTED.has(name) && name !== "global" && name !== "store") throw new Error(`unsupported rate-limit option: ${name}`);
  if (typeof options.max !== "number") throw new Error("the rate limit's max must be a number");
  const Store = options.store ?? createMemoryRateLimitStore();
  const global: Limit = {
    max: options.max,
    windowMs: parseWindow(options.timeWindow ?? 60_000),
    allowList: allowListOf(options.allowList),
    store: new Store({}),
  };

  const hookFor = (limit: Limit): onRequestHookHandler => {
    const hook: onRequestHookHandler = (request, reply, done) => apply(limit, request, reply, done);
    ours.add(hook);
    return hook;
  };
  const globalHook = hookFor(global);

  app.decorate(
    "rateLimit",
    () => (request: FastifyRequest, reply: FastifyReply) =>
      new Promise<void>((resolve, reject) => apply(global, request, reply, (error) => (error ? reject(error) : resolve()))),
  );

  app.addHook("onRoute", (route: RouteOptions) => {
    const own = route.config?.rateLimit;
    if (own === false || (own === undefined && options.global === false)) return;
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    if (existing.some((hook) => ours.has(hook as onRequestHookHandler))) return;
    let hook = globalHook;
    if (own !== undefined) {
      for (const name of Object.keys(own)) if (!SUPPORTED.has(name)) throw new Error(`unsupported rate-limit option on ${route.url}: ${name}`);
      if (typeof own.max !== "number") throw new Error(`the rate limit's max on ${route.url} must be a number`);
      const params = { max: own.max, timeWindow: own.timeWindow ?? options.timeWindow, routeInfo: route };
      hook = hookFor({
        max: own.max,
        windowMs: parseWindow(params.timeWindow ?? 60_000),
        allowList: own.allowList === undefined ? global.allowList : allowListOf(own.allowList),
        // A route's own limit has its own counters, as with the library (the shared store names them by method and URL).
        store: global.store.child(params as unknown as Parameters<FastifyRateLimitStore["child"]>[0]),
      });
    }
    route.onRequest = [...existing, hook];
  });
});
