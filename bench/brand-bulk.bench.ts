/**
 * Bulk fill on the server (issue 22 must-show 3, "npm run bench -- brand"): 50 business cards as print
 * PDFs (front and back, 2000 x 1222, bleed, crop marks, CMYK, embedded subset fonts) from a 50-row
 * CSV, through the real route on a test app (PGlite, local storage): POST /api/user/bulk-fill, its
 * progress polled until done, then the zip downloaded. Prints the seconds from start to the zip, the
 * per-card time, and the process's peak resident memory while the batch ran (sampled, beside the
 * size before it).
 */
import type { BulkFillJob } from "@studio/contracts";
import { createTestApp, signIn } from "../apps/server/test/helper";
import { benchCard, benchCardBack } from "./support/card-document";
import { loadAverage, MB, withPeakMemory } from "./support/timing";

const ROWS = Number(process.env.BENCH_BULK_ROWS ?? 50);

const csvOf = (rows: number) =>
  [
    "Name,Job title,Phone,E-mail,QR",
    ...Array.from(
      { length: rows },
      (_, i) => `Person ${i + 1},Designer ${i % 9},+44 20 7946 ${String(1000 + i)},p${i + 1}@example.com,https://example.com/p/${i + 1}`,
    ),
  ].join("\n");
const mapping = { name: "Name", title: "Job title", phone: "Phone", email: "E-mail", code: "QR" };

/** The number of entries a zip's end-of-central-directory record announces. */
function zipEntries(zip: Buffer): number {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return end < 0 ? 0 : zip.readUInt16LE(end + 10);
}

export async function run(): Promise<void> {
  const ctx = await createTestApp();
  try {
    const pro = await signIn(ctx, { vip: true, vipEndsAt: new Date(Date.now() + 365 * 86_400_000) });
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/user/ai-design/works",
      headers: pro.headers,
      payload: { kind: "bizcard", name: "Team card", document: await benchCard(), back: benchCardBack() },
    });
    if (created.statusCode !== 200) throw new Error(`the card was not saved: ${created.body}`);
    const workId = created.json<{ data: { id: number } }>().data.id;
    /** One batch through the routes: start, poll its progress until done, download the zip. */
    const batch = async (rows: number): Promise<Buffer> => {
      const answer = await ctx.app.inject({
        method: "POST",
        url: "/api/user/bulk-fill",
        headers: pro.headers,
        payload: { work_id: workId, csv: csvOf(rows), mapping, name_column: "Name", format: "print-pdf" },
      });
      if (answer.statusCode !== 200) throw new Error(`the batch was refused: ${answer.body}`);
      const id = answer.json<{ data: BulkFillJob }>().data.id;
      for (;;) {
        const job = (await ctx.app.inject({ method: "GET", url: `/api/user/bulk-fill/${id}`, headers: pro.headers })).json<{ data: BulkFillJob }>().data;
        if (job.state === "failed") throw new Error(`the batch failed: ${job.error_code ?? ""} ${job.error ?? ""}`);
        if (job.state === "succeeded") return (await ctx.app.inject({ method: "GET", url: job.zip_url ?? "", headers: pro.headers })).rawPayload;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    // Warm-up: a one-row batch loads the fonts, resvg and the PDF writer, as a server that has drawn a card before.
    await batch(1);
    console.log(`bulk fill: ${ROWS} cards as print PDFs (front + back, 2000x1222), load average ${loadAverage()}`);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const { result, baselineRss, peakRss, peakHeapUsed } = await withPeakMemory(() => batch(ROWS));
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const entries = zipEntries(result);
    if (entries !== ROWS) throw new Error(`the zip holds ${entries} files, not ${ROWS}`);
    console.log(
      `${ROWS} print PDFs: ${seconds.toFixed(1)} s (${((seconds * 1000) / ROWS).toFixed(0)} ms a card; CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s), zip ${(result.length / MB).toFixed(1)} MB of ${entries} files`,
    );
    console.log(
      `peak memory while it ran: RSS ${(peakRss / MB).toFixed(0)} MB (${((peakRss - baselineRss) / MB).toFixed(0)} MB above the ${(baselineRss / MB).toFixed(0)} MB before), heap used ${(peakHeapUsed / MB).toFixed(0)} MB`,
    );
    console.log(`load average after: ${loadAverage()}`);
  } finally {
    await ctx.close();
  }
}
