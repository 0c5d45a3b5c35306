import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The server's composition rules (docs/ARCHITECTURE.md, "Server composition"), checked on the
 * source so a new area cannot quietly break them: services are built in services.ts and its area
 * files (services/), routes never get the database, and SQL lives only in repositories.
 */
const srcDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    // Tests and their fixtures write rows directly to set a scene; the rules are for the product.
    return name.endsWith(".ts") && !name.endsWith(".test.ts") && !/[.-]fixtures\.ts$/.test(name) ? [file] : [];
  });
}

const files = sourceFiles(srcDir).map((file) => ({ name: path.relative(srcDir, file).split(path.sep).join("/"), text: readFileSync(file, "utf8") }));
const isRepository = (name: string) => name.endsWith(".repository.ts");
/**
 * The process entries (server.ts and its running part, serve.ts) and the admin CLI open the database
 * and build what they run; services.ts builds by area in services/.
 */
const isEntry = (name: string) =>
  name === "services.ts" || name.startsWith("services/") || name === "server.ts" || name === "serve.ts" || name === "admin.ts" || name.startsWith("admin/");
const offenders = (rule: (file: { name: string; text: string }) => boolean) => files.filter(rule).map((file) => file.name);

describe("server composition", () => {
  it("reads the source it checks", () => {
    expect(files.some((file) => file.name === "services.ts")).toBe(true);
    expect(files.filter((file) => file.name.endsWith(".routes.ts")).length).toBeGreaterThan(10);
  });

  it("keeps SQL (drizzle-orm) in repositories, table definitions and the database layer only", () => {
    const allowed = (name: string) => isRepository(name) || name.endsWith(".schema.ts") || name === "db/database.ts" || name === "db/migrate.ts";
    expect(offenders((file) => !allowed(file.name) && /from\s+["']drizzle-orm/.test(file.text))).toEqual([]);
  });

  it("hands the database to repositories and entries only, never to routes, plugins or services", () => {
    const allowed = (name: string) => isRepository(name) || isEntry(name) || name.startsWith("db/");
    expect(offenders((file) => !allowed(file.name) && /from\s+["'][./]*(db\/)?database["']/.test(file.text))).toEqual([]);
  });

  it("builds repositories only in services.ts (services/) and the entries", () => {
    expect(offenders((file) => !isRepository(file.name) && !isEntry(file.name) && /\bcreate\w*Repository\(/.test(file.text))).toEqual([]);
  });

  it("builds no service in a route plugin, a plugin or app.ts", () => {
    const wiring = (name: string) => name.endsWith(".routes.ts") || name.startsWith("plugins/") || name === "app.ts";
    expect(offenders((file) => wiring(file.name) && /\bcreate\w*Service\(/.test(file.text))).toEqual([]);
  });
});
