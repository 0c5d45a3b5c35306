import { randomBytes } from "node:crypto";
import { z } from "zod";
import { parseAllowedAddresses } from "../modules/proxy/address-policy";
import { parseTrustProxy, type TrustProxy } from "../security/trust-proxy";
import { optionalString, positiveInt } from "./env-values";

/** Security and limits: request rates, whose proxy headers count, framing hosts, the image proxy, signed URLs. */
export const securityEnv = {
  RATE_LIMIT_MAX: positiveInt(600),
  /** Where the rate limits count: this process's memory (one API process) or the database (several, counting together). */
  RATE_LIMIT_STORE: z.enum(["memory", "database"], { message: "must be memory or database" }).default("memory"),
  /** Proxies whose X-Forwarded-* headers are believed: off, a hop count, or their addresses / CIDR ranges. */
  TRUST_PROXY: z
    .string()
    .default("off")
    .refine(
      (v) => {
        try {
          parseTrustProxy(v);
          return true;
        } catch {
          return false;
        }
      },
      { message: "must be off, a hop count (1-10) or a comma-separated list of IP addresses or CIDR ranges" },
    ),
  /** Hosts allowed to embed the app in an iframe (SDK mode), besides localhost. Comma separated. */
  EMBED_HOSTS: z.string().default(""),
  /** Addresses or CIDR ranges the image proxy may fetch although they are private (tests, intranets). */
  PROXY_ALLOWED_ADDRESSES: z
    .string()
    .default("")
    .refine(
      (v) => {
        try {
          parseAllowedAddresses(v);
          return true;
        } catch {
          return false;
        }
      },
      { message: "must be a comma-separated list of IP addresses or CIDR ranges" },
    ),
  PROXY_TIMEOUT_MS: positiveInt(30_000),
  /** Bytes the image proxy sends to one client address, and to one signed-in user, per hour (per process). */
  PROXY_BYTES_PER_HOUR: positiveInt(200 * 1024 * 1024),
  /**
   * HMAC key of the URLs the server signs (full-size results under /oss, the image proxy); at least
   * 32 characters, shared by every process of one site. Random per process if unset.
   */
  URL_SIGNING_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, { message: "must be at least 32 characters" }),
};

type SecurityEnv = z.output<z.ZodObject<typeof securityEnv>>;

export type SecurityConfig = {
  rateLimitMax: number;
  /** RATE_LIMIT_STORE: per process, or shared through the database by every API process. */
  rateLimitStore: "memory" | "database";
  /** TRUST_PROXY: whose X-Forwarded-For/-Proto/-Host set request.ip, protocol and host; false by default. */
  trustProxy: TrustProxy;
  embedHosts: string[];
  proxyAllowedAddresses: string[];
  proxyTimeoutMs: number;
  /** PROXY_BYTES_PER_HOUR: the image proxy's budget per client address and per user. */
  proxyBytesPerHour: number;
  /** URL_SIGNING_SECRET, or a random key made at start-up (one process only). */
  urlSigningSecret: string;
  /** Whether urlSigningSecret came from the environment (several processes need that). */
  urlSigningSecretShared?: boolean | undefined;
};

export function securityConfigFrom(c: SecurityEnv): SecurityConfig {
  return {
    rateLimitMax: c.RATE_LIMIT_MAX,
    rateLimitStore: c.RATE_LIMIT_STORE,
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    embedHosts: c.EMBED_HOSTS.split(",")
      .map((h) => h.trim())
      .filter(Boolean),
    proxyAllowedAddresses: parseAllowedAddresses(c.PROXY_ALLOWED_ADDRESSES),
    proxyTimeoutMs: c.PROXY_TIMEOUT_MS,
    proxyBytesPerHour: c.PROXY_BYTES_PER_HOUR,
    urlSigningSecret: c.URL_SIGNING_SECRET ?? randomBytes(32).toString("base64url"),
    urlSigningSecretShared: c.URL_SIGNING_SECRET !== undefined,
  };
}
