import type { Locator } from "playwright-core";
import { PaymentsPage } from "./payments-page";

/** The editor's Templates tab, its export panel's limits and the poster purchase (issue 21, docs/templates.md). */
export class EditorTemplatesPage extends PaymentsPage {
  template(name: string): Locator {
    return this.page.getByRole("button", { name: `Start from the template ${name}` });
  }

  /** Clicks a template and waits for the new work's page; its id. */
  async startFrom(name: string): Promise<number> {
    await this.template(name).click();
    await this.page.waitForURL(/\/design\/w\/\d+/);
    return Number(/\/design\/w\/(\d+)/.exec(this.page.url())?.[1]);
  }

  get limitModal(): Locator {
    return this.page.getByTestId("limit-modal");
  }

  /** Opens the export panel and asks for a PNG; the panel stays open. */
  async exportPng(): Promise<void> {
    if (!(await this.page.getByTestId("editor-export").isVisible())) await this.page.getByTestId("editor-export-open").click();
    await this.page.getByTestId("editor-export-start").click();
  }
}
