import type { z } from "zod";

export class ConfigError extends Error {}

/** Turns zod issues into the single line the operator sees, e.g. "PORT must be a port number, got 'abc'". */
export function formatConfigError(error: z.ZodError, env: Record<string, string | undefined>): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid configuration";
  const name = String(issue.path[0] ?? "configuration");
  const value = env[name];
  // Never echo a secret into the log: keys are left out (STRIPE_SECRET_KEY_2 as much as
  // STRIPE_SECRET_KEY), a password in a URL is masked.
  const secret = /(KEY|SECRET|TOKEN|PASSWORD)/.test(name);
  const shown = value?.replace(/\/\/([^/:@]*):[^/@]*@/, "//$1:***@");
  const got = shown === undefined || secret ? "" : `, got '${shown}'`;
  const message = issue.message.startsWith("must") ? issue.message : `is invalid (${issue.message})`;
  return `${name} ${message}${got}`;
}
