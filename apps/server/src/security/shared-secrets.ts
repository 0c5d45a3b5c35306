import type { Config } from "../config";

export type Role = "all" | "api" | "worker";

/**
 * Why this process may not start as one of several: each line names one missing setting. Separate
 * roles mean several processes behind one site, and the keys that are otherwise made at random per
 * process must then be shared: a captcha challenge made by one API process is checked by another
 * (CAPTCHA_SECRET, for the self-hosted ALTCHA check, the only mode that signs challenges), and a
 * signed URL handed out by one is served by another (URL_SIGNING_SECRET). Missing, they fail at
 * random, so the start is refused instead. The embedded database check comes first: without
 * PostgreSQL separate roles cannot run at all, whatever the keys.
 */
export function multiProcessProblems(role: Role, config: Config): string[] {
  if (role === "all") return [];
  if (!config.databaseUrl) return [`--role=${role} needs DATABASE_URL: the embedded database (PGlite) serves one process only; use --role=all`];
  const problems: string[] = [];
  if (config.captcha === "altcha" && !config.captchaSecret) {
    problems.push(`--role=${role} needs CAPTCHA_SECRET: every process of the site must share the key of the sign-in bot check, or challenges fail at random`);
  }
  if (!config.urlSigningSecretShared) {
    problems.push(
      `--role=${role} needs URL_SIGNING_SECRET (32+ characters): every process of the site must share the key of the signed image and download links, or they fail at random`,
    );
  }
  return problems;
}
