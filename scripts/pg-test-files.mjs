// Which server test files `npm run test:pg` runs again on PostgreSQL: those that open a database.
// A third of the server test files never do (engines, providers against local fakes, policies,
// exporters); running them twice only lengthened CI. The rule is a word in the file or in a fixture
// file it imports (`./x-fixtures`), so it is cheap and visible; apps/server/test/helper.ts refuses to
// open a database for a file the rule would leave out, so none can be skipped silently.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** A file that names one of these opens a database (the helpers in apps/server/test/helper.ts, or its own). */
export const DATABASE_MARKER = /\b(createTestApp|openTestDatabase|openDatabase|DATABASE_URL)\b/;

export const opensDatabase = (source) => DATABASE_MARKER.test(source);

const fixtureImport = /from\s+["'](\.{1,2}\/[^"']*fixtures?)["']/g;

/** The test file at `file` opens a database: it names a marker, or one of the fixture files it imports does. */
export function testFileOpensDatabase(file) {
  const source = readFileSync(file, "utf8");
  if (opensDatabase(source)) return true;
  for (const [, relative] of source.matchAll(fixtureImport)) {
    const fixture = path.resolve(path.dirname(file), `${relative}.ts`);
    if (existsSync(fixture) && opensDatabase(readFileSync(fixture, "utf8"))) return true;
  }
  return false;
}

/** The server's test files that run on PostgreSQL, relative to `root` (the repository). */
export function postgresTestFiles(root) {
  const serverSrc = path.join(root, "apps/server/src");
  return readdirSync(serverSrc, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts") && !file.endsWith(".scale.test.ts") && !file.split(path.sep).includes("node_modules"))
    .filter((file) => testFileOpensDatabase(path.join(serverSrc, file)))
    .map((file) => path.join("apps/server/src", file))
    .sort();
}
