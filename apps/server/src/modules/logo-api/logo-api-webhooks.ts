import { createHmac } from "node:crypto";
import type { AddressPolicy } from "../proxy/address-policy";
import { safePostJson, type Resolver } from "../proxy/safe-fetch";
import type { LogoApiRepository } from "./logo-api.repository";

/** Backoff between attempts when the config names none: 1 s, 5 s, 25 s, 2 min, 10 min (six attempts in all). */
export const DEFAULT_WEBHOOK_RETRY_MS = [1_000, 5_000, 25_000, 125_000, 625_000];
/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the key's webhook secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = "x-logoapi-signature";

/** The header value for a body sent at `at` (docs/logo-api.md shows the partner's check). */
export function signWebhook(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
}

export type LogoApiWebhookDeps = {
  repository: LogoApiRepository;
  /** The image proxy's guard (PROXY_ALLOWED_ADDRESSES): private and loopback addresses are refused. */
  policy: AddressPolicy;
  resolver?: Resolver;
  timeoutMs: number;
  /** Delay before each retry; attempts = retries + 1. */
  retryMs: readonly number[];
  /** How often due deliveries are looked for (also after a restart). */
  pollMs: number;
  now?: (() => Date) | undefined;
  log: (message: string, details: Record<string, unknown>) => void;
};

/**
 * Lite keys' pages on their way to the partner's webhook. Each is a row (logo_api_deliveries), so a
 * restart or another process resumes it: a poll leases the due rows, POSTs each (signed), and marks
 * it delivered on a 2xx, or due again after the next backoff delay, or failed after the last one.
 */
export function createLogoApiWebhooks(deps: LogoApiWebhookDeps) {
  const now = deps.now ?? (() => new Date());
  const leaseMs = deps.timeoutMs * 2 + 1_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const attempt = async (id: string, keyId: number, attempts: number, body: string, webhook: { url: string; secret: string }) => {
    const tried = attempts + 1;
    let problem: string;
    try {
      const status = await safePostJson(
        webhook.url,
        body,
        { [WEBHOOK_SIGNATURE_HEADER]: signWebhook(webhook.secret, body, now()) },
        {
          policy: deps.policy,
          ...(deps.resolver ? { resolver: deps.resolver } : {}),
          timeoutMs: deps.timeoutMs,
        },
      );
      if (status >= 200 && status < 300) {
        await deps.repository.delivered(id, tried, now());
        return;
      }
      problem = `The webhook answered ${status}.`;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    const delay = deps.retryMs[tried - 1];
    await deps.repository.attemptFailed(id, tried, problem, delay === undefined ? null : new Date(now().getTime() + delay));
    if (delay === undefined) deps.log("logo API webhook given up", { delivery: id, keyId, attempts: tried, problem });
  };

  const sweep = async (): Promise<void> => {
    do {
      again = false;
      const due = await deps.repository.leaseDue(now(), new Date(now().getTime() + leaseMs), 20);
      await Promise.all(
        due.map(async (row) => {
          const key = await deps.repository.byId(row.keyId);
          if (!key?.webhookUrl || !key.webhookSecret || key.revokedAt || row.body === null) {
            await deps.repository.attemptFailed(row.id, row.attempts, "The key was revoked or has no webhook.", null);
            return;
          }
          await attempt(row.id, row.keyId, row.attempts, row.body, { url: key.webhookUrl, secret: key.webhookSecret });
        }),
      );
      if (due.length === 20) again = true;
    } while (again);
  };

  /** One sweep at a time; a kick during one runs another right after. */
  const kick = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = sweep()
      .catch((error: unknown) => deps.log("logo API webhook sweep failed", { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    start(): void {
      timer ??= setInterval(() => void kick(), deps.pollMs).unref();
      void kick();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
    /** A sweep now (a job just drawn; tests). */
    sweep: kick,
  };
}

export type LogoApiWebhooks = ReturnType<typeof createLogoApiWebhooks>;
