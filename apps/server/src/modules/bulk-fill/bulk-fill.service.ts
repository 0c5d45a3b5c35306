import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FONT_FAMILIES } from "@studio/assets";
import type { BulkFillJob, StartBulkFillBody } from "@studio/contracts";
import { cardFieldsOf, fillCardFields, type DesignDocument } from "@studio/design";
import { readCardCsv, rowFileNames, rowValues, unknownColumns, type CardCsv, type CardCsvResult } from "@studio/domain";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Storage } from "../../storage/storage";
import { zipStream } from "../../storage/zip";
import { documentOf, fileBaseName, type DesignExportService } from "../design-export/design-export.service";
import type { OrdersService } from "../payments/orders.service";
import { posterItem } from "../templates/poster-downloads";
import type { TemplatesRepository } from "../templates/templates.repository";
import type { WorksService } from "../works/works.service";
import { bulkFillDecision, maySeeBulkFill } from "./bulk-fill.policy";
import type { BulkFillRepository } from "./bulk-fill.repository";
import type { BulkFillJobRow } from "./bulk-fill.schema";

/** A batch not heard of for this long is taken as stopped with its process (it writes progress after every row). */
export const BULK_FILL_STALE_MS = 2 * 60 * 1000;

const CJK_FONT = FONT_FAMILIES.find((font) => font.cjk)?.id;

/** The CSV's first limit broken, as the stable error the browser translates. */
function csvOrThrow(result: CardCsvResult): CardCsv {
  if (result.ok) return result;
  switch (result.problem) {
    case "empty":
      throw new AppError("BULK_FILL_CSV_EMPTY");
    case "too_large":
      throw new AppError("BULK_FILL_CSV_TOO_LARGE", undefined, { bytes: result.bytes });
    case "too_many_rows":
      throw new AppError("BULK_FILL_TOO_MANY_ROWS", undefined, { rows: result.rows });
    case "too_many_columns":
      throw new AppError("BULK_FILL_TOO_MANY_COLUMNS", undefined, { columns: result.columns });
    case "cell_too_long":
      throw new AppError("BULK_FILL_CELL_TOO_LONG", undefined, { row: result.row, column: result.column });
  }
}

export type BulkFillDeps = {
  repository: BulkFillRepository;
  works: Pick<WorksService, "get">;
  workFacts: Pick<TemplatesRepository, "workFacts">["workFacts"];
  orders: Pick<OrdersService, "designItems">;
  exports: Pick<DesignExportService, "export" | "exportPages">;
  storage: Pick<Storage, "putStream" | "get" | "delete">;
  now?: (() => Date) | undefined;
  log: (message: string, details: Record<string, unknown>) => void;
};

/** One batch's work, kept in memory by the process that runs it. */
type Run = {
  job: BulkFillJobRow;
  user: UserRow;
  document: DesignDocument;
  back: DesignDocument | null;
  csv: CardCsv;
  body: StartBulkFillBody;
  workName: string;
};

const extensionOf = (format: StartBulkFillBody["format"]): string => (format === "png" ? "png" : "pdf");

/**
 * Bulk fill (issue 22, docs/bulk-fill.md): a card work plus a CSV gives one file per row (PNG, PDF
 * or print PDF), zipped and stored for its owner. The batch runs in the process that accepted it, one row at
 * a time (each is one export through the editor's exporter), writing progress after every row;
 * at most one unfinished batch per user.
 */
export function createBulkFill(deps: BulkFillDeps) {
  const now = deps.now ?? (() => new Date());
  const running = new Set<Promise<void>>();

  function view(job: BulkFillJobRow): BulkFillJob {
    return {
      id: job.id,
      work_id: job.workId,
      format: job.format,
      state: job.state,
      total: job.total,
      done: job.done,
      error: job.error,
      error_code: job.errorCode,
      zip_url: job.state === "succeeded" ? `/api/user/bulk-fill/${job.id}/zip` : null,
      created_at: job.createdAt.toISOString(),
      finished_at: job.finishedAt?.toISOString() ?? null,
    };
  }

  /** One row's file: a PNG of the front, or a (print) PDF of the front and the back, both filled with the row. */
  async function rowFile({ user, document, back, csv, body }: Run, index: number, name: string): Promise<Buffer> {
    const values = rowValues(csv, index, body.mapping);
    const fill = (doc: DesignDocument) => fillCardFields(doc, values, { cjkFontId: CJK_FONT });
    if (body.format === "png") return (await deps.exports.export(user, fill(document), { format: "png", width: body.width ?? document.width, name })).bytes;
    const pages = back ? [fill(document), fill(back)] : [fill(document)];
    return (await deps.exports.exportPages(user, pages, { format: body.format, name })).bytes;
  }

  async function run(batch: Run): Promise<void> {
    const { job, user, csv, body, workName } = batch;
    const dir = await mkdtemp(join(tmpdir(), "bulk-fill-"));
    try {
      const names = rowFileNames(csv, body.name_column ?? null, extensionOf(body.format));
      const files: string[] = [];
      for (const [index, name] of names.entries()) {
        const path = join(dir, String(index));
        await writeFile(path, await rowFile(batch, index, name.replace(/\.\w+$/, "")));
        files.push(path);
        await deps.repository.progress(job.id, index + 1, now());
        // Other requests get the event loop between two cards.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      const key = `bulk-fill/${user.id}/${job.id}.zip`;
      const entries = names.map((name, index) => ({ name, read: () => readFile(files[index] ?? "") }));
      await deps.storage.putStream(key, zipStream(entries, now()));
      await deps.repository.succeed(job.id, { key, name: `${fileBaseName(workName)}-${names.length}.zip` }, now());
    } catch (error) {
      const code = error instanceof AppError ? error.code : "INTERNAL";
      const message = error instanceof AppError ? error.message : "The cards could not be drawn.";
      deps.log("bulk fill failed", { jobId: job.id, code, error: error instanceof Error ? error.message : String(error) });
      await deps.repository.fail(job.id, { code, message }, now());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    /** Checks everything before anything is drawn (the CSV, the mapping, the card, the right), then starts the batch. */
    async start(user: UserRow, body: StartBulkFillBody): Promise<BulkFillJob> {
      const csv = csvOrThrow(readCardCsv(body.csv));
      const unknown = [...unknownColumns(csv, body.mapping), ...(body.name_column && !csv.headers.includes(body.name_column) ? [body.name_column] : [])];
      if (unknown.length > 0) throw new AppError("BULK_FILL_UNKNOWN_COLUMN", undefined, { columns: unknown });
      // Another user's work is 404, as in the works routes.
      const work = await deps.works.get(user, body.work_id);
      const document = documentOf(work.document);
      if (cardFieldsOf(document).length === 0) throw new AppError("BULK_FILL_NOT_A_CARD");
      const facts = await deps.workFacts(work.id);
      const at = now();
      const decision = bulkFillDecision({
        user,
        now: at,
        proTemplate: facts?.pro ?? false,
        cardBought: (await deps.orders.designItems(user.id, posterItem(work.id))).includes("bizcard"),
      });
      if (!decision.allowed) throw new AppError(decision.code);
      await deps.repository.failStale(user.id, new Date(at.getTime() - BULK_FILL_STALE_MS), at);
      const job = await deps.repository.insert({
        id: randomUUID(),
        userId: user.id,
        workId: work.id,
        format: body.format,
        total: csv.rows.length,
        createdAt: at,
      });
      if (!job) throw new AppError("BULK_FILL_BUSY");
      // A card's back (docs/bizcard.md) is filled from the same row and printed behind the front in a PDF.
      const back = work.back ? documentOf(work.back) : null;
      const task = run({ job, user, document, back, csv, body, workName: work.name });
      running.add(task);
      void task.finally(() => running.delete(task));
      return view(job);
    },

    async get(user: UserRow, id: string): Promise<BulkFillJob> {
      const job = await deps.repository.find(id);
      if (!job || !maySeeBulkFill(user, job)) throw new AppError("NOT_FOUND");
      return view(job);
    },

    /** The finished zip as a stream, for its owner only. */
    async zip(user: UserRow, id: string): Promise<{ name: string; body: NodeJS.ReadableStream; size: number }> {
      const job = await deps.repository.find(id);
      if (!job || !maySeeBulkFill(user, job) || job.state !== "succeeded" || !job.zipKey) throw new AppError("NOT_FOUND");
      const stored = await deps.storage.get(job.zipKey);
      if (!stored) throw new AppError("IMAGE_GONE", "This bulk fill's zip is no longer stored; run it again.");
      return { name: job.zipName ?? "cards.zip", body: stored.body, size: stored.object.size };
    },

    /** Waits for the batches this process runs (tests, the bench, a graceful stop). */
    async settle(): Promise<void> {
      await Promise.all([...running]);
    },
  };
}

export type BulkFillService = ReturnType<typeof createBulkFill>;
