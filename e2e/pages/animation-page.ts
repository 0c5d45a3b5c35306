import { readFile } from "node:fs/promises";
import type { Locator } from "playwright-core";
import { EditorPage } from "./editor-page";

type Envelope<T> = { code: number; data: T; msg: string; error?: string };

/** The logo animation page (/download/animation?logo=logo:{fa_id}, issue 22) and what a test needs around it. */
export class AnimationPage extends EditorPage {
  get studio(): Locator {
    return this.page.getByTestId("la-studio");
  }

  /** A classic logo saved to My logos (as the maker's save does); returns its design id `logo:{fa_id}`. */
  async saveLogo(name = "Harbor Pine", industry = "marine supplies"): Promise<string> {
    await this.saveClassicLogo(name, industry);
    const list = await this.page.request.get(`${this.baseURL}/api/user/favourite?page=1&type=all`);
    const saved = ((await list.json()) as Envelope<{ list: Array<{ fa_id: number | null }> }>).data.list;
    const faId = saved[0]?.fa_id;
    if (!faId) throw new Error("no saved logo");
    return `logo:${faId}`;
  }

  /** The page reached from the logo's download center (its 'Logo animation' link), with the preview playing. */
  async open(designId: string): Promise<void> {
    await this.goto(`/download?logo=${encodeURIComponent(designId)}&lang=en`);
    await this.page.getByTestId("dc-animation").click();
    await this.studio.waitFor();
    await this.page.locator('[data-testid="la-preview"] img').waitFor();
  }

  async choose(preset: "draw-in" | "fade" | "bounce"): Promise<void> {
    await this.page.getByTestId(`la-preset-${preset}`).check();
  }

  /** Pro bought on the sandbox card processor (Pro downloads every animation): the order, the card, the record check. */
  async buyPro(): Promise<void> {
    const headers = await this.apiHeaders();
    const created = await this.page.request.post(`${this.baseURL}/api/payment/orders`, { data: { product: "pro-monthly", provider: "sandbox" }, headers });
    if (created.status() !== 200) throw new Error(`order refused: ${created.status()} ${await created.text()}`);
    const order = ((await created.json()) as Envelope<{ orderId: string }>).data;
    const paid = await this.page.request.post(`${this.baseURL}/api/payment/sandbox/${order.orderId}/pay`, { data: { card: "4242 4242 4242 4242" }, headers });
    if (paid.status() !== 200) throw new Error(`card refused: ${paid.status()} ${await paid.text()}`);
    for (let i = 0; i < 10; i++) {
      const check = (await (await this.page.request.get(`${this.baseURL}/api/payment/check/${order.orderId}`)).json()) as Envelope<boolean>;
      if (check.data === true) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error("the Pro order was not paid");
  }

  /** Clicks a download button and returns the file the browser saved. */
  async downloadFrom(button: Locator, timeout = 60_000): Promise<{ name: string; bytes: Buffer }> {
    const saved = this.page.waitForEvent("download", { timeout });
    await button.click();
    const download = await saved;
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  }

  /** The GIF made in the page (3 workers of /gif-worker.js), as saved. */
  async makeGif(preset: "draw-in" | "fade" | "bounce" = "draw-in"): Promise<{ name: string; bytes: Buffer }> {
    await this.choose(preset);
    return this.downloadFrom(this.page.getByTestId("la-download-gif"));
  }

  async makeLottie(): Promise<{ name: string; bytes: Buffer }> {
    return this.downloadFrom(this.page.getByTestId("la-download-lottie"));
  }

  async makeWebm(): Promise<{ name: string; bytes: Buffer }> {
    return this.downloadFrom(this.page.getByTestId("la-download-webm"));
  }

  /**
   * Clicks GIF without the right: the page shows the offer instead of a file. The 403 also opens the
   * app's 'Limit reached' modal (the client reports every 403, quiet or not); it is closed with OK.
   */
  async askWithoutRight(): Promise<string> {
    await this.page.getByTestId("la-download-gif").click();
    const locked = this.page.getByTestId("la-locked");
    await locked.waitFor();
    const limit = this.page.getByTestId("limit-modal");
    await limit.waitFor();
    await this.page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
    await limit.waitFor({ state: "detached" });
    return (await locked.textContent()) ?? "";
  }
}
