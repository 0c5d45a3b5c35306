import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { startServer, type RunningServer } from "../harness/server";
import { LogoMakerPage } from "../pages/logo-maker-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/**
 * The operator's prices reach the browser and the charge (issue 15): with CREDIT_COSTS aiImage 5,
 * the logo maker shows and charges 5 credits per picked sample design, never a compiled-in 4.
 */
describe("logo maker prices", () => {
  const browser = useBrowser();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ CREDIT_COSTS: JSON.stringify({ aiImage: 5 }) });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows 'Uses 5 credits' per picked sample and charges exactly that", async () => {
    const { page, errors } = await browser.newPage();
    const app = new LogoMakerPage(page, server.baseURL);
    await app.signInNewUser(unique("prices"));
    await page.goto(`${server.baseURL}/logo-maker?lang=en`);
    await app.walkToSamples("Blue Bottle", "abstract");
    const cost = page.getByTestId("pick-bar").getByTestId("credit-cost");
    // The seeded sample designs of this server (real files, so the round really runs).
    const cases = page.locator("button.lm-case");
    await expect.poll(() => cases.count()).toBeGreaterThanOrEqual(2);
    await cases.nth(0).click();
    await expect.poll(() => cost.getAttribute("aria-label")).toBe("Uses 5 credits");
    await cases.nth(1).click();
    await expect.poll(() => cost.getAttribute("aria-label")).toBe("Uses 10 credits");
    await screenshot(page, "logo-prices-picks");

    const before = await balance(app);
    const charged = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/4o-image/generate-image"));
    await page.getByTestId("pick-bar").getByRole("button", { name: "Generate" }).click();
    expect((await charged).status()).toBe(200);
    await expect.poll(() => app.results.count(), { timeout: 30_000 }).toBe(4);
    expect(await balance(app)).toBe(before - 10);
    // Continue sends the next unused sample: one picked sample's price.
    expect(await page.locator("main").getByTestId("credit-cost").getAttribute("aria-label")).toBe("Uses 5 credits");
    expect(errors).toEqual([]);
  });
});

/** The AI credit balance the server holds now. */
async function balance(app: LogoMakerPage): Promise<number> {
  const response = await app.page.request.get(`${app.baseURL}/api/credits/summary`);
  return ((await response.json()) as { data: { ai_credits: number } }).data.ai_credits;
}
