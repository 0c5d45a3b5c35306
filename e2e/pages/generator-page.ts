import type { Locator } from "playwright-core";
import { CreditsPage } from "./credits-page";

/** The AI image generator (/design: playground, /edit: creations) as the signed-in user sees it. */
export class GeneratorPage extends CreditsPage {
  get prompt(): Locator {
    return this.page.getByTestId("prompt");
  }

  get tasks(): Locator {
    return this.page.getByTestId("generation-task");
  }

  get results(): Locator {
    return this.page.getByTestId("generation-result");
  }

  /** The balance in the header (the avatar's credits). */
  get balance(): Locator {
    return this.page.getByTestId("avatar-credits");
  }

  async open(pathAndQuery = "/design?lang=en"): Promise<void> {
    await this.goto(pathAndQuery);
    await this.page.getByTestId("model-picker").waitFor();
  }

  async generate(prompt: string): Promise<void> {
    await this.prompt.fill(prompt);
    await this.page.getByTestId("generate").click();
  }

  /** Submits an image task straight to the API (the site's default model), to keep the workers busy. */
  async submitDirect(prompt: string): Promise<string> {
    const csrf = (await this.page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
    const response = await this.page.request.post(`${this.baseURL}/api/ai-design/ai-image/4o-image/generate-image`, {
      data: { prompt, nVariants: 4, size: "1:1", generateMode: "text-to-image" },
      headers: { "x-csrf-token": csrf, "x-requested-with": "XMLHttpRequest" },
    });
    return ((await response.json()) as { data: string }).data;
  }
}
