import type { Locator } from "playwright-core";
import { AnimationPage } from "./animation-page";

/**
 * VI mockups (issue 22): the /vi/ page and /download/vi?logo=. Extends the animation page's object
 * for what both need around them: a saved classic logo, Pro bought on the sandbox, a saved download.
 */
export class ViPage extends AnimationPage {
  get viStudio(): Locator {
    return this.page.getByTestId("vi-studio");
  }

  scene(scene: string): Locator {
    return this.page.getByTestId(`vi-scene-${scene}`);
  }

  /** /vi/ with one of My logos picked (the first is picked when none is named). */
  async openVi(faId?: number): Promise<void> {
    await this.goto(faId ? `/vi/?logo=${faId}&lang=en` : "/vi/?lang=en");
    await this.viStudio.waitFor();
  }

  /** The VI page reached from the logo's download center (its 'VI mockups' link). */
  async openFromCenter(designId: string): Promise<void> {
    await this.goto(`/download?logo=${encodeURIComponent(designId)}&lang=en`);
    await this.page.getByTestId("dc-kit-vi").click();
    await this.page.getByTestId("vi-download-page").waitFor();
    await this.viStudio.waitFor();
  }

  /** Waits until every scene's preview has loaded, and answers each one's drawn width. */
  async previewWidths(): Promise<Record<string, number>> {
    const images = this.page.locator('[data-testid="vi-scenes"] img');
    await this.page.waitForFunction(
      () => {
        const all = Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="vi-scenes"] img'));
        return all.length > 0 && all.every((img) => img.complete && img.naturalWidth > 0);
      },
      undefined,
      { timeout: 120_000 },
    );
    const widths: Record<string, number> = {};
    for (const image of await images.all()) widths[(await image.getAttribute("alt")) ?? ""] = await image.evaluate((img: HTMLImageElement) => img.naturalWidth);
    return widths;
  }

  async saveSet(): Promise<string> {
    await this.page.getByTestId("vi-save").click();
    const status = this.page.getByTestId("vi-status");
    await this.page.waitForFunction(() => document.querySelector('[data-testid="vi-status"]')?.textContent === "VI set saved.");
    return (await status.textContent()) ?? "";
  }

  async downloadScene(scene: string): Promise<{ name: string; bytes: Buffer }> {
    return this.downloadFrom(this.page.getByTestId(`vi-download-${scene}`));
  }
}
