import sharp from "sharp";
import { expect } from "vitest";
import type { Locator } from "playwright-core";
import { CreationsPage } from "./creations-page";

/** What a finished run shows: its first image record, its link and the method that ran. */
export type ToolRun = { recordId: number; url: string; method: string | null };

/** The image tools page (/design/tools/?image=, issue 19): pick a tool, give it an image, run it, read the result. */
export class ImageToolsPage extends CreationsPage {
  get root(): Locator {
    return this.page.getByTestId("image-tools");
  }

  tool(name: string): Locator {
    return this.page.getByTestId(`tool-${name}`);
  }

  get result(): Locator {
    return this.page.getByTestId("tools-result");
  }

  get sourceImage(): Locator {
    return this.page.getByTestId("tools-source-image");
  }

  /** Opens the page, in English, on a tool, with `?image=` when given. */
  async open(tool: string, image?: string | number): Promise<void> {
    const query = new URLSearchParams({ lang: "en", tool });
    if (image !== undefined) query.set("image", String(image));
    await this.goto(`/design/tools/?${query.toString()}`);
    await this.root.waitFor();
    await this.tool(tool).waitFor();
  }

  /** Picks a file through the page's own file input (the uploader the generator uses). */
  async upload(name: string, bytes: Buffer, type = "image/png"): Promise<void> {
    const before = await this.sourceImage.getAttribute("src").catch(() => null);
    await this.page.getByTestId("tools-input").setInputFiles({ name, mimeType: type, buffer: bytes });
    await this.sourceImage.waitFor();
    // The new upload replaced whatever was there.
    for (let i = 0; i < 100 && (await this.sourceImage.getAttribute("src")) === before; i += 1) await this.page.waitForTimeout(100);
    // The last run's result belonged to the old image: it is gone with it.
    expect(await this.result.count()).toBe(0);
  }

  /**
   * Paints one stroke with the brush (erase, watermark) through the given points, as fractions of the
   * image, with the brush at `size` screen pixels.
   */
  async drawMask(points: readonly (readonly [number, number])[], size = 40): Promise<void> {
    const surface = this.page.getByTestId("mask-brush-surface");
    await surface.waitFor();
    await this.page.getByTestId("mask-brush-size").fill(String(size));
    // The mouse works in the window's coordinates: the brush must be on screen.
    await surface.scrollIntoViewIfNeeded();
    const box = await surface.boundingBox();
    if (!box) throw new Error("the brush surface has no box");
    const at = ([fx, fy]: readonly [number, number]) => [box.x + fx * box.width, box.y + fy * box.height] as const;
    const [first, ...rest] = points.map(at);
    if (!first) return;
    await this.page.mouse.move(first[0], first[1]);
    await this.page.mouse.down();
    for (const [x, y] of rest) await this.page.mouse.move(x, y, { steps: 8 });
    await this.page.mouse.up();
    // The stroke is kept; the mask PNG is encoded right after it (run() tries again if it was not yet).
    await expect.poll(() => surface.getAttribute("data-strokes")).toBe("1");
  }

  /** Runs the chosen tool (confirming the spend when asked) and waits for its result. */
  async run(): Promise<ToolRun> {
    // A result already on the page is the last run's: wait for this run's own, not that one.
    const previous = (await this.result.count()) > 0 ? await this.result.getAttribute("data-record") : null;
    const fresh = previous === null ? this.result : this.page.locator(`[data-testid=tools-result]:not([data-record="${previous}"])`);
    await this.page.getByTestId("tools-run").click();
    // A mask still being encoded when the button was pressed: the page said so; press again.
    if (await this.toasts.filter({ hasText: "Paint over the area" }).count()) await this.page.getByTestId("tools-run").click();
    const confirm = this.page.getByTestId("credit-confirm-continue");
    const first = await Promise.race([
      confirm.waitFor({ timeout: 15_000 }).then(() => "confirm" as const),
      fresh.waitFor({ timeout: 15_000 }).then(() => "result" as const),
      this.page
        .getByTestId("tools-failed")
        .waitFor({ timeout: 15_000 })
        .then(() => "failed" as const),
    ]);
    if (first === "confirm") await confirm.click();
    const failed = this.page.getByTestId("tools-failed");
    await Promise.race([fresh.waitFor({ timeout: 60_000 }), failed.waitFor({ timeout: 60_000 })]);
    if (await failed.isVisible()) throw new Error(`the tool failed: ${await failed.textContent()}`);
    const method = this.page.getByTestId("tools-method");
    return {
      recordId: Number(await this.result.getAttribute("data-record")),
      url: (await this.result.getAttribute("data-url")) ?? "",
      method: (await method.count()) > 0 ? await method.getAttribute("data-method") : null,
    };
  }

  /** The result's bytes, fetched with the page's session (its link is signed for the owner). */
  async bytes(url: string): Promise<{ bytes: Buffer; type: string }> {
    const response = await this.page.request.get(`${this.baseURL}${url}`);
    if (!response.ok()) throw new Error(`GET ${url}: ${response.status()}`);
    return { bytes: await response.body(), type: response.headers()["content-type"] ?? "" };
  }

  /** The alpha (0-255) of a raster result at a point given as fractions of its width and height. */
  async alphaAt(url: string, fx: number, fy: number): Promise<{ alpha: number; width: number; height: number }> {
    const { data, info } = await sharp((await this.bytes(url)).bytes)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const x = Math.min(info.width - 1, Math.round(fx * info.width));
    const y = Math.min(info.height - 1, Math.round(fy * info.height));
    return { alpha: data[(y * info.width + x) * info.channels + 3] ?? -1, width: info.width, height: info.height };
  }
}
