import type { Locator } from "playwright-core";
import { CreationsPage } from "./creations-page";

/** The admin tools in the avatar menu: the Showcase overlay and the 'test for admin' panel. */
export class ShowcasePage extends CreationsPage {
  get showcaseLink(): Locator {
    return this.page.getByTestId("admin-showcase-link");
  }

  get testLink(): Locator {
    return this.page.getByTestId("admin-test-link");
  }

  get overlay(): Locator {
    return this.page.getByRole("dialog", { name: "Showcase" });
  }

  get showcaseCards(): Locator {
    return this.overlay.getByTestId("showcase-card");
  }

  /** The card whose shown prompt contains this text. */
  card(text: string): Locator {
    return this.showcaseCards.filter({ has: this.page.getByTestId("showcase-prompt").filter({ hasText: text }) });
  }

  tab(name: "All" | "Featured"): Locator {
    return this.overlay.getByRole("tab", { name });
  }

  async openAccountMenu(): Promise<void> {
    await this.page.getByRole("button", { name: "Account menu" }).click();
    await this.page.getByRole("menu").waitFor();
  }

  async openShowcase(): Promise<void> {
    await this.openAccountMenu();
    await this.showcaseLink.click();
    await this.overlay.waitFor();
  }

  /** Waits for a toast with exactly this text. */
  async toast(text: string): Promise<void> {
    await this.toasts.filter({ hasText: text }).first().waitFor();
  }

  /** A logo made by the signed-in user through the logo maker's real task route (local designer). */
  async makeLogo(name: string): Promise<{ status: string; resultUrls: string[] }> {
    return this.generate({ prompt: name, nVariants: 1, size: "1:1", brief: { name } }, "/api/ai-design/ai-logo/4o-image/generate-image");
  }
}
