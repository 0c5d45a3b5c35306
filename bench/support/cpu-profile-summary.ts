/**
 * Reads a V8 CPU profile (`BENCH_CPU_PROF=<dir> npm run bench -- scale` writes one per server process)
 * and prints where the time went in its last seconds, the measured load rather than the start-up:
 * self time by package and by function, and inclusive time by function.
 *
 *   node --import tsx bench/support/cpu-profile-summary.ts <file.cpuprofile> [last seconds = 10] [seconds cut at the end = 0.5]
 *
 * V8's profiler samples wall time, so a thread descheduled inside a system call (writev waking the
 * load generator on a shared core) shows as that call: on a loaded machine read the JavaScript shares
 * against each other, or sample on-CPU time with `perf record -e cpu-clock` and `node --perf-basic-prof`.
 */
import { readFileSync } from "node:fs";

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

const [file, lastSeconds = "10", cutSeconds = "0.5"] = process.argv.slice(2);
if (!file) throw new Error("usage: cpu-profile-summary.ts <file.cpuprofile> [last seconds] [seconds cut at the end]");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

let clock = profile.startTime;
const times = profile.timeDeltas.map((delta) => (clock += delta));
const end = (times.at(-1) ?? 0) - Number(cutSeconds) * 1e6;
const start = end - Number(lastSeconds) * 1e6;
const cwd = `file://${process.cwd()}/`;
const nameOf = (node: ProfileNode) => `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.replace(cwd, "")}:${node.callFrame.lineNumber + 1}`;
const packageOf = (node: ProfileNode) => {
  const url = node.callFrame.url;
  if (!url) return node.callFrame.functionName;
  const dependency = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency?.[1]) return dependency[1];
  return url.startsWith("node:") ? url.split("/").slice(0, 2).join("/") : url.replace(cwd, "").split("/").slice(0, 4).join("/");
};

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const byPackage = new Map<string, number>();
const add = (map: Map<string, number>, key: string, micros: number) => map.set(key, (map.get(key) ?? 0) + micros);
let busy = 0;
profile.samples.forEach((id, i) => {
  const at = times[i] ?? 0;
  const node = nodes.get(id);
  if (!node || at < start || at > end || node.callFrame.functionName === "(idle)") return;
  const micros = profile.timeDeltas[i + 1] ?? 0;
  busy += micros;
  add(self, nameOf(node), micros);
  add(byPackage, packageOf(node), micros);
  const seen = new Set<string>();
  for (let current: number | undefined = id; current !== undefined; current = parents.get(current)) {
    const frame = nodes.get(current);
    if (!frame) break;
    const name = nameOf(frame);
    if (!seen.has(name)) add(inclusive, name, micros);
    seen.add(name);
  }
});

const share = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)}%`;
const top = (title: string, map: Map<string, number>, count: number) => {
  console.log(`--- ${title}`);
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) console.log(share(micros), name.slice(0, 160));
};
console.log(`${(busy / 1e6).toFixed(2)} s busy in the ${lastSeconds} s read`);
top("self time by package", byPackage, 25);
top("self time by function", self, 40);
top("inclusive time by function", inclusive, 60);
