import ipaddr from "ipaddr.js";

/**
 * Which proxies may tell us the client's address (X-Forwarded-For), scheme (X-Forwarded-Proto) and
 * host (X-Forwarded-Host). Off by default: anyone can send those headers, and believing them lets a
 * client pick its own address for every per-address limit. `false`, a hop count, or the addresses
 * and CIDR ranges of the proxies (proxy-addr's names loopback, linklocal and uniquelocal too),
 * which is exactly what Fastify's `trustProxy` option accepts.
 */
export type TrustProxy = false | number | string[];

const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  if (!entry.includes("/")) return ipaddr.isValid(entry);
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/** TRUST_PROXY: `off` (or empty), a hop count 1-10, or a comma-separated list of addresses / CIDR ranges. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === "" || text === "off" || text === "false" || text === "0") return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error("too many hops");
    return hops;
  }
  const entries = text
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isAddressOrRange)) throw new Error("not a hop count or a list of addresses");
  return entries;
}

/**
 * The value for Fastify's `trustProxy`. Fastify 5.12 turns a bare number into "trust nobody" (it
 * cannot check the immediate peer), so a hop count is given as proxy-addr's function instead: the
 * nearest `hops` addresses are proxies. That is only safe when the port is reachable through the
 * proxies alone, which README and docs say next to TRUST_PROXY.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return setting;
}
