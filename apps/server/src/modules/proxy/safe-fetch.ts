import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { AppError } from "../../errors";
import type { AddressPolicy } from "./address-policy";

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

export type SafeFetchOptions = {
  policy: AddressPolicy;
  resolver?: Resolver;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
};

export type FetchedImage = { contentType: string; body: Buffer; finalUrl: string };

const imageTypes = new Set([
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/svg+xml",
  "image/bmp",
  "image/x-icon",
  "image/vnd.microsoft.icon",
]);

/** Recognises image bytes, so a server that labels HTML as image/png is still refused. */
export function sniffImage(body: Buffer): boolean {
  const starts = (...bytes: number[]) => bytes.every((b, i) => body[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47) || starts(0xff, 0xd8, 0xff) || starts(0x47, 0x49, 0x46, 0x38) || starts(0x42, 0x4d) || starts(0x00, 0x00, 0x01, 0x00))
    return true;
  if (body.subarray(0, 4).toString("latin1") === "RIFF" && body.subarray(8, 12).toString("latin1") === "WEBP") return true;
  if (body.subarray(4, 8).toString("latin1") === "ftyp") return true; // AVIF/HEIF
  const head = body.subarray(0, 512).toString("utf8").trimStart().toLowerCase();
  return head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"));
}

function refuse(reason: string): never {
  throw new AppError("ADDRESS_REFUSED", undefined, { reason });
}

/**
 * Fetches an image from the internet on behalf of a user without letting them reach our own
 * network: only http(s); every address the host resolves to is checked, at connection time (the
 * `lookup` hook, so DNS rebinding between check and connect does not help); each redirect is
 * checked again; time and size are bounded; only image content passes.
 */
export async function safeFetchImage(rawUrl: string, options: SafeFetchOptions): Promise<FetchedImage> {
  const resolver = options.resolver ?? systemResolver;
  const deadline = Date.now() + options.timeoutMs;
  let url = parseTarget(rawUrl);
  for (let redirects = 0; ; redirects++) {
    const response = await requestOnce(url, options, resolver, deadline);
    if (response.image) return { ...response.image, finalUrl: url.toString() };
    if (redirects >= options.maxRedirects) throw new AppError("UPSTREAM_FAILED", "Too many redirects.");
    url = parseTarget(new URL(response.redirect, url).toString());
  }
}

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError("BAD_REQUEST", "The url is not a valid address.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") refuse("protocol");
  return url;
}

type Outcome = { redirect: string; image?: undefined } | { redirect?: undefined; image: Omit<FetchedImage, "finalUrl"> };

/**
 * A `lookup` for http(s).request that refuses a host resolving to any address the policy refuses.
 * Node calls it instead of DNS when it connects: the address it connects to is the one checked.
 */
export function guardedLookup(policy: AddressPolicy, resolver: Resolver = systemResolver): LookupFunction {
  return (host, lookupOptions, callback) => {
    resolver(host)
      .then((addresses) => {
        if (addresses.length === 0) throw new AppError("UPSTREAM_FAILED", "The host has no address.");
        if (addresses.some((a) => !policy.isAllowed(a.address))) refuse("address");
        if (lookupOptions.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      })
      .catch((error: Error) => callback(error as NodeJS.ErrnoException, "", 4));
  };
}

/**
 * POSTs a JSON body to a partner's server (the logo API's webhooks) under the same guard as the
 * image proxy: http(s) only, every resolved address checked at connection time, no redirects
 * followed, bounded in time. Resolves with the status; the answer's body is read and dropped.
 */
export function safePostJson(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  options: { policy: AddressPolicy; resolver?: Resolver; timeoutMs: number },
): Promise<number> {
  const url = parseTarget(rawUrl);
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(hostname) && !options.policy.isAllowed(hostname)) refuse("address");
  return new Promise<number>((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, {
      method: "POST",
      lookup: guardedLookup(options.policy, options.resolver),
      headers: { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)), "user-agent": "LogoStudio-Webhook/1.0" },
      timeout: options.timeoutMs,
    });
    const timer = setTimeout(() => request.destroy(new AppError("UPSTREAM_TIMEOUT")), options.timeoutMs);
    request.on("timeout", () => request.destroy(new AppError("UPSTREAM_TIMEOUT")));
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(error instanceof AppError ? error : new AppError("UPSTREAM_FAILED", `The webhook could not be reached: ${error.message}`));
    });
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => {
        clearTimeout(timer);
        resolve(response.statusCode ?? 0);
      });
    });
    request.end(body);
  });
}

function requestOnce(url: URL, options: SafeFetchOptions, resolver: Resolver, deadline: number): Promise<Outcome> {
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(hostname) && !options.policy.isAllowed(hostname)) refuse("address");

  const lookup = guardedLookup(options.policy, resolver);

  return new Promise<Outcome>((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new AppError("UPSTREAM_TIMEOUT"));
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, {
      method: "GET",
      lookup,
      headers: { accept: "image/*", "user-agent": "LogoStudio-ImageProxy/1.0" },
      timeout: remaining,
    });
    const timer = setTimeout(() => request.destroy(new AppError("UPSTREAM_TIMEOUT")), remaining);
    const finish = (fn: () => void) => {
      clearTimeout(timer);
      fn();
    };
    request.on("timeout", () => request.destroy(new AppError("UPSTREAM_TIMEOUT")));
    request.on("error", (error) =>
      finish(() => reject(error instanceof AppError ? error : new AppError("UPSTREAM_FAILED", `The image could not be fetched: ${error.message}`))),
    );
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        return finish(() => resolve({ redirect: response.headers.location as string }));
      }
      if (status !== 200) {
        response.resume();
        return finish(() => reject(new AppError("UPSTREAM_FAILED", `The remote server answered ${status}.`)));
      }
      const contentType = String(response.headers["content-type"] ?? "")
        .split(";")[0]!
        .trim()
        .toLowerCase();
      if (!imageTypes.has(contentType)) {
        response.resume();
        return finish(() => reject(new AppError("UNSUPPORTED_MEDIA", "The address is not an image.")));
      }
      const declared = Number(response.headers["content-length"] ?? 0);
      if (declared > options.maxBytes) {
        response.destroy();
        return finish(() => reject(new AppError("PAYLOAD_TOO_LARGE")));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          response.destroy();
          finish(() => reject(new AppError("PAYLOAD_TOO_LARGE")));
        } else chunks.push(chunk);
      });
      response.on("error", (error) => finish(() => reject(error instanceof AppError ? error : new AppError("UPSTREAM_FAILED"))));
      response.on("end", () => {
        if (size > options.maxBytes) return;
        const body = Buffer.concat(chunks);
        if (!sniffImage(body)) return finish(() => reject(new AppError("UNSUPPORTED_MEDIA", "The address is not an image.")));
        finish(() => resolve({ image: { contentType, body } }));
      });
    });
    request.end();
  });
}
