import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";

const production = { NODE_ENV: "production", PUBLIC_URL: "https://logos.example.test", MAIL_OUTBOX_ONLY: "on", LOG_LEVEL: "silent" };

describe("payments configuration", () => {
  it("offers the sandbox outside production and refuses it in production unless PAYMENTS_SANDBOX=on", () => {
    expect(loadConfig({ NODE_ENV: "test" }).payments.sandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", PAYMENTS_SANDBOX: "off" }).payments.sandbox).toBe(false);
    expect(loadConfig(production).payments.sandbox).toBe(false);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: "on" }).payments.sandbox).toBe(true);
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: "sandbox" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: "sandbox" })).toThrow(/PAYMENTS_SANDBOX=on/);
  });

  it("reads CREDIT_PACKS as JSON in minor units and says what is wrong", () => {
    const packs = loadConfig({ NODE_ENV: "test", CREDIT_PACKS: '[{"credits":20,"prices":{"USD":199,"CNY":1200}}]' }).payments.creditPacks;
    expect(packs).toEqual([{ credits: 20, prices: { USD: 199, CNY: 1200 } }]);
    expect(loadConfig({ NODE_ENV: "test" }).payments.creditPacks.map((p) => p.credits)).toEqual([50, 100, 300, 1000]);
    for (const bad of [
      "[]",
      "not json",
      '[{"credits":20,"prices":{"USD":1.5,"CNY":1}}]',
      '[{"credits":20,"prices":{"USD":1,"CNY":1}},{"credits":20,"prices":{"USD":2,"CNY":2}}]',
    ]) {
      expect(() => loadConfig({ NODE_ENV: "test", CREDIT_PACKS: bad })).toThrow(/^CREDIT_PACKS must be JSON/);
    }
  });

  it("keys the sandbox with PAYMENTS_SANDBOX_SECRET, else a key derived from URL_SIGNING_SECRET, and never echoes it", () => {
    const secret = "s".repeat(40);
    expect(loadConfig({ NODE_ENV: "test", PAYMENTS_SANDBOX_SECRET: secret }).payments.sandboxSecret).toBe(secret);
    const shared = { NODE_ENV: "test", URL_SIGNING_SECRET: "u".repeat(40) };
    expect(loadConfig(shared).payments.sandboxSecret).toBe(loadConfig(shared).payments.sandboxSecret);
    expect(loadConfig(shared).payments.sandboxSecret).not.toBe(shared.URL_SIGNING_SECRET);
    expect(() => loadConfig({ NODE_ENV: "test", PAYMENTS_SANDBOX_SECRET: "short" })).toThrow("PAYMENTS_SANDBOX_SECRET must be at least 32 characters");
  });
});
