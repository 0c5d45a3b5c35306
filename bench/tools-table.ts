/**
 * The one summary table of `npm run bench -- tools`: every tool group (bench/tools-<name>.ts) prints
 * its detail lines as it goes and adds its headline figures here; tools.bench.ts prints them together
 * at the end, so the quality and speed targets read in one place.
 */

/** A headline figure: a quality or speed number with its unit and, when the issue sets one, its target. */
export type ToolFigure = {
  /** The tool as users know it: "matting", "vectorise", "enlarge 2x", "erase", "convert". */
  tool: string;
  /** What was measured and on what: "mean IoU, flat backdrops (n=12)", "1024x1024 wall p50". */
  figure: string;
  value: number;
  /** "IoU", "ms", "dB", "MB", "0-255" (mean absolute channel error) ... */
  unit: string;
  /** The target: the value must stay below `below`, or reach at least `atLeast`. */
  target?: { below: number } | { atLeast: number };
  /** Decimals printed (default: 4 for IoU, 1 otherwise). */
  digits?: number;
  /** A short remark: the baseline it was compared with, the method that ran ... */
  note?: string;
};

/** A group that could not run (a model missing, no fixtures): printed as such, never as a number. */
export type ToolGap = { tool: string; figure: string; reason: string };

/** What a group receives: add figures to the summary, report what it could not measure. */
export type ToolTable = {
  add(figure: ToolFigure): void;
  gap(gap: ToolGap): void;
};

/** A bench group: prints its own detail lines with console.log and adds its headline figures. */
export type ToolBenchGroup = (table: ToolTable) => Promise<void>;

type Row = { tool: string; figure: string; value: string; target: string; verdict: string; note: string };

export function meets(figure: ToolFigure): boolean | undefined {
  if (!figure.target) return undefined;
  return "below" in figure.target ? figure.value < figure.target.below : figure.value >= figure.target.atLeast;
}

function formatValue(figure: ToolFigure): string {
  const digits = figure.digits ?? (figure.unit === "IoU" ? 4 : 1);
  return `${figure.value.toFixed(digits)} ${figure.unit}`;
}

function formatTarget(figure: ToolFigure): string {
  if (!figure.target) return "";
  return "below" in figure.target ? `< ${figure.target.below} ${figure.unit}` : `>= ${figure.target.atLeast} ${figure.unit}`;
}

export function createToolTable(): ToolTable & { rows(): Row[]; render(): string } {
  const rows: Row[] = [];
  return {
    add(figure) {
      const verdict = meets(figure);
      rows.push({
        tool: figure.tool,
        figure: figure.figure,
        value: formatValue(figure),
        target: formatTarget(figure),
        verdict: verdict === undefined ? "" : verdict ? "ok" : "MISSED",
        note: figure.note ?? "",
      });
    },
    gap(gap) {
      rows.push({ tool: gap.tool, figure: gap.figure, value: "not measured", target: "", verdict: "GAP", note: gap.reason });
    },
    rows: () => rows,
    render() {
      const header: Row = { tool: "tool", figure: "figure", value: "value", target: "target", verdict: "", note: "note" };
      const all = [header, ...rows];
      const width = (key: keyof Row) => Math.max(...all.map((r) => r[key].length));
      const keys: (keyof Row)[] = ["tool", "figure", "value", "target", "verdict", "note"];
      const line = (r: Row) =>
        keys
          .map((k) => r[k].padEnd(width(k)))
          .join("  ")
          .trimEnd();
      const rule = keys.map((k) => "-".repeat(width(k))).join("  ");
      return [line(header), rule, ...rows.map(line)].join("\n");
    },
  };
}
