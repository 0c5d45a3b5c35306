// Makes apps/server/src/db/fixtures/<name>.sql: an older release's database with data, for the
// upgrade test (apps/server/src/db/upgrade.test.ts). It takes that release's migrations from git,
// applies them to a throwaway PostgreSQL cluster as db/migrate.ts does, inserts representative rows
// (users, credit ledger, tasks, image records, orders) and writes pg_dump's plain SQL, without the
// lines only psql understands, so the test can load it into PGlite and PostgreSQL alike.
//
//   node scripts/make-upgrade-fixture.mjs [commit] [name]     (default: 2be618d, the end of issue 19)
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { findPostgresBinDir, startThrowawayCluster } from "./pg-cluster.mjs";

const commit = process.argv[2] ?? "2be618d";
const name = process.argv[3] ?? "release-issue-19";
const root = path.resolve(import.meta.dirname, "..");
const git = (...args) => execFileSync("git", ["-C", root, ...args], { encoding: "utf8" });
const migrations = git("ls-tree", "--name-only", commit, "apps/server/migrations/")
  .split("\n")
  .filter((f) => /\/\d{4}_[a-z0-9_]+\.sql$/.test(f))
  .sort();

// Fixed times, so the fixture is the same every time it is made.
const at = "2026-11-20 10:00:00+00";
const data = `
INSERT INTO users (id, email, name, mobile, ai_credits, credits, free_credits, vip, vip_ends_at, is_admin, language, created_at, updated_at) VALUES
  (1, 'admin@upgrade.example', 'Ada Admin', NULL, 0, 0, 0, false, NULL, true, 'en', '${at}', '${at}'),
  (2, 'pro@upgrade.example', 'Pat Pro', NULL, 42, 5, 2, true, '2027-01-01 00:00:00+00', false, 'en', '${at}', '${at}'),
  (3, NULL, '王小明', '13800138000', 12, 0, 0, false, NULL, false, 'zh', '${at}', '${at}');
SELECT setval('users_id_seq', 3);

INSERT INTO orders (id, user_id, product, kind, amount, list_amount, currency, provider, provider_ref, state, details, created_at, updated_at, paid_at, fulfilled_at) VALUES
  ('ord_upgrade_1', 2, 'credits-50', 'credits', 999, 999, 'USD', 'sandbox', 'sbx_upgrade_1', 'fulfilled', '{"credits": 50}', '${at}', '${at}', '${at}', '${at}');
INSERT INTO order_events (order_id, state, note, created_at) VALUES
  ('ord_upgrade_1', 'created', 'checkout', '${at}'), ('ord_upgrade_1', 'paid', 'sandbox card', '${at}'), ('ord_upgrade_1', 'fulfilled', '50 credits', '${at}');

INSERT INTO tasks (id, user_id, kind, provider, model, state, progress, input, result, cost, charge_key, refunded, deadline_at, created_at, started_at, completed_at, updated_at) VALUES
  ('tsk_upgrade_ok', 2, 'image.generate', 'local', 'local', 'succeeded', 1, '{"prompt": "a fox logo"}', '{"images": [{"src": "ai-images/png/upgrade-fox.png"}]}', 4, 'task:tsk_upgrade_ok', false, '2026-11-20 10:05:00+00', '${at}', '${at}', '${at}', '${at}'),
  ('tsk_upgrade_failed', 2, 'image.generate', 'local', 'local', 'failed', 0, '{"prompt": "a broken one"}', NULL, 4, 'task:tsk_upgrade_failed', true, '2026-11-20 10:05:00+00', '${at}', '${at}', '${at}', '${at}'),
  ('tsk_upgrade_queued', 3, 'image.generate', 'local', 'local', 'queued', 0, '{"prompt": "a queued one"}', NULL, 0, NULL, false, '2099-01-01 00:00:00+00', '${at}', NULL, NULL, '${at}');

INSERT INTO credit_ledger (id, user_id, kind, balance, amount, balance_after, reason, reference, idempotency_key, refund_of, actor_id, note, created_at) VALUES
  (1, 2, 3, 'ai_credits', 50, 50, 'order', 'ord_upgrade_1', 'order:ord_upgrade_1', NULL, NULL, '', '${at}'),
  (2, 2, 16, 'ai_credits', -4, 46, 'task', 'tsk_upgrade_ok', 'task:tsk_upgrade_ok', NULL, NULL, '', '${at}'),
  (3, 2, 16, 'ai_credits', -4, 42, 'task', 'tsk_upgrade_failed', 'task:tsk_upgrade_failed', NULL, NULL, '', '${at}'),
  (4, 2, 16, 'ai_credits', 4, 46, 'refund', 'tsk_upgrade_failed', 'refund:3', 3, NULL, '', '${at}'),
  (5, 2, 2, 'ai_credits', -4, 42, 'grant.admin', '', 'cli:upgrade-take-back', NULL, 1, 'correction', '${at}'),
  (6, 3, 2, 'ai_credits', 12, 12, 'grant.admin', '', 'cli:upgrade-grant', NULL, 1, 'support', '${at}');
SELECT setval('credit_ledger_id_seq', 6);

INSERT INTO ai_images (id, user_id, task_id, group_id, action_type, prompt, model, src, preview, width, height, created_at) VALUES
  (1, 2, 'tsk_upgrade_ok', 'tsk_upgrade_ok', 'generate', 'a fox logo', 'local', 'ai-images/png/upgrade-fox.png', '', 1024, 1024, '${at}'),
  (2, 3, NULL, 'upload-1', 'upload', '', '', 'uploads/3/upload-1.png', '', 512, 512, '${at}');
SELECT setval('ai_images_id_seq', 2);
`;

const cluster = await startThrowawayCluster();
if (!cluster) throw new Error("PostgreSQL binaries not found (apt-get install -y postgresql)");
try {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query("CREATE DATABASE fixture");
  await admin.end();
  const url = cluster.url.replace(/\/postgres$/, "/fixture");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
  for (const file of migrations) {
    await client.query(git("show", `${commit}:${file}`));
    await client.query("INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)", [path.basename(file), at]);
  }
  await client.query(data);
  await client.end();
  const dump = execFileSync(
    path.join(findPostgresBinDir(), "pg_dump"),
    ["--column-inserts", "--no-owner", "--no-privileges", "--no-comments", "--no-publications", "--no-subscriptions", `--dbname=${url}`],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const sql = dump
    .split("\n")
    // psql's meta-commands (\restrict of pg_dump 15.14+) and the empty search_path, which would
    // stay set on the test's connection (every name in the dump is schema-qualified anyway).
    .filter((line) => !line.startsWith("\\") && !line.startsWith("SELECT pg_catalog.set_config('search_path'"))
    .join("\n");
  const header = `-- ${name}: the database of commit ${commit} (migrations ${path.basename(migrations[0])} to ${path.basename(migrations.at(-1))}) with data.\n-- Made by scripts/make-upgrade-fixture.mjs; do not edit by hand (see fixtures/README.md).\n`;
  const target = path.join(root, "apps/server/src/db/fixtures", `${name}.sql`);
  writeFileSync(target, header + sql);
  process.stdout.write(`${target}: ${migrations.length} migrations, ${sql.length} characters\n`);
} finally {
  cluster.stop();
}
