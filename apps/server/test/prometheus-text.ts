/**
 * Reads the Prometheus text exposition format (what prom-client's `registry.metrics()` writes and a
 * scraper parses), strictly enough that a malformed line fails the test that reads it.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; type: string; help: string; samples: Sample[] };

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g;

/** The family a sample belongs to: histograms write `_bucket`, `_sum` and `_count` lines. */
function familyOf(sample: string, families: Map<string, Family>): Family | undefined {
  for (const suffix of ["", "_bucket", "_sum", "_count"]) {
    if (!sample.endsWith(suffix)) continue;
    const family = families.get(sample.slice(0, sample.length - suffix.length));
    if (family) return family;
  }
  return undefined;
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const meta = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (meta) {
      const [, what, name, rest] = meta as unknown as [string, "HELP" | "TYPE", string, string];
      const family = families.get(name) ?? { name, type: "untyped", help: "", samples: [] };
      if (what === "HELP") family.help = rest;
      else family.type = rest;
      families.set(name, family);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const [, name, labelText, valueText] = match as unknown as [string, string, string | undefined, string];
    const labels: Record<string, string> = {};
    for (const [, key, value] of (labelText ?? "").matchAll(LABEL)) labels[key!] = value!.replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
    // Prometheus reads values with Go's ParseFloat: NaN in any case (prom-client writes "Nan"), +Inf, -Inf.
    const value = /^nan$/i.test(valueText) ? NaN : valueText === "+Inf" ? Infinity : valueText === "-Inf" ? -Infinity : Number(valueText);
    if (Number.isNaN(value) && !/^nan$/i.test(valueText)) throw new Error(`not a number in: ${line}`);
    const family = familyOf(name, families);
    if (!family) throw new Error(`sample before its # TYPE line: ${line}`);
    family.samples.push({ name, labels, value });
  }
  return families;
}

/** The sum of the samples named `name` whose labels include `labels` (one sample when all labels are named); 0 when none. */
export function sampleValue(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number {
  const family = familyOf(name, families);
  const matching = (family?.samples ?? []).filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return matching.reduce((sum, s) => sum + s.value, 0);
}
