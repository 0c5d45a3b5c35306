import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { multiProcessProblems } from "./shared-secrets";

const pg = { NODE_ENV: "test", DATABASE_URL: "postgres://db.internal/studio" };

describe("keys shared by several processes", () => {
  it("are not needed by the all-in-one process", () => {
    expect(multiProcessProblems("all", loadConfig({ NODE_ENV: "test" }))).toEqual([]);
  });

  it("asks for PostgreSQL first, since without it separate roles cannot run at all", () => {
    expect(multiProcessProblems("worker", loadConfig({ NODE_ENV: "test" }))).toEqual([
      "--role=worker needs DATABASE_URL: the embedded database (PGlite) serves one process only; use --role=all",
    ]);
  });

  it("names each missing key on its own line, for the API and the worker roles", () => {
    for (const role of ["api", "worker"] as const) {
      const problems = multiProcessProblems(role, loadConfig(pg));
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(new RegExp(`^--role=${role} needs CAPTCHA_SECRET: `));
      expect(problems[1]).toMatch(new RegExp(`^--role=${role} needs URL_SIGNING_SECRET \\(32\\+ characters\\): `));
      expect(multiProcessProblems(role, loadConfig({ ...pg, URL_SIGNING_SECRET: "u".repeat(32) }))).toEqual([problems[0]]);
      expect(multiProcessProblems(role, loadConfig({ ...pg, CAPTCHA_SECRET: "c".repeat(32) }))).toEqual([problems[1]]);
      expect(multiProcessProblems(role, loadConfig({ ...pg, CAPTCHA_SECRET: "c".repeat(32), URL_SIGNING_SECRET: "u".repeat(32) }))).toEqual([]);
    }
  });

  it("does not ask for CAPTCHA_SECRET when the bot check signs no challenges", () => {
    expect(multiProcessProblems("api", loadConfig({ ...pg, CAPTCHA: "off", URL_SIGNING_SECRET: "u".repeat(32) }))).toEqual([]);
  });
});
