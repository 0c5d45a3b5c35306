import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(path.join(tmpdir(), "parent-watch-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("whenOrphaned (scripts/start.mjs)", () => {
  it("stops a process run through `sh -c` once the shell is killed without passing the signal on", async () => {
    const watch = pathToFileURL(path.join(import.meta.dirname, "parent-watch.mjs")).href;
    const marker = path.join(dir, "orphaned");
    const script = path.join(dir, "child.mjs");
    // Stays alive (an interval) until the watch fires, as the server would.
    writeFileSync(
      script,
      `import { writeFileSync } from "node:fs";
import { whenOrphaned } from ${JSON.stringify(watch)};
const alive = setInterval(() => {}, 1000);
whenOrphaned(() => { writeFileSync(${JSON.stringify(marker)}, String(process.pid)); clearInterval(alive); }, 50);
writeFileSync(${JSON.stringify(marker + ".started")}, "");
`,
    );
    // `; true` keeps the shell from replacing itself with node, as npm's `sh -c` does.
    const shell = spawn("sh", ["-c", `${JSON.stringify(process.execPath)} ${JSON.stringify(script)}; true`], { stdio: "ignore" });
    await expect.poll(() => existsSync(`${marker}.started`), { timeout: 10_000 }).toBe(true);
    expect(existsSync(marker)).toBe(false);
    shell.kill("SIGKILL");
    await expect.poll(() => existsSync(marker), { timeout: 10_000 }).toBe(true);
    const pid = Number(readFileSync(marker, "utf8"));
    // The child then ended on its own: nothing kept it alive once the watch had fired.
    await expect
      .poll(
        () => {
          try {
            process.kill(pid, 0);
          } catch {
            return "gone";
          }
          // Exited but not yet reaped (a container's init may never reap it): gone all the same.
          const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, "utf8") : "";
          return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z") ? "gone" : "running";
        },
        { timeout: 10_000 },
      )
      .toBe("gone");
  });
});
