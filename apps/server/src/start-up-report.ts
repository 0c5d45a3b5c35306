import type { Config } from "./config";
import { isLoopbackAddress } from "./security/local-client";

/** Where an SMTP_URL sends mail, without its user or password: "smtp.example.com:587". */
export function smtpDestination(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === "smtps:" ? "465" : "587");
  return `${url.hostname}:${port}`;
}

/**
 * The lines the process prints once it listens: where the site answers and who can reach it, and
 * where sign-in mail goes. An operator must not have to guess whether codes leave the machine.
 */
export function startUpLines(
  config: Pick<Config, "host" | "env" | "smtpUrl" | "mailOutboxOnly" | "linkBase">,
  listening: { port: number; delivers: boolean },
): string[] {
  const wildcard = config.host === "0.0.0.0" || config.host === "::" || config.host === "[::]";
  const local = config.host === "localhost" || isLoopbackAddress(config.host.replace(/^\[|\]$/g, ""));
  const shownHost = wildcard ? config.host : config.host.includes(":") && !config.host.startsWith("[") ? `[${config.host}]` : config.host;
  const reach = wildcard
    ? "every network interface: reachable from the network"
    : local
      ? "this machine only; HOST=0.0.0.0 opens it to the network"
      : "this address only";
  const lines = [`Logo Studio listening on http://${shownHost}:${listening.port} (${reach}); links in mails start with ${config.linkBase}`];
  if (listening.delivers && config.smtpUrl) lines.push(`Sign-in mail: sent by SMTP via ${smtpDestination(config.smtpUrl)}`);
  else if (listening.delivers) lines.push("Sign-in mail: sent by the configured mail transport");
  else if (config.env === "production")
    lines.push("Sign-in mail: NOT delivered (MAIL_OUTBOX_ONLY=on): kept in the outbox table, readable by nobody over HTTP; set SMTP_URL to deliver it");
  else if (wildcard || local) lines.push(`Sign-in mail: kept in the outbox; read it on this machine at http://localhost:${listening.port}/dev/mailbox`);
  else
    lines.push(
      `Sign-in mail: kept in the outbox, readable only from a loopback address, on which HOST=${config.host} does not listen; set SMTP_URL to deliver it`,
    );
  return lines;
}
