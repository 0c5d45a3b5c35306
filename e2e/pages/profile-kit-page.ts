import type { Locator } from "playwright-core";
import { AnimationPage } from "./animation-page";

/**
 * The social profile kit (/download/profile?logo=, issue 22, docs/profile-kit.md). Extends the
 * animation page's object for what it needs around it: a saved classic logo, Pro bought on the
 * sandbox, a saved download.
 */
export class ProfileKitPage extends AnimationPage {
  get kit(): Locator {
    return this.page.getByTestId("profile-kit-page");
  }

  /** The kit reached from the logo's download center (its 'Social profile kit' link). */
  async openFromCenter(designId: string): Promise<void> {
    await this.goto(`/download?logo=${encodeURIComponent(designId)}&lang=en`);
    await this.page.getByTestId("dc-kit-profile").click();
    await this.page.getByTestId("profile-kit-images").waitFor();
  }

  /** Waits until every tile's preview has been drawn (no tile says 'Drawing…', none failed), and answers each one's alt text. */
  async drawnTiles(): Promise<string[]> {
    await this.page.waitForFunction(
      () => {
        const all = Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="profile-kit-images"] img'));
        const busy = document.querySelectorAll('[data-testid="profile-kit-images"] [aria-busy="true"], [data-testid="profile-kit-images"] [role="alert"]');
        return all.length > 0 && busy.length === 0 && all.every((img) => img.complete && img.naturalWidth > 0);
      },
      undefined,
      { timeout: 120_000 },
    );
    return this.page.locator('[data-testid="profile-kit-images"] img').evaluateAll((images) => images.map((img) => img.getAttribute("alt") ?? ""));
  }

  async downloadImage(id: string): Promise<{ name: string; bytes: Buffer }> {
    return this.downloadFrom(this.page.getByTestId(`profile-download-${id}`));
  }

  async downloadAll(): Promise<{ name: string; bytes: Buffer }> {
    return this.downloadFrom(this.page.getByTestId("profile-download-all"), 120_000);
  }
}
