import type { Locator } from "playwright-core";
import { AuthPage } from "./auth-page";

/** The classic logo maker (/generate, /start) and the saved logos page (/favourites). */
export class ClassicMakerPage extends AuthPage {
  get searchBox(): Locator {
    return this.page.getByRole("searchbox");
  }

  get iconResults(): Locator {
    return this.page.getByTestId("cm-icon-results").locator("button.cm-icon");
  }

  get panelSymbols(): Locator {
    return this.page.getByTestId("cm-symbol-panel").locator("li");
  }

  get logos(): Locator {
    return this.page.getByTestId("cm-logo");
  }

  get savedLogos(): Locator {
    return this.page.getByTestId("cm-saved-logo");
  }

  /** Searches the symbols and adds one result to the panel: the icon named `pick`, or the first. */
  async addSymbol(word: string, pick?: string): Promise<void> {
    await this.searchBox.fill(word);
    // Listening before the click: a fast answer must not slip past.
    const answered = this.page.waitForResponse((response) => response.url().includes(`/api/search?key=${encodeURIComponent(word)}`));
    await this.page.getByRole("button", { name: "Search", exact: true }).click();
    await answered;
    await this.iconResults.first().waitFor();
    await (pick ? this.page.getByTestId("cm-icon-results").locator(`button.cm-icon[title="${pick}"]`).first() : this.iconResults.first()).click();
    await this.page.getByTestId("cm-add-symbols").click();
  }

  async next(): Promise<void> {
    await this.page.getByTestId("cm-next").click();
  }

  tokens(list: Locator): Promise<string[]> {
    return list.evaluateAll((items) => items.map((item) => item.getAttribute("data-token") ?? ""));
  }
}
