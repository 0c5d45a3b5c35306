import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { smtpDestination, startUpLines } from "./start-up-report";

const production = { NODE_ENV: "production", PUBLIC_URL: "https://logos.example.test", SMTP_URL: "smtps://mailer:hunter2@smtp.example.test" };

describe("what a start needs", () => {
  it("binds to loopback unless HOST says otherwise", () => {
    expect(loadConfig({}).host).toBe("localhost");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("refuses production without PUBLIC_URL, in one line naming it", () => {
    const { PUBLIC_URL: _unused, ...rest } = production;
    expect(() => loadConfig(rest)).toThrow(ConfigError);
    expect(() => loadConfig(rest)).toThrow(/^PUBLIC_URL must be set in production/);
    expect(loadConfig(production).linkBase).toBe("https://logos.example.test");
  });

  it("refuses production without a mail transport unless MAIL_OUTBOX_ONLY=on", () => {
    const { SMTP_URL: _unused, ...rest } = production;
    expect(() => loadConfig(rest)).toThrow(/^SMTP_URL must be set in production .* or MAIL_OUTBOX_ONLY=on/);
    expect(loadConfig({ ...rest, MAIL_OUTBOX_ONLY: "on" }).mailOutboxOnly).toBe(true);
    expect(() => loadConfig({ ...rest, MAIL_OUTBOX_ONLY: "yes" })).toThrow("MAIL_OUTBOX_ONLY must be on or off, got 'yes'");
    // Outside production nothing is required: the outbox is the mailbox of a first run.
    expect(loadConfig({}).mailOutboxOnly).toBe(false);
  });
});

describe("the start-up lines", () => {
  it("say where the site listens and that sign-in mail stays in the outbox, read on this machine", () => {
    const lines = startUpLines(loadConfig({}), { port: 3000, delivers: false });
    expect(lines).toEqual([
      "Logo Studio listening on http://localhost:3000 (this machine only; HOST=0.0.0.0 opens it to the network); links in mails start with http://localhost:3000",
      "Sign-in mail: kept in the outbox; read it on this machine at http://localhost:3000/dev/mailbox",
    ]);
    expect(startUpLines(loadConfig({ HOST: "0.0.0.0", PORT: "8080" }), { port: 8080, delivers: false })[0]).toBe(
      "Logo Studio listening on http://0.0.0.0:8080 (every network interface: reachable from the network); links in mails start with http://localhost:8080",
    );
  });

  it("name the SMTP server and never its password", () => {
    const lines = startUpLines(loadConfig(production), { port: 3000, delivers: true });
    expect(lines[1]).toBe("Sign-in mail: sent by SMTP via smtp.example.test:465");
    expect(lines.join("\n")).not.toContain("hunter2");
    expect(lines.join("\n")).not.toContain("mailer");
    expect(smtpDestination("smtp://u:p@mail.example.test:2525")).toBe("mail.example.test:2525");
    expect(smtpDestination("smtp://mail.example.test")).toBe("mail.example.test:587");
  });

  it("say plainly when production keeps mail undelivered (MAIL_OUTBOX_ONLY=on)", () => {
    const { SMTP_URL: _unused, ...rest } = production;
    const lines = startUpLines(loadConfig({ ...rest, MAIL_OUTBOX_ONLY: "on" }), { port: 3000, delivers: false });
    expect(lines[1]).toBe(
      "Sign-in mail: NOT delivered (MAIL_OUTBOX_ONLY=on): kept in the outbox table, readable by nobody over HTTP; set SMTP_URL to deliver it",
    );
  });
});
