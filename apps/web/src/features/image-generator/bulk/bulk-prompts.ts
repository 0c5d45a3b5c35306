/**
 * The bulk generator's input (issue 18): one prompt per line typed in the box, or a CSV file with a
 * `prompt` column. The parser is RFC 4180 as spreadsheets write it: quoted fields may hold commas,
 * doubled quotes and line breaks; a UTF-8 BOM and CRLF line ends are accepted. The server checks the
 * line count and lengths again; this only turns the text into the lines the page shows.
 */

/** Parses CSV text into rows of fields. A trailing line break does not make an empty last row. */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  // Whether the current row has anything in it yet (so "a\n" gives one row, not a second empty one).
  let started = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += char;
      continue;
    }
    if (char === '"') {
      quoted = true;
      started = true;
    } else if (char === ",") {
      row.push(field);
      field = "";
      started = true;
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      started = false;
    } else {
      field += char;
      started = true;
    }
  }
  if (started || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export type PromptsResult = { ok: true; prompts: string[] } | { ok: false; error: "noPromptColumn" | "empty" };

/** The prompts of a CSV file: the `prompt` column (any case, spaces around ignored), blank cells skipped. */
export function promptsFromCsv(text: string): PromptsResult {
  const rows = parseCsv(text);
  const header = rows[0];
  if (!header) return { ok: false, error: "empty" };
  const column = header.findIndex((name) => name.trim().toLowerCase() === "prompt");
  if (column < 0) return { ok: false, error: "noPromptColumn" };
  const prompts = rows
    .slice(1)
    .map((cells) => (cells[column] ?? "").trim())
    .filter((prompt) => prompt.length > 0);
  return prompts.length > 0 ? { ok: true, prompts } : { ok: false, error: "empty" };
}

/** The prompts typed in the box: one per line, blank lines skipped. */
export function promptsFromLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
