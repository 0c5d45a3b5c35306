import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import helmet from "helmet";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { helmetHeaders, providerSources } from "./security";

const stripeKeys = { STRIPE_SECRET_KEY: "sk_test_csp", STRIPE_PUBLISHABLE_KEY: "pk_test_csp", STRIPE_WEBHOOK_SECRET: "whsec_csp" };

describe("content security policy sources of payment providers", () => {
  it("lets Stripe.js, its frames and its API in only when Stripe is configured", () => {
    const plain = providerSources(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }));
    expect([...plain.script, ...plain.frame, ...plain.connect].filter((source) => source.includes("stripe"))).toEqual([]);
    const stripe = providerSources(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...stripeKeys }));
    expect(stripe.script).toEqual(expect.arrayContaining(["https://js.stripe.com", "https://*.js.stripe.com"]));
    expect(stripe.frame).toEqual(expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com"]));
    expect(stripe.connect).toContain("https://api.stripe.com");
  });

  it("lets the PayPal JS SDK, its frames and its calls in only when PayPal is configured", () => {
    const plain = providerSources(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }));
    expect([...plain.script, ...plain.frame, ...plain.connect, ...plain.img].filter((source) => source.includes("paypal"))).toEqual([]);
    const paypal = providerSources(
      loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PAYPAL_CLIENT_ID: "client-csp", PAYPAL_CLIENT_SECRET: "secret-csp", PAYPAL_WEBHOOK_ID: "WH-csp" }),
    );
    const hosts = ["https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"];
    for (const directive of [paypal.script, paypal.frame, paypal.connect, paypal.img]) expect(directive).toEqual(hosts);
    expect(paypal.script).not.toContain("'unsafe-inline'");
  });
});

/** The headers a real response gets from running `middleware` on it (a server on loopback). */
async function headersFromRealResponse(middleware: Parameters<typeof helmetHeaders>[0]): Promise<IncomingHttpHeaders> {
  const server = createServer((req, res) => middleware(req, res, () => res.end("ok")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  try {
    return await new Promise((resolve, reject) =>
      httpRequest({ host: "127.0.0.1", port, path: "/" }, (res) => resolve(res.headers))
        .on("error", reject)
        .end(),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("helmet's headers set from a list made once", () => {
  it("are exactly the headers helmet itself sets on a response", async () => {
    const middleware = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'self'"] } },
      frameguard: false,
    });
    const recorded = helmetHeaders(middleware);
    const real = await headersFromRealResponse(middleware);
    const helmetOnly = Object.fromEntries(
      Object.entries(real).filter(([name]) => !["date", "connection", "keep-alive", "content-length", "transfer-encoding"].includes(name)),
    );
    expect(Object.fromEntries(recorded.map(([name, value]) => [name.toLowerCase(), value]))).toEqual(helmetOnly);
    expect(helmetOnly["content-security-policy"]).toBe("default-src 'self';frame-ancestors 'self'");
    expect(helmetOnly["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses a policy that varies per request (a nonce), which a fixed list would freeze", () => {
    let n = 0;
    const nonce = () => `'nonce-${(n += 1)}'`;
    expect(() =>
      helmetHeaders(helmet({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", nonce] } } })),
    ).toThrow(/vary per request/);
  });
});
