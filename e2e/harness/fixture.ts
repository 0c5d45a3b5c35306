import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { desktop, launchBrowser, watchErrors } from "./browser";

export type BrowserFixture = {
  readonly baseURL: string;
  /** A fresh context (empty storage and cookies) and page for one test. */
  newPage(
    viewport?: { width: number; height: number },
    options?: Pick<BrowserContextOptions, "userAgent" | "hasTouch" | "isMobile">,
  ): Promise<{ page: Page; errors: string[] }>;
};

/** Call at the top of a test file: one browser per file, one context per test, all closed after. */
export function useBrowser(): BrowserFixture {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const baseURL = inject("baseURL");
  // What every page of the test's contexts did, printed only when the test fails: a failure in CI
  // then says which page showed what (URL, text, errors, failed requests), not just which wait timed out.
  let trail: string[] = [];
  let opened = 0;
  const pending = new Map<Request, { tag: string; at: number }>();
  const note = (request: Request, outcome: string) => {
    const started = pending.get(request);
    pending.delete(request);
    const url = new URL(request.url());
    if (started || outcome !== "200")
      trail.push(`${started?.tag ?? ""} ${request.method()} ${url.pathname}${url.search} -> ${outcome} (${started ? Date.now() - started.at : "?"} ms)`);
  };
  const follow = (page: Page) => {
    const number = ++opened;
    const tag = () => `[page ${number} ${page.url()}]`;
    page.on("pageerror", (error) => trail.push(`${tag()} pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") trail.push(`${tag()} console.${message.type()}: ${message.text()}`);
    });
    // Every API call with its answer and time: a call that never answered shows as pending at the end.
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) pending.set(request, { tag: tag(), at: Date.now() });
    });
    // The page may close between the request finishing and its response being read (the test ended): not an error of the test.
    page.on(
      "requestfinished",
      (request) =>
        void request
          .response()
          .then((response) => note(request, String(response?.status() ?? "?")))
          .catch(() => note(request, "page closed")),
    );
    page.on("requestfailed", (request) => note(request, `failed ${request.failure()?.errorText ?? ""}`));
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) trail.push(`${tag()} navigated`);
    });
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(() => {
    trail = [];
    opened = 0;
    pending.clear();
  });
  // afterEach runs once the test's result is known and before the contexts close, so the pages can
  // still be read.
  afterEach(async ({ task }) => {
    if (task.result?.state === "fail") {
      const pages = contexts.flatMap((context) => context.pages());
      const shown = await Promise.all(
        pages.map(async (page, index) => {
          const text = await page
            .evaluate("document.body ? document.body.innerText.replace(/\\s+/g, ' ').slice(0, 400) : ''")
            .catch((error: unknown) => `(could not read: ${String(error)})`);
          return `--- open page ${index + 1}: ${page.url()}: ${String(text)}`;
        }),
      );
      const stillPending = [...pending].map(([request, { tag, at }]) => `${tag} ${request.method()} ${request.url()} -> no answer after ${Date.now() - at} ms`);
      // The events come last: CI keeps only the tail of the output, and they explain more than the text.
      console.error(["Browser trail of the failed test:", ...shown, ...trail.slice(-60), ...stillPending].join("\n"));
    }
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseURL,
    async newPage(viewport = desktop, options = {}) {
      if (!browser) throw new Error("useBrowser(): the browser is not started yet (call newPage inside a test)");
      const context = await browser.newContext({ viewport, ...options });
      contexts.push(context);
      context.on("page", follow);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return { page, errors: watchErrors(page) };
    },
  };
}
