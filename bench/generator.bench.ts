/**
 * `npm run bench -- generator` (issue 18): the AI image generator's pages.
 * 1. Initial JS of /design and /design/bulk-image-generator (gzipped, the 200 kB budget of issue 8),
 *    from the Vite manifest as e2e/harness/initial-js.ts counts it, and no vendor SDK in it: no
 *    Stripe, PayPal, OpenAI, Alipay or WeChat module, and none of their SDK hosts in the code.
 * 2. With the offline `local` model, seconds from Generate to the first image in Chromium, median
 *    of BENCH_RUNS (5) on each page, a new user per page (their sign-up credits pay for the runs), on
 *    the real server built for production.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { launchBrowser } from "../e2e/harness/browser";
import { initialChunkKeys, initialJsBudgetBytes, initialJsSize, readManifest, routeModules, webDistDir } from "../e2e/harness/initial-js";
import { startServer } from "../e2e/harness/server";
import { CreditsPage } from "../e2e/pages/credits-page";
import { ensureWebBuild } from "./support/web-build";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The generator's route modules (the bundle-budget e2e checks the same ones). */
const generatorPages = {
  "/design": routeModules["/design"],
  "/design/bulk-image-generator": routeModules["/design/bulk-image-generator"],
} as const;

/** Vendor SDKs load on first use (payments) or live on the server (image vendors): never in a page's first download. */
const vendorModule = /node_modules\/(@stripe|stripe|@paypal|paypal|openai|alipay|wechat)/i;
const vendorHost = /js\.stripe\.com|paypal\.com\/sdk|api\.openai\.com|openapi\.alipay\.com|api\.mch\.weixin\.qq\.com/i;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function initialJs(): void {
  const manifest = readManifest();
  for (const [page, route] of Object.entries(generatorPages)) {
    const size = initialJsSize(route);
    const verdict = size.gzipBytes < initialJsBudgetBytes ? "within" : "OVER";
    console.log(
      `initial JS of ${page}: ${kB(size.gzipBytes)} gzipped (${kB(size.rawBytes)} raw) in ${size.files.length} files, ${verdict} the ${kB(initialJsBudgetBytes)} budget`,
    );
    for (const file of [...size.files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 6))
      console.log(`  ${file.file.padEnd(46)} ${kB(file.gzipBytes).padStart(9)}`);
    const keys = initialChunkKeys(manifest, route);
    const vendorModules = keys.filter((key) => vendorModule.test(key));
    const vendorCode = size.files.filter((file) => vendorHost.test(readFileSync(path.join(webDistDir, file.file), "utf8"))).map((file) => file.file);
    console.log(`  vendor SDKs in it: ${vendorModules.length + vendorCode.length === 0 ? "none" : [...vendorModules, ...vendorCode].join(", ")}`);
    if (verdict === "OVER" || vendorModules.length + vendorCode.length > 0) process.exitCode = 1;
  }
}

/** One Generate on a page, in seconds until the first result image has loaded. */
type Driver = { path: string; generate(page: Page, run: number): Promise<void>; firstImage: string };

const drivers: Driver[] = [
  {
    path: "/design?lang=en",
    async generate(page, run) {
      await page.getByTestId("prompt").fill(`a lighthouse at dusk, run ${run}`);
      await page.getByTestId("generate").click();
    },
    firstImage: '[data-testid="generation-result"] img',
  },
  {
    path: "/design/bulk-image-generator?lang=en",
    async generate(page, run) {
      await page.getByLabel("Prompts, one per line").fill(`a lighthouse at dusk, run ${run}`);
      await page.getByLabel("Images per line").selectOption("1");
      await page.getByRole("button", { name: "Generate", exact: true }).click();
    },
    firstImage: '[data-testid="bulk-result"]',
  },
];

async function timeToFirstImage(baseURL: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    for (const driver of drivers) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
      const page = await context.newPage();
      page.setDefaultTimeout(60_000);
      const app = new CreditsPage(page, baseURL);
      await app.signInNewUser(`bench.generator.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`);
      const seconds: number[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        await app.goto(driver.path);
        await page.waitForLoadState("networkidle");
        // The page may still show earlier runs' images (the generator's local history survives a
        // reload): wait for one more loaded image than before Generate. Polled with page.evaluate
        // (CDP: the site's CSP refuses waitForFunction's string predicates; bench/ has no DOM types).
        const loadedCount = `[...document.querySelectorAll(${JSON.stringify(driver.firstImage)})].filter((image) => image.complete && image.naturalWidth > 0).length`;
        const before = await page.evaluate<number>(loadedCount);
        const started = performance.now();
        await driver.generate(page, run);
        while ((await page.evaluate<number>(loadedCount)) <= before) await page.waitForTimeout(25);
        seconds.push((performance.now() - started) / 1000);
      }
      console.log(
        `${driver.path.split("?")[0]}: Generate to the first image, local model: median ${median(seconds).toFixed(2)} s of ${RUNS} (${seconds.map((s) => s.toFixed(2)).join(", ")})`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<void> {
  ensureWebBuild();
  initialJs();
  const server = await startServer();
  try {
    await timeToFirstImage(server.baseURL);
  } finally {
    await server.stop();
  }
}
