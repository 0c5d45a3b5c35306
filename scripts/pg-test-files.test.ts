import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { opensDatabase, postgresTestFiles, testFileOpensDatabase } from "./pg-test-files.mjs";

const root = path.resolve(import.meta.dirname, "..");

describe("the server test files npm run test:pg repeats on PostgreSQL", () => {
  it("are those that open a database, never the multi-process test", () => {
    const files = postgresTestFiles(root);
    expect(files).toContain("apps/server/src/modules/credits/credits.test.ts");
    expect(files).toContain("apps/server/src/server.test.ts");
    // A provider tested against a local fake of its HTTP API, and a policy: no database in either.
    expect(files).not.toContain("apps/server/src/providers/openai/openai.test.ts");
    expect(files).not.toContain("apps/server/src/modules/tasks/tasks.policy.test.ts");
    expect(files.some((file) => file.endsWith(".scale.test.ts"))).toBe(false);
  });

  it("are told by the helper's names, not by a longer word holding one", () => {
    expect(opensDatabase("const ctx = await createTestApp();")).toBe(true);
    expect(opensDatabase("process.env.DATABASE_URL")).toBe(true);
    expect(opensDatabase("reopenDatabaseLater()")).toBe(false);
  });

  it("follow a fixture file the test imports (./name-fixtures), and nothing else it imports", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pg-test-files-"));
    try {
      writeFileSync(path.join(dir, "cards-fixtures.ts"), "export const open = () => createTestApp();");
      writeFileSync(path.join(dir, "cards.ts"), "export const url = process.env.DATABASE_URL;");
      writeFileSync(path.join(dir, "a.test.ts"), 'import { open } from "./cards-fixtures";');
      writeFileSync(path.join(dir, "b.test.ts"), 'import { url } from "./cards";');
      expect(testFileOpensDatabase(path.join(dir, "a.test.ts"))).toBe(true);
      expect(testFileOpensDatabase(path.join(dir, "b.test.ts"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
