import type { Locator } from "playwright-core";
import { AuthPage } from "./auth-page";

type Envelope<T> = { code: number; data: T; msg: string };
export type ApiLogo = { id: string; image: string; format: number };

/** The logo API's pages (issue 23): the admin's keys (/admin/logo-api), the partner page (/logo-api), and calls with a key. */
export class LogoApiPage extends AuthPage {
  /** Issues a key on the admin page and reads it from the one place it is ever shown. */
  async issueKey(name: string): Promise<string> {
    await this.goto("/admin/logo-api?lang=en");
    await this.page.getByTestId("logo-api-name").fill(name);
    await this.page.getByTestId("logo-api-create").click();
    return (await this.page.getByTestId("logo-api-issued-key").textContent()) ?? "";
  }

  keyRow(name: string): Locator {
    return this.page.getByTestId("logo-api-key-row").filter({ hasText: name });
  }

  async revoke(name: string): Promise<void> {
    this.page.once("dialog", (dialog) => void dialog.accept());
    await this.keyRow(name).getByTestId("logo-api-revoke").click();
    await this.keyRow(name).getByTestId("logo-api-key-state").filter({ hasText: "Revoked" }).waitFor();
  }

  /** A partner's server call: only the ApiKey header, no cookies. */
  async callApi(key: string, query: string): Promise<{ status: number; body: Envelope<{ logos: ApiLogo[] }> }> {
    const response = await this.page.request.fetch(`${this.baseURL}/logoapi/async/logo?${query}`, { headers: { ApiKey: key } });
    return { status: response.status(), body: (await response.json()) as Envelope<{ logos: ApiLogo[] }> };
  }

  async fetchImage(url: string): Promise<{ status: number; type: string | undefined; bytes: Buffer }> {
    const response = await this.page.request.fetch(url);
    return { status: response.status(), type: response.headers()["content-type"], bytes: await response.body() };
  }

  /** The partner page's usage, read with the partner's key. */
  async partnerMonth(key: string): Promise<string> {
    await this.goto("/logo-api?lang=en");
    await this.page.getByTestId("logo-api-partner-key").fill(key);
    await this.page.getByTestId("logo-api-partner-show").click();
    return (await this.page.getByTestId("logo-api-partner-month").textContent()) ?? "";
  }
}
