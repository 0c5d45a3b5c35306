import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { desktop, launchBrowser, watchErrors } from "./browser";

export type BrowserFixture = {
  readonly baseURL: string;
  /** A fresh context (empty storage and cookies) and page for one test. */
  newPage(viewport?: { width: number; height: number }, options?: { userAgent?: string }): Promise<{ page: Page; errors: string[] }>;
};

/** Call at the top of a test file: one browser per file, one context per test, all closed after. */
export function useBrowser(): BrowserFixture {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const baseURL = inject("baseURL");

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
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
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return { page, errors: watchErrors(page) };
    },
  };
}
