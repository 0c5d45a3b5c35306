import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { FACEBOOK_SDK_URL, GOOGLE_GSI_SCRIPT_URL, type Config } from "../config";
import type { StorageConfig } from "../storage/storage.config";
import type { RateLimitStoreClass } from "../modules/rate-limits/database-rate-limit-store";
import { rateLimitPlugin } from "./rate-limit";

/** The folder of a script URL as a CSP source ("https://accounts.google.com/gsi/"), so its siblings match. */
function folderOf(url: string): string {
  return new URL("./", url).href;
}

/**
 * What the configured sign-in providers and captcha widget need beyond our origin, and nothing when they are not
 * configured. Google Identity Services documents script, frame, connect and style sources under
 * /gsi/; the Facebook SDK loads from its CDN and talks to facebook.com in frames.
 */
/**
 * Where browsers reach an S3-compatible store: S3_PUBLIC_ENDPOINT (else S3_ENDPOINT), also with the
 * bucket in the host unless path-style; AWS's hosts when neither is set.
 */
function storeOrigins(storage: Extract<StorageConfig, { kind: "s3" }>): string[] {
  const endpoint = storage.publicEndpoint ?? storage.endpoint;
  if (!endpoint) return ["https://*.amazonaws.com"];
  const url = new URL(endpoint);
  return storage.forcePathStyle ? [url.origin] : [url.origin, `${url.protocol}//${storage.bucket}.${url.host}`];
}

export function providerSources(config: Config): { script: string[]; frame: string[]; connect: string[]; style: string[]; img: string[] } {
  const sources = { script: [] as string[], frame: [] as string[], connect: [] as string[], style: [] as string[], img: [] as string[] };
  if (config.google) {
    const gsi = folderOf(config.google.scriptUrl ?? GOOGLE_GSI_SCRIPT_URL);
    sources.script.push(gsi);
    sources.frame.push(gsi);
    sources.connect.push(gsi);
    sources.style.push(gsi);
  }
  if (config.facebook) {
    const sdk = new URL(config.facebook.sdkUrl ?? FACEBOOK_SDK_URL).origin;
    sources.script.push(sdk);
    sources.frame.push(sdk, "https://*.facebook.com");
    sources.connect.push(sdk, "https://*.facebook.com");
  }
  const widget = config.captchaWidget;
  if (widget && config.captcha === widget.provider) {
    // Turnstile and reCAPTCHA: their script, and the frame the widget lives in, come from the script's origin.
    const origin = new URL(widget.scriptUrl).origin;
    sources.script.push(origin);
    sources.frame.push(origin);
    // reCAPTCHA's loader pulls the widget code from gstatic.com.
    if (widget.provider === "recaptcha" && /(^|\.)(google\.com|recaptcha\.net)$/.test(new URL(widget.scriptUrl).hostname))
      sources.script.push("https://www.gstatic.com/recaptcha/");
  }
  if (config.paymentVendors?.stripe) {
    // Stripe's Payment Element (issue 16): Stripe.js and its frames come from js.stripe.com (and
    // its subdomains), 3-D Secure pages from hooks.stripe.com, and it talks to api.stripe.com.
    // Only when Stripe is configured; the QR providers need nothing here (their pages are reached
    // by navigation, the QR is drawn by the app).
    sources.script.push("https://js.stripe.com", "https://*.js.stripe.com");
    sources.frame.push("https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com");
    sources.connect.push("https://api.stripe.com");
  }
  if (config.storage.kind === "s3") {
    // The browser talks to the store itself: uploads by grant (GET /api/oss/sts, docs/uploads.md) and
    // the images /oss redirects to when OSS_DELIVERY=redirect.
    const store = storeOrigins(config.storage);
    sources.connect.push(...store);
    sources.img.push(...store);
  }
  if (config.paymentVendors?.paypal) {
    // The PayPal JS SDK (the spec's PayPal button), PayPal's documented CSP sources: its scripts,
    // frames, calls and images on paypal.com and paypalobjects.com hosts. Its inline scripts are not
    // allowed ('unsafe-inline' stays off); PayPal documents a nonce for those.
    const paypal = ["https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"];
    sources.script.push(...paypal);
    sources.frame.push(...paypal);
    sources.connect.push(...paypal);
    sources.img.push(...paypal);
    sources.style.push("https://*.paypal.com");
  }
  return sources;
}

/**
 * The policy of answers that are data, not documents (JSON, event streams): nothing may load from
 * them and nobody may frame them. A browser never renders them as a page, so the page's policy and
 * the headers only a document reads (opener and agent-cluster isolation, referrer, DNS prefetch,
 * IE's download and Flash's cross-domain switches, the XSS auditor's) would be bytes on every poll:
 * 7 headers and a longer policy, 466 bytes more on each answer, which the server validates and
 * writes and every client parses. OWASP's REST security headers for APIs are what is kept.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** Headers that mean the same on any answer (nosniff, the resource policy, HSTS in production). */
const EVERY_ANSWER = new Set(["x-content-type-options", "cross-origin-resource-policy", "strict-transport-security"]);

/**
 * helmet's headers split into those every answer carries (with the API policy until the answer turns
 * out to be a document) and those only a document gets.
 */
export function securityHeaderSets(helmetList: [string, string][]): { everyAnswer: [string, string][]; documentOnly: [string, string][] } {
  const all = helmetList.map(([name, value]): [string, string] => [name.toLowerCase(), value]);
  return {
    everyAnswer: [...all.filter(([name]) => EVERY_ANSWER.has(name)), ["content-security-policy", API_CSP]],
    documentOnly: all.filter(([name]) => !EVERY_ANSWER.has(name)),
  };
}

type HelmetMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a helmet middleware sets, recorded by running it against a stand-in response. It is
 * run twice and must set the same both times, and must finish at once without an error: a policy
 * that varies per request (a nonce) cannot be frozen here by mistake.
 */
export function helmetHeaders(middleware: HelmetMiddleware): [string, string][] {
  const record = () => {
    const headers = new Map<string, string>();
    const recorder = {
      setHeader(name: string, value: unknown) {
        if (typeof value !== "string") throw new Error(`helmet set ${name} to a non-string value`);
        headers.set(name, value);
      },
      removeHeader(name: string) {
        headers.delete(name);
      },
    };
    let finished = false;
    middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
      finished = true;
    });
    if (!finished) throw new Error("helmet did not finish synchronously");
    return [...headers];
  };
  const first = record();
  if (JSON.stringify(record()) !== JSON.stringify(first)) throw new Error("helmet's headers vary per request; they cannot be set from a fixed list");
  return first;
}

/**
 * Security headers and a per-IP rate limit on the API. The CSP lets the built SPA run (scripts
 * and styles from our origin only; React sets styles through the CSSOM, which CSP allows) and
 * limits who may frame us to localhost and the configured embedding hosts (SDK iframe mode).
 */
async function security(app: FastifyInstance, options: { config: Config; rateLimitStore?: RateLimitStoreClass | undefined }) {
  const { config } = options;
  const providers = providerSources(config);
  const frameAncestors = ["'self'", "http://localhost:*", "http://127.0.0.1:*", ...config.embedHosts.map((h) => (h.includes("://") ? h : `https://${h}`))];
  // helmet's middleware is built once here: @fastify/helmet built it again on every request
  // (parsing the CSP directives each time), a measurable share of the hottest route's CPU.
  const secure = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...providers.script],
        styleSrc: ["'self'", "'unsafe-inline'", ...providers.style],
        imgSrc: ["'self'", "data:", "blob:", ...providers.img],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...providers.connect],
        frameSrc: ["'self'", ...providers.frame],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors,
        ...(config.env === "production" ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // frame-ancestors decides framing; X-Frame-Options cannot express an allow-list.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    hsts: config.env === "production",
  });
  // Every header helmet sets here is a fixed string (no nonce, no per-request directive), so it is
  // run once against a recorder and each request only copies a list: running helmet's chain of
  // twelve middlewares per request was the largest share of the polling route's own CPU. They go
  // into Fastify's headers of the reply, not the raw response's: with no header set on the raw
  // response, Node writes Fastify's object in one pass (validating each header once) instead of
  // storing each through setHeader first. A route that takes the response over keeps those set so
  // far (plugins/hijack.ts).
  const { everyAnswer, documentOnly } = securityHeaderSets(helmetHeaders(secure));
  app.onRequestStart((_request, reply) => {
    for (let i = 0; i < everyAnswer.length; i++) reply.header(everyAnswer[i]![0], everyAnswer[i]![1]);
  });
  // A JSON answer is never a document: it keeps the API policy set above. Anything else (the app's
  // pages, scripts, styles, stored files, mail previews) may be rendered by a browser and gets the
  // page's policy and the document headers, unless its route set a policy of its own (SVG files).
  app.addHook("onSend", (_request, reply, payload, done) => {
    const type = reply.getHeader("content-type");
    if (typeof type !== "string" || !JSON_TYPE.test(type)) {
      for (let i = 0; i < documentOnly.length; i++) {
        const [name, value] = documentOnly[i]!;
        if (name !== "content-security-policy" || reply.getHeader(name) === API_CSP) reply.header(name, value);
      }
    }
    done(null, payload);
  });
  await app.register(rateLimitPlugin, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: "1 minute",
    // Only the API is limited here; routes that must never be (health checks) opt out.
    allowList: (request) => !request.url.startsWith("/api/"),
    // The database's counters when several API processes serve one site (RATE_LIMIT_STORE=database).
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
  });
  // The shared store counts in memory between flushes: a closing app writes what it counted (before
  // the process closes its pool), so a rolling restart does not forget a second of every client's hits.
  app.addHook("onClose", async () => {
    await options.rateLimitStore?.flush();
  });
}

export const securityPlugin = fp(security, { name: "security", dependencies: ["request-start"] });
