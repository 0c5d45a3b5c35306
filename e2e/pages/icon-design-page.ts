import type { Locator } from "playwright-core";
import { LogoMakerPage } from "./logo-maker-page";

export type HueShares = { coloured: number; green: number; total: number };

/** The icon design modal opened from the logo maker's results. */
export class IconDesignPage extends LogoMakerPage {
  get modal(): Locator {
    return this.page.getByTestId("icon-design-modal");
  }

  get presentDesign(): Locator {
    return this.modal.getByTestId("present-design");
  }

  get promptBar(): Locator {
    return this.modal.getByTestId("edit-prompt-bar");
  }

  get editPrompt(): Locator {
    return this.modal.locator("#idm-prompt");
  }

  get stripThumbs(): Locator {
    return this.modal.locator(".idm-strip button.idm-thumb");
  }

  modalButton(name: string): Locator {
    return this.modal.getByRole("button", { name, exact: true });
  }

  /** A signed-in user's quick walk (no industry, combination, no samples) to 4 results, then opens the first. */
  async openFirstResult(prompt: string): Promise<void> {
    await this.goto("/logo-maker?lang=en");
    await this.walkToSamples(prompt, "combination");
    await this.button("Skip").click();
    await this.results.nth(3).waitFor({ timeout: 30_000 });
    await this.results.first().locator("button.lm-result-open").click();
    await this.modal.waitFor();
  }

  async presentSrc(): Promise<string> {
    return (await this.presentDesign.getAttribute("src")) ?? "";
  }

  /**
   * Draws the shown design on a canvas and counts its clearly coloured pixels and the green ones
   * among them (hue 75-165 degrees); white, black and greys carry no hue.
   */
  async presentHues(): Promise<HueShares> {
    return this.evaluate<HueShares>(`(async () => {
      const img = document.querySelector('[data-testid=present-design]');
      if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
      const canvas = document.createElement('canvas');
      canvas.width = 128; canvas.height = 128;
      const g = canvas.getContext('2d');
      g.drawImage(img, 0, 0, 128, 128);
      const data = g.getImageData(0, 0, 128, 128).data;
      let coloured = 0, green = 0;
      for (let i = 0; i < data.length; i += 4) {
        const r = data[i], gr = data[i + 1], b = data[i + 2];
        const max = Math.max(r, gr, b), min = Math.min(r, gr, b);
        if (max - min < 30) continue;
        coloured++;
        const hue = max === r ? (60 * ((gr - b) / (max - min)) + 360) % 360 : max === gr ? 60 * ((b - r) / (max - min)) + 120 : 60 * ((r - gr) / (max - min)) + 240;
        if (hue >= 75 && hue <= 165) green++;
      }
      return { coloured, green, total: 128 * 128 };
    })()`);
  }

  /** The colour of the shown design's top-left corner (its background), as [r, g, b]. */
  async presentCorner(): Promise<number[]> {
    return this.evaluate<number[]>(`(async () => {
      const img = document.querySelector('[data-testid=present-design]');
      if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth; canvas.height = img.naturalHeight;
      const g = canvas.getContext('2d');
      g.drawImage(img, 0, 0);
      return [...g.getImageData(3, 3, 1, 1).data.slice(0, 3)];
    })()`);
  }
}
