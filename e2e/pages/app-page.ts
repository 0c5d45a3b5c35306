import type { Locator, Page } from "playwright-core";

export type DraggedFile = { name: string; type: string; bytes: Uint8Array };

/** What every page of the app has: header with language links, toasts, dialogs, drag overlay. */
export class AppPage {
  constructor(
    readonly page: Page,
    readonly baseURL: string,
  ) {}

  async goto(pathAndQuery: string): Promise<number | undefined> {
    const response = await this.page.goto(`${this.baseURL}${pathAndQuery}`);
    await this.heading.waitFor();
    return response?.status();
  }

  get heading(): Locator {
    return this.page.locator("h1").first();
  }

  async headingText(): Promise<string> {
    return (await this.heading.textContent())?.trim() ?? "";
  }

  async htmlLang(): Promise<string | null> {
    return this.page.locator("html").getAttribute("lang");
  }

  languageLink(language: "en" | "zh"): Locator {
    return this.page.getByTestId(`language-${language}`);
  }

  get toasts(): Locator {
    return this.page.getByTestId("toast");
  }

  get dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  get dragOverlay(): Locator {
    return this.page.getByTestId("drag-overlay");
  }

  /** Runs an expression in the page (a string, so these node-typed files need no DOM types). */
  evaluate<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }

  /** Whether keyboard focus is inside the open dialog. */
  focusInDialog(): Promise<boolean> {
    return this.evaluate<boolean>("document.activeElement?.closest('[role=dialog]') != null");
  }

  /** The page is no wider than the window (nothing sticks out sideways on a phone). */
  async overflowsHorizontally(): Promise<boolean> {
    return this.evaluate<boolean>("document.documentElement.scrollWidth > window.innerWidth");
  }

  /**
   * Fires a drag event on the page carrying real files, as the browser does when files are
   * dragged in from the desktop (Playwright cannot drag from outside the page).
   */
  async dragFiles(type: "dragenter" | "dragover" | "dragleave" | "drop", files: DraggedFile[]): Promise<void> {
    const payload = JSON.stringify(files.map((file) => ({ ...file, bytes: Buffer.from(file.bytes).toString("base64") })));
    const dataTransfer = await this.page.evaluateHandle(`(() => {
      const transfer = new DataTransfer();
      for (const file of ${payload}) {
        const bytes = Uint8Array.from(atob(file.bytes), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      return transfer;
    })()`);
    await this.page.dispatchEvent("body", type, { dataTransfer });
    await dataTransfer.dispose();
  }
}
