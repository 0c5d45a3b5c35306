import ipaddr from "ipaddr.js";

/**
 * Which network addresses the server may fetch for a user. Only globally routable unicast
 * addresses pass; loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade
 * NAT, multicast, reserved and IPv6 forms that embed an IPv4 address are refused, unless an
 * operator (or a test) lists the address or its range in `allowed`.
 */
export type AddressPolicy = { isAllowed(address: string): boolean };

export function createAddressPolicy(allowed: string[] = []): AddressPolicy {
  const allowedRanges = allowed.map((entry) =>
    entry.includes("/") ? ipaddr.parseCIDR(entry) : ipaddr.parseCIDR(`${entry}/${ipaddr.parse(entry).kind() === "ipv4" ? 32 : 128}`),
  );
  return {
    isAllowed(address) {
      if (!ipaddr.isValid(address)) return false;
      let ip = ipaddr.parse(address);
      // ::ffff:127.0.0.1 is 127.0.0.1: judge the IPv4 address inside.
      if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
      for (const [range, bits] of allowedRanges) {
        if (range.kind() === ip.kind() && ip.match([range, bits] as [typeof ip, number])) return true;
      }
      return ip.range() === "unicast";
    },
  };
}

export function parseAllowedAddresses(value: string): string[] {
  const entries = value
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const ok = entry.includes("/")
      ? (() => {
          try {
            ipaddr.parseCIDR(entry);
            return true;
          } catch {
            return false;
          }
        })()
      : ipaddr.isValid(entry);
    if (!ok) throw new Error(`not an IP address or CIDR range: ${entry}`);
  }
  return entries;
}
