import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../app";
import { loadConfig, type Config } from "../../config";
import type { Database } from "../../db/database";
import { outbox } from "../../db/schema";
import { createLocalStorage } from "../../storage/local-storage";
import { openTestDatabase } from "../../../test/helper";
import type { MailTransport } from "./mailer";

const remote = "203.0.113.7";
const unique = (tag: string) => `${tag}.${process.pid}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
const outboxRoutes = ["/api/dev/outbox", "/dev/mailbox"];

describe("the outbox with the default configuration (no settings at all)", () => {
  let app: App;
  let config: Config;
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "studio-outbox-"));
    // Nothing set but where the files go: NODE_ENV, HOST, SMTP_URL and PUBLIC_URL keep their defaults.
    config = loadConfig({ DATA_DIR: dataDir });
    database = await openTestDatabase();
    app = await buildApp({ ...config, logLevel: "silent" }, { database, storage: createLocalStorage(config.filesDir) });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("is the development setup, bound to loopback, with links to the listening address", () => {
    expect([config.env, config.host, config.smtpUrl, config.linkBase]).toEqual(["development", "localhost", undefined, "http://localhost:3000"]);
  });

  it("answers 404 on both outbox routes to a client that is not on this machine", async () => {
    const email = unique("remote");
    // A sign-in mail in the outbox (the default bot check stands between a request and it).
    const [row] = await database.db
      .insert(outbox)
      .values({ recipient: email, subject: "Sign in", textBody: "http://localhost:3000/?lang=en#signin=secret 123456" })
      .returning();
    for (const url of [...outboxRoutes, `/api/dev/outbox?to=${encodeURIComponent(email)}`]) {
      const response = await app.inject({ method: "GET", url, remoteAddress: remote });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(email);
    }
    expect((await app.inject({ method: "GET", url: `/dev/mailbox/${row?.id}.html`, remoteAddress: remote })).statusCode).toBe(404);
    // The same message is there for a person on this machine.
    expect((await app.inject({ method: "GET", url: `/dev/mailbox/${row?.id}.html` })).statusCode).toBe(200);
  });

  it("serves a person on this machine (IPv4, IPv6, IPv4-mapped loopback), but not through a proxy's headers", async () => {
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      for (const url of outboxRoutes) expect((await app.inject({ method: "GET", url, remoteAddress })).statusCode, `${url} from ${remoteAddress}`).toBe(200);
    }
    // A reverse proxy on this machine makes every client loopback; its headers give it away.
    for (const headers of [{ "x-forwarded-for": remote }, { forwarded: `for=${remote}` }, { "x-real-ip": remote }]) {
      for (const url of outboxRoutes) expect((await app.inject({ method: "GET", url, headers })).statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
    }
  });

  it("answers 404 even on this machine when a mail transport is configured (the mail is the recipient's)", async () => {
    const sent: string[] = [];
    const transport: MailTransport = { sendMail: async (mail) => void sent.push(mail.to) };
    const withSmtp = await buildApp(
      { ...config, logLevel: "silent", captcha: "off" },
      { database, storage: createLocalStorage(config.filesDir), mailTransport: transport },
    );
    const email = unique("smtp");
    await withSmtp.inject({ method: "POST", url: "/api/auth/sign-in/request", payload: { email, lang: "en" } });
    expect(sent).toEqual([email]);
    for (const url of outboxRoutes) expect((await withSmtp.inject({ method: "GET", url })).statusCode, url).toBe(404);
    await withSmtp.close();
  });
});

describe("links in mails", () => {
  const forged = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "studio-links-"));
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Sign-in, registration (verification) and password reset mails, each requested with forged Host headers. */
  async function mailsWithForgedHost(env: Record<string, string>): Promise<{ config: Config; mails: { to: string; text: string; html: string }[] }> {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", CAPTCHA: "off", ...env });
    const mails: { to: string; text: string; html: string }[] = [];
    const app = await buildApp(config, {
      database,
      storage: createLocalStorage(config.filesDir),
      mailTransport: { sendMail: async (mail) => void mails.push(mail) },
    });
    const [signInTo, registerTo] = [unique("link"), unique("verify")];
    const post = (url: string, payload: object) => app.inject({ method: "POST", url, payload, headers: forged });
    expect((await post("/api/auth/sign-in/request", { email: signInTo, lang: "en" })).statusCode).toBe(200);
    expect((await post("/api/register", { email: registerTo, password: "long enough password", lang: "en" })).statusCode).toBe(200);
    expect((await post("/api/password/forgot", { email: registerTo, lang: "en" })).statusCode).toBe(200);
    await app.close();
    return { config, mails };
  }

  it("start with the listening address when PUBLIC_URL is unset, whatever Host and X-Forwarded-Host say", async () => {
    const { config, mails } = await mailsWithForgedHost({ PORT: "4123" });
    expect(config.linkBase).toBe("http://localhost:4123");
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(`${mail.text}${mail.html}`).not.toContain("evil.example");
      const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"<]+/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith("http://localhost:4123/")).toBe(true);
    }
  });

  it("start with PUBLIC_URL when it is set, and with a specific HOST otherwise", async () => {
    const { mails } = await mailsWithForgedHost({ PUBLIC_URL: "https://logos.example.test/" });
    for (const mail of mails) {
      expect(`${mail.text}${mail.html}`).not.toContain("evil.example");
      expect(/https?:\/\/[^\s"<]+/.exec(mail.text)?.[0].startsWith("https://logos.example.test/?lang=en#")).toBe(true);
    }
    expect(loadConfig({ HOST: "192.0.2.10", PORT: "8080" }).linkBase).toBe("http://192.0.2.10:8080");
    expect(loadConfig({ HOST: "::1" }).linkBase).toBe("http://[::1]:3000");
    expect(loadConfig({ HOST: "0.0.0.0" }).linkBase).toBe("http://localhost:3000");
  });
});
