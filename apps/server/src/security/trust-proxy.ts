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

/** proxy-addr's named ranges, which TRUST_PROXY accepts as Fastify does. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};
/** Distinct addresses whose answer is remembered; past it the memory starts again (forwarded headers can name anything). */
const TRUST_MEMO_MAX = 1_000;

type Range = { address: ipaddr.IPv4 | ipaddr.IPv6; bits: number };

/** An IPv4-mapped IPv6 address (or range wide enough) is judged as the IPv4 it carries, as proxy-addr does. */
function canonical(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

/** Same family only: an IPv4 range never matches an IPv6 address (mapped ones were made IPv4 first). */
function matches(address: ipaddr.IPv4 | ipaddr.IPv6, range: Range): boolean {
  if (address.kind() === "ipv4") return range.address.kind() === "ipv4" && (address as ipaddr.IPv4).match(range.address as ipaddr.IPv4, range.bits);
  return range.address.kind() === "ipv6" && (address as ipaddr.IPv6).match(range.address as ipaddr.IPv6, range.bits);
}

function rangeOf(entry: string): Range {
  const [address, bits] = entry.includes("/") ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), undefined];
  const full = address.kind() === "ipv4" ? 32 : 128;
  const mapped = address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress() && (bits ?? full) >= 96;
  return mapped ? { address: (address as ipaddr.IPv6).toIPv4Address(), bits: (bits ?? full) - 96 } : { address, bits: bits ?? full };
}

/**
 * Whether an address is one of the listed proxies: the same rule as proxy-addr's compiled list,
 * with each address's answer remembered. Fastify asks it about the socket's address on every request
 * (the client address is read per request for the rate limits), and parsing the address each time
 * (ipaddr.js tries its long IPv6 expression first) was a visible share of the polling route's CPU.
 */
export function trustedProxies(entries: string[]): (address: string) => boolean {
  const ranges = entries.flatMap((entry) => NAMED_RANGES[entry] ?? [entry]).map(rangeOf);
  const judge = (text: string): boolean => {
    if (!ipaddr.isValid(text)) return false;
    const address = canonical(ipaddr.parse(text));
    return ranges.some((range) => matches(address, range));
  };
  const memo = new Map<string, boolean>();
  return (text) => {
    let trusted = memo.get(text);
    if (trusted === undefined) {
      trusted = judge(text);
      if (memo.size >= TRUST_MEMO_MAX) memo.clear();
      memo.set(text, trusted);
    }
    return trusted;
  };
}

/**
 * The value for Fastify's `trustProxy`. Fastify 5.12 turns a bare number into "trust nobody" (it
 * cannot check the immediate peer), so a hop count is given as proxy-addr's function instead: the
 * nearest `hops` addresses are proxies. That is only safe when the port is reachable through the
 * proxies alone, which README and docs say next to TRUST_PROXY. A list of proxies is given as a
 * function too (`trustedProxies`), which remembers its answers.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | ((address: string, hop: number) => boolean) {
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  if (setting === false) return false;
  const trusted = trustedProxies(setting);
  return (address) => trusted(address);
}
