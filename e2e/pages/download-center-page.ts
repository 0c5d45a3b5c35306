import type { Locator } from "playwright-core";
import { DownloadsPage } from "./downloads-page";

type Envelope<T> = { code: number; data: T; msg: string; error?: string };
type Work = { task_id: string | null; src: string };

/** The download center (/download?logo=), and buying a logo package through the sandbox card processor. */
export class DownloadCenterPage extends DownloadsPage {
  get center(): Locator {
    return this.page.getByTestId("download-center");
  }

  file(id: string): Locator {
    return this.page.locator(`[data-testid="dc-file"][data-file="${id}"]`);
  }

  /** Ids of the files the page offers as downloads, in page order. */
  async allowedFiles(): Promise<string[]> {
    return this.page.locator('[data-testid="dc-file"][data-allowed="true"]').evaluateAll((rows) => rows.map((row) => row.getAttribute("data-file") ?? ""));
  }

  async open(designId: string): Promise<void> {
    await this.goto(`/download?logo=${encodeURIComponent(designId)}&lang=en`);
    await this.center.waitFor();
  }

  private async csrfHeaders(): Promise<Record<string, string>> {
    const csrf = (await this.page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
    return { "x-csrf-token": csrf, "x-requested-with": "XMLHttpRequest" };
  }

  /** The design id (task:{taskId}:{index}) of the user's newest logo, from My logos' records (src is /oss/ai-images/{taskId}/{n}.png). */
  async newestDesignId(): Promise<string> {
    const response = await this.page.request.get(`${this.baseURL}/api/user/ai-design/works?page=1&size=50`);
    const body = (await response.json()) as Envelope<{ list: Work[] }>;
    for (const work of body.data.list) {
      const match = /\/oss\/ai-images\/([^/?]+)\/(\d+)\.[a-z0-9]+/i.exec(work.src);
      if (work.task_id && match?.[1] === work.task_id) return `task:${work.task_id}:${Number(match[2]) - 1}`;
    }
    throw new Error("no logo result among the user's works");
  }

  /**
   * Orders a package (or the designer fix, with `extra.request`) for a logo and pays it on the sandbox
   * with a card, as the sandbox page does; waits for the record check.
   */
  async buyPackage(
    product: string,
    designId: string,
    card = "4242 4242 4242 4242",
    extra: Record<string, unknown> = {},
  ): Promise<{ orderId: string; amount: number }> {
    const headers = await this.csrfHeaders();
    const created = await this.page.request.post(`${this.baseURL}/api/payment/orders`, { data: { product, provider: "sandbox", designId, ...extra }, headers });
    const order = ((await created.json()) as Envelope<{ orderId: string; amount: number }>).data;
    if (created.status() !== 200) throw new Error(`order refused: ${created.status()}`);
    const paid = await this.page.request.post(`${this.baseURL}/api/payment/sandbox/${order.orderId}/pay`, { data: { card }, headers });
    if (paid.status() !== 200) throw new Error(`card refused: ${paid.status()} ${await paid.text()}`);
    for (let i = 0; i < 10; i++) {
      const check = (await (await this.page.request.get(`${this.baseURL}/api/payment/check/${order.orderId}`)).json()) as Envelope<boolean>;
      if (check.data === true) return order;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error("the order was not paid");
  }
}
