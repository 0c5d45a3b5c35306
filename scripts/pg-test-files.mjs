// Which server test files `npm run test:pg` runs again on PostgreSQL: those that open a database.
// A third of the server test files never do (engines, providers against local fakes, policies,
// exporters); running them twice only lengthened CI. The rule is a word in the file, so it is cheap
// and visible; apps/server/test/helper.ts refuses to open a database for a file the rule would
// leave out, so a test that reaches a database through a fixture cannot be skipped silently.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** A test file that names one of these opens a database (the helpers in apps/server/test/helper.ts, or its own). */
export const DATABASE_MARKER = /\b(createTestApp|openTestDatabase|openDatabase|DATABASE_URL)\b/;

export const opensDatabase = (source) => DATABASE_MARKER.test(source);

/** The server's test files that run on PostgreSQL, relative to `root` (the repository). */
export function postgresTestFiles(root) {
  const serverSrc = path.join(root, "apps/server/src");
  return readdirSync(serverSrc, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts") && !file.endsWith(".scale.test.ts") && !file.split(path.sep).includes("node_modules"))
    .filter((file) => opensDatabase(readFileSync(path.join(serverSrc, file), "utf8")))
    .map((file) => path.join("apps/server/src", file))
    .sort();
}
