import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ConfigError, formatConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir.endsWith("/data/db")).toBe(true);
    expect(config.env).toBe("development");
  });

  it("names the variable and the value in one line", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(new ConfigError("PORT must be a port number, got 'abc'"));
    expect(() => loadConfig({ PORT: "70000" })).toThrow("PORT must be a port number, got '70000'");
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow("DATABASE_URL must be a postgres:// URL, got 'mysql://x'");
    expect(() => loadConfig({ NODE_ENV: "staging" })).toThrow("NODE_ENV must be development, production or test, got 'staging'");
  });

  it("never echoes a secret: partner keys are left out, URL passwords masked", () => {
    expect(() => loadConfig({ PARTNER_KEYS: "acme:short-secret" })).toThrow(/^PARTNER_KEYS must be comma-separated name:key pairs [^']*\)$/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://app:hunter2@db/x" })).toThrow("DATABASE_URL must be a postgres:// URL, got 'mysql://app:***@db/x'");
    const key = "k".repeat(32);
    expect(loadConfig({ PARTNER_KEYS: `acme:${key}, beta-2:${key}x` }).partners).toEqual([
      { name: "acme", key },
      { name: "beta-2", key: `${key}x` },
    ]);
    expect(() => loadConfig({ PARTNER_KEYS: `acme:${key},acme:${key}` })).toThrow(/^PARTNER_KEYS/);
    // A second key pair's name ends in _2: still a secret.
    const issue = new z.ZodError([{ code: "custom", path: ["STRIPE_SECRET_KEY_2"], message: "must start with sk_", input: "x" }]);
    expect(formatConfigError(issue, { STRIPE_SECRET_KEY_2: "rk_live_topsecret" })).toBe("STRIPE_SECRET_KEY_2 must start with sk_");
  });

  it("reads the classic maker's designing wait as a range, 2 to 10 s by default", () => {
    expect(loadConfig({}).classicDesigningWaitMs).toEqual({ min: 2000, max: 10_000 });
    expect(loadConfig({ CLASSIC_DESIGNING_WAIT_MS: "0" }).classicDesigningWaitMs).toEqual({ min: 0, max: 0 });
    expect(loadConfig({ CLASSIC_DESIGNING_WAIT_MS: "500 - 1500" }).classicDesigningWaitMs).toEqual({ min: 500, max: 1500 });
    expect(() => loadConfig({ CLASSIC_DESIGNING_WAIT_MS: "10000-2000" })).toThrow(/^CLASSIC_DESIGNING_WAIT_MS must be MIN-MAX/);
    expect(() => loadConfig({ CLASSIC_DESIGNING_WAIT_MS: "0-90000" })).toThrow(/^CLASSIC_DESIGNING_WAIT_MS/);
    expect(() => loadConfig({ CLASSIC_DESIGNING_WAIT_MS: "soon" })).toThrow(/^CLASSIC_DESIGNING_WAIT_MS/);
  });

  it("reads embedding hosts as a list", () => {
    expect(loadConfig({ EMBED_HOSTS: "a.example, b.example" }).embedHosts).toEqual(["a.example", "b.example"]);
  });
});
