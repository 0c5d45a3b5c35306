/**
 * The bulk generator's lines (spec 02: bulk mode, issue 18): one prompt per line of a text box, or
 * the `prompt` column of a CSV file. The browser shows what it will send and the server parses the
 * same CSV with the same code, so both count the same lines.
 */

/** Non-empty trimmed lines of a text box. */
export function promptsFromLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field.length === 0) quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && source[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field.length > 0 || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim().length > 0));
}

export type CsvPrompts = { ok: true; prompts: string[] } | { ok: false; reason: "no-prompt-column" };

/** The non-empty cells of the CSV's `prompt` column (header matched without case), in file order. */
export function promptsFromCsv(text: string): CsvPrompts {
  const [header, ...rows] = parseCsv(text);
  const column = header?.findIndex((name) => name.trim().toLowerCase() === "prompt") ?? -1;
  if (column < 0) return { ok: false, reason: "no-prompt-column" };
  return { ok: true, prompts: rows.map((r) => (r[column] ?? "").trim()).filter((p) => p.length > 0) };
}
