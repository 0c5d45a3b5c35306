import type { CardFieldValues, CardTextField } from "@studio/design";
import { parseCsv } from "../bulk-prompts";

/**
 * Bulk fill (issue 22): a card template plus a CSV, one row per person or product. The browser
 * reads the file with this code to offer the column mapping and the preview of row 1, and the
 * server reads it again with the same code and enforces the limits (docs/bulk-fill.md).
 */
export const BULK_FILL_LIMITS = {
  /** Rows after the header. */
  maxRows: 500,
  /** The CSV's size in UTF-8 bytes. */
  maxBytes: 1_000_000,
  maxColumns: 50,
  /** A cell (the QR code's content included, which holds at most 2000 characters). */
  maxCell: 2000,
} as const;

/** The card fields a CSV column may fill: the words and the QR code's content (the logo is the template's own). */
export const CSV_CARD_FIELDS = ["name", "title", "company", "phone", "email", "web", "address", "code"] as const satisfies readonly CardTextField[];
export type CsvCardField = (typeof CSV_CARD_FIELDS)[number];

/** Header names matched to each field, English and Chinese (compared without case, spaces, dashes or underscores). */
export const CARD_FIELD_SYNONYMS: Record<CsvCardField, readonly string[]> = {
  name: ["name", "fullname", "full name", "姓名", "名字", "名称"],
  title: ["title", "jobtitle", "position", "role", "职位", "职务", "头衔"],
  company: ["company", "organisation", "organization", "org", "公司", "单位", "公司名称"],
  phone: ["phone", "mobile", "tel", "telephone", "cell", "电话", "手机", "联系电话"],
  email: ["email", "e-mail", "mail", "邮箱", "电子邮件", "电子邮箱"],
  web: ["web", "website", "url", "site", "homepage", "网址", "网站", "主页"],
  address: ["address", "addr", "地址", "公司地址"],
  code: ["code", "qr", "qrcode", "qr code", "二维码"],
};

export type CardCsv = { headers: string[]; rows: string[][] };
export type CardCsvProblem =
  | { problem: "empty" }
  | { problem: "too_large"; bytes: number }
  | { problem: "too_many_rows"; rows: number }
  | { problem: "too_many_columns"; columns: number }
  | { problem: "cell_too_long"; row: number; column: string };
export type CardCsvResult = ({ ok: true } & CardCsv) | ({ ok: false } & CardCsvProblem);

/** Column name -> card field, chosen by the user (or `autoMapColumns`). */
export type ColumnMapping = Partial<Record<CsvCardField, string>>;

const squash = (header: string): string =>
  header
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s_\-.:：]+/g, "");

/** Header names made unique and non-empty: a blank one is "column N", a repeated one gets " (2)", " (3)". */
function uniqueHeaders(cells: string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, index) => {
    const base = cell.trim() || `column ${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

/**
 * A CSV (RFC 4180 quoting, UTF-8, a BOM dropped) as its header and rows, every row as wide as the
 * header (short rows padded with empty cells, cells beyond the header dropped), fully blank rows
 * left out; or the first limit it breaks.
 */
export function readCardCsv(text: string): CardCsvResult {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > BULK_FILL_LIMITS.maxBytes) return { ok: false, problem: "too_large", bytes };
  const [header, ...body] = parseCsv(text);
  if (!header || body.length === 0) return { ok: false, problem: "empty" };
  if (header.length > BULK_FILL_LIMITS.maxColumns) return { ok: false, problem: "too_many_columns", columns: header.length };
  if (body.length > BULK_FILL_LIMITS.maxRows) return { ok: false, problem: "too_many_rows", rows: body.length };
  const headers = uniqueHeaders(header);
  const rows = body.map((cells) => headers.map((_, column) => (cells[column] ?? "").trim()));
  for (const [index, row] of rows.entries()) {
    const long = row.findIndex((cell) => cell.length > BULK_FILL_LIMITS.maxCell);
    if (long >= 0) return { ok: false, problem: "cell_too_long", row: index + 1, column: headers[long] ?? "" };
  }
  return { ok: true, headers, rows };
}

/** Each of `fields` matched to the first column whose header is one of its names (en or zh); unmatched fields are left out. */
export function autoMapColumns(headers: readonly string[], fields: readonly CsvCardField[] = CSV_CARD_FIELDS): ColumnMapping {
  const mapping: ColumnMapping = {};
  const taken = new Set<string>();
  for (const field of fields) {
    const names = new Set(CARD_FIELD_SYNONYMS[field].map(squash));
    const header = headers.find((candidate) => !taken.has(candidate) && names.has(squash(candidate)));
    if (header !== undefined) {
      mapping[field] = header;
      taken.add(header);
    }
  }
  return mapping;
}

/** The columns a mapping names that the CSV does not have (the server refuses such a mapping). */
export function unknownColumns(csv: CardCsv, mapping: ColumnMapping): string[] {
  return Object.values(mapping).filter((column) => !csv.headers.includes(column));
}

/** One row's values for `fillCardFields`: each mapped field takes its column's cell (an empty cell hides the field). */
export function rowValues(csv: CardCsv, rowIndex: number, mapping: ColumnMapping): CardFieldValues {
  const row = csv.rows[rowIndex] ?? [];
  const values: CardFieldValues = {};
  for (const field of CSV_CARD_FIELDS) {
    const column = mapping[field];
    if (column === undefined) continue;
    const index = csv.headers.indexOf(column);
    if (index >= 0) values[field] = row[index] ?? "";
  }
  return values;
}

/** A file name stem from a cell: letters and digits of any script, dashes between words, at most 60 characters. */
function stem(cell: string): string {
  return cell
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

/**
 * One file name per row, unique without regard to case (zip tools on Windows and macOS fold case):
 * the cell of `nameColumn` (row N's stem is `card-N` when the cell is empty or there is no column),
 * a repeated name gets "-2", "-3".
 */
export function rowFileNames(csv: CardCsv, nameColumn: string | null, extension: string): string[] {
  const column = nameColumn === null ? -1 : csv.headers.indexOf(nameColumn);
  const used = new Set<string>();
  return csv.rows.map((row, index) => {
    const base = (column >= 0 ? stem(row[column] ?? "") : "") || `card-${index + 1}`;
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base}-${n}`;
    used.add(name.toLowerCase());
    return `${name}.${extension}`;
  });
}
