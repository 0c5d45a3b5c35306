import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";

/** Headers a reverse proxy adds: behind one on this machine, every client's socket is loopback. */
const forwardingHeaders = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv6-mapped address (dual-stack sockets). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith("127.");
  return plain === "::1" || plain === "0:0:0:0:0:0:0:1";
}

/**
 * Whether a request comes from a person on this machine: judged by the TCP socket's own remote
 * address, never by request.ip (TRUST_PROXY makes that come from X-Forwarded-For), and refused
 * when any forwarding header is present, since a proxy on this machine makes everyone loopback.
 * Guards what must not reach the network: the development mailbox and the sandbox QR confirm.
 */
export function isLocalClient(request: FastifyRequest): boolean {
  if (forwardingHeaders.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.raw.socket.remoteAddress);
}
