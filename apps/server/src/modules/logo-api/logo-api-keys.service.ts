import { createHash, randomBytes } from "node:crypto";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { createLogoApiKeyBodySchema, type CreatedLogoApiKey, type LogoApiKey, type LogoApiUsage, type CreateLogoApiKeyBody } from "@studio/contracts";
import { AppError } from "../../errors";
import { createMemoryRateLimitStore } from "../rate-limits/memory-rate-limit-store";
import type { LogoApiRepository } from "./logo-api.repository";
import type { LogoApiKeyRow } from "./logo-api.schema";

const MINUTE_MS = 60_000;
const USAGE_DAYS = 31;

export const hashApiKey = (key: string): string => createHash("sha256").update(key).digest("hex");
const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
const monthStart = (at: Date): string => `${at.toISOString().slice(0, 7)}-01`;
/** Until the next UTC month, when a used-up quota starts again. */
const secondsToNextMonth = (at: Date): number => Math.ceil((Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1) - at.getTime()) / 1000);

export type LogoApiCaller = { key: LogoApiKeyRow; day: string };

/**
 * Partners' keys (issue 23): issued by an admin and shown once (only the SHA-256 is kept), revoked
 * for good, each with its own limit per minute (through the app's rate-limit store, so every API
 * process counts against one limit with RATE_LIMIT_STORE=database) and monthly quota of calls,
 * metered per UTC day.
 */
export function createLogoApiKeys(deps: {
  repository: LogoApiRepository;
  rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  now?: (() => Date) | undefined;
}) {
  const now = deps.now ?? (() => new Date());
  const Store = deps.rateLimitStore ?? createMemoryRateLimitStore();
  // A counter set of its own, named like a route's, so it never shares counts with the address limits.
  const store: FastifyRateLimitStore = new Store({ routeInfo: { method: "GET", url: "/logoapi/async/logo#key" } });

  const view = (row: LogoApiKeyRow, month: { calls: number; logos: number }): LogoApiKey => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    prefix: row.keyPrefix,
    webhook: row.webhookUrl,
    ratePerMinute: row.ratePerMinute,
    monthlyQuota: row.monthlyQuota,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    monthCalls: month.calls,
    monthLogos: month.logos,
  });

  const monthTotals = async (ids: number[]): Promise<Map<number, { calls: number; logos: number }>> => {
    const totals = new Map<number, { calls: number; logos: number }>();
    for (const row of await deps.repository.usageSince(ids, monthStart(now()))) {
      const total = totals.get(row.keyId) ?? { calls: 0, logos: 0 };
      totals.set(row.keyId, { calls: total.calls + row.calls, logos: total.logos + row.logos });
    }
    return totals;
  };

  /** One hit of the key's own per-minute counter; RATE_LIMITED past its limit. */
  const countMinute = (key: LogoApiKeyRow): Promise<void> =>
    new Promise((resolve, reject) => {
      store.incr(
        String(key.id),
        (error, count) => {
          if (error || !count) return reject(error ?? new Error("the rate-limit store gave no count"));
          if (count.current > key.ratePerMinute)
            return reject(
              new AppError("RATE_LIMITED", `At most ${key.ratePerMinute} calls a minute for this key.`, { retryAfter: Math.ceil(count.ttl / 1000) }),
            );
          resolve();
        },
        MINUTE_MS,
        key.ratePerMinute,
      );
    });

  return {
    async create(input: CreateLogoApiKeyBody): Promise<CreatedLogoApiKey> {
      const body = createLogoApiKeyBodySchema.parse(input);
      const key = `lk_${randomBytes(24).toString("base64url")}`;
      const webhookSecret = body.kind === "lite" ? `whsec_${randomBytes(24).toString("base64url")}` : null;
      const row = await deps.repository.create({
        name: body.name,
        kind: body.kind,
        keyHash: hashApiKey(key),
        keyPrefix: key.slice(0, 8),
        webhookUrl: body.webhook ?? null,
        webhookSecret,
        ratePerMinute: body.ratePerMinute,
        monthlyQuota: body.monthlyQuota,
      });
      return { key, webhookSecret, record: view(row, { calls: 0, logos: 0 }) };
    },

    async revoke(id: number): Promise<LogoApiKey> {
      const row = await deps.repository.revoke(id, now());
      if (!row) throw new AppError("NOT_FOUND");
      return view(row, (await monthTotals([row.id])).get(row.id) ?? { calls: 0, logos: 0 });
    },

    async list(): Promise<LogoApiKey[]> {
      const rows = await deps.repository.list();
      const totals = await monthTotals(rows.map((row) => row.id));
      return rows.map((row) => view(row, totals.get(row.id) ?? { calls: 0, logos: 0 }));
    },

    /** The key of an `ApiKey` header, live: 401 when missing, unknown or revoked. */
    async authenticate(apiKey: string | undefined): Promise<LogoApiKeyRow> {
      if (!apiKey) throw new AppError("UNAUTHORIZED", "The ApiKey header is required.");
      const row = await deps.repository.byHash(hashApiKey(apiKey.trim()));
      if (!row) throw new AppError("UNAUTHORIZED", "Unknown API key.");
      if (row.revokedAt) throw new AppError("UNAUTHORIZED", "This API key was revoked.");
      return row;
    },

    /**
     * A call of a live key: its minute's limit first (a refused call does not use the quota), then
     * the month's quota, counted today. 429 for either.
     */
    async admit(key: LogoApiKeyRow): Promise<LogoApiCaller> {
      await countMinute(key);
      const at = now();
      const day = utcDay(at);
      if (!(await deps.repository.takeCall(key.id, day, monthStart(at), key.monthlyQuota)))
        throw new AppError("RATE_LIMITED", `The monthly quota of ${key.monthlyQuota} calls for this key is used up.`, {
          quota: key.monthlyQuota,
          retryAfter: secondsToNextMonth(at),
        });
      return { key, day };
    },

    async addLogos(caller: LogoApiCaller, logos: number): Promise<void> {
      if (logos > 0) await deps.repository.addLogos(caller.key.id, caller.day, logos);
    },

    /** A key's month and its last 31 days (the partner page and the admin page). */
    async usage(key: LogoApiKeyRow): Promise<LogoApiUsage> {
      const from = new Date(now().getTime() - (USAGE_DAYS - 1) * 86_400_000);
      const days = await deps.repository.usageSince([key.id], utcDay(from));
      const month = (await monthTotals([key.id])).get(key.id) ?? { calls: 0, logos: 0 };
      return {
        name: key.name,
        kind: key.kind,
        ratePerMinute: key.ratePerMinute,
        monthlyQuota: key.monthlyQuota,
        monthCalls: month.calls,
        monthLogos: month.logos,
        days: days.map(({ day, calls, logos }) => ({ day, calls, logos })),
      };
    },

    async usageOf(id: number): Promise<LogoApiUsage> {
      const row = await deps.repository.byId(id);
      if (!row) throw new AppError("NOT_FOUND");
      return this.usage(row);
    },
  };
}

export type LogoApiKeys = ReturnType<typeof createLogoApiKeys>;
