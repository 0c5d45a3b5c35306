// Browser tests drive Debian's Chromium. Install it when we can (root on Debian); otherwise stop
// with one line saying how to get it. Never skip the browser tests silently.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
if (!isRoot || !hasApt) {
  process.stderr.write(
    `Chromium is missing at ${CHROMIUM}: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH), then run the tests again.\n`,
  );
  process.exit(1);
}
process.stdout.write("Installing Debian chromium for the browser tests...\n");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
if (!existsSync(CHROMIUM)) {
  process.stderr.write(`apt-get finished but ${CHROMIUM} is still missing.\n`);
  process.exit(1);
}
