import type { ErrorCode } from "@studio/contracts/plain";
import { fillCardFields, type DesignDocument } from "@studio/design";
import { autoMapColumns, readCardCsv, rowValues, type CardCsv, type CardCsvProblem, type ColumnMapping } from "@studio/domain";

/** The server's error code for each CSV problem, so the page and the server say the same words (errors.BULK_FILL_*). */
const PROBLEM_CODES: Record<CardCsvProblem["problem"], ErrorCode> = {
  empty: "BULK_FILL_CSV_EMPTY",
  too_large: "BULK_FILL_CSV_TOO_LARGE",
  too_many_rows: "BULK_FILL_TOO_MANY_ROWS",
  too_many_columns: "BULK_FILL_TOO_MANY_COLUMNS",
  cell_too_long: "BULK_FILL_CELL_TOO_LONG",
};

/** A CSV read in the page: its rows and the automatic column matches, or the error code of the first limit it breaks. */
export type ReadCsv = { ok: true; csv: CardCsv; mapping: ColumnMapping } | { ok: false; code: ErrorCode };

/**
 * Reads the CSV with the server's own code (@studio/domain readCardCsv) for the mapping and the
 * preview, checking its limits for comfort; the server checks them again.
 */
export function readCsvForFill(text: string): ReadCsv {
  const result = readCardCsv(text);
  if (!result.ok) return { ok: false, code: PROBLEM_CODES[result.problem] };
  const csv = { headers: result.headers, rows: result.rows };
  return { ok: true, csv, mapping: autoMapColumns(csv.headers) };
}

/** The card's sides filled with one row (the one fill the server uses), for the preview. */
export function previewRow(sides: { front: DesignDocument; back: DesignDocument | null }, csv: CardCsv, row: number, mapping: ColumnMapping) {
  const values = rowValues(csv, row, mapping);
  return { front: fillCardFields(sides.front, values), back: sides.back ? fillCardFields(sides.back, values) : null };
}

/** The mapping without the fields left on the card's own words. */
export function chosenMapping(mapping: ColumnMapping): ColumnMapping {
  return Object.fromEntries(Object.entries(mapping).filter(([, column]) => typeof column === "string" && column !== ""));
}

/** What the page says to do after a refusal: buy the card or Pro, wait for the running batch, or nothing more. */
export function nextStepOf(code: string): "buy" | "buy-pro-template" | "wait" | null {
  if (code === "BULK_FILL_NOT_INCLUDED") return "buy";
  if (code === "PRO_TEMPLATE") return "buy-pro-template";
  if (code === "BULK_FILL_BUSY") return "wait";
  return null;
}
