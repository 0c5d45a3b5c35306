import type { Locator } from "playwright-core";
import { CreditsPage } from "./credits-page";

type Envelope<T> = { code: number; data: T; msg: string; error?: string };

/** The user's creations (/creations), and image tasks submitted as the signed-in user. */
export class CreationsPage extends CreditsPage {
  get cards(): Locator {
    return this.page.getByTestId("creation-card");
  }

  private async csrf(): Promise<string> {
    return (await this.page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
  }

  /** Submits an image task through the real route (the local model) and waits until it has ended; `route` picks e.g. the ai-logo variant. */
  async generate(body: Record<string, unknown>, route = "/api/ai-design/4o-image/generate-image"): Promise<{ status: string; resultUrls: string[] }> {
    const submitted = await this.page.request.post(`${this.baseURL}${route}`, {
      data: body,
      headers: { "x-csrf-token": await this.csrf(), "x-requested-with": "XMLHttpRequest" },
    });
    const taskId = ((await submitted.json()) as Envelope<string>).data;
    for (let i = 0; i < 120; i += 1) {
      const result = (await (await this.page.request.get(`${this.baseURL}/api/ai-design/4o-image/result/${taskId}`)).json()) as Envelope<{
        status: string;
        resultUrls: string[];
      }>;
      if (result.data.status !== "GENERATING") return result.data;
      await this.page.waitForTimeout(500);
    }
    throw new Error(`task ${taskId} did not end`);
  }

  async openFromAvatarMenu(): Promise<void> {
    await this.page.getByRole("button", { name: "Account menu" }).click();
    await this.page.getByTestId("creations-link").click();
    await this.page.getByTestId("creations").waitFor();
  }
}
