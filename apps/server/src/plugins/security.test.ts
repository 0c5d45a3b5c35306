import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { providerSources } from "./security";

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
