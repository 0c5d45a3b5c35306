import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { LogoMakerPage } from "../pages/logo-maker-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** The spec's message for each limit code the server may answer a paid action with. */
const limitMessages: Record<string, string> = {
  FREE_AI_LIMIT: "Free AI credits reached for today!",
  AI_LIMIT: "AI Limit Reached!",
  AI_CREDITS_MONTH: "You have run out of AI credits for this month!",
};

/** Walks the logo maker to its last step; the Skip there is the paid Generate. */
async function walkToGenerate(app: LogoMakerPage, name: string): Promise<void> {
  await app.goto("/logo-maker?lang=en");
  await app.walkToSamples(name, "minimal");
}

describe("credits", () => {
  const browser = useBrowser();

  it("a user with no credits and no free quota left clicks Generate and gets the server's limit in the upgrade modal; the history explains every spend", async () => {
    const { page, errors } = await browser.newPage();
    const app = new LogoMakerPage(page, browser.baseURL);
    await app.signInNewUser(unique("credits"));

    const submits: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST" && response.url().includes("/4o-image/generate-image")) submits.push(response.status());
    });
    // The maker is open with the balance it read (24 credits) when the credits run out elsewhere:
    // the registration grant (24) and today's free AI credits (8) spent through the write-off route.
    await walkToGenerate(app, "a bakery");
    // (AI images pay here; a tool that cannot run on this site, the provider-only cartoon avatar offline, is refused.)
    for (let i = 0; i < 6; i += 1)
      expect((await app.writeOff(`e2e-image-${i}`, { type: "ai", name: "aiimage" })).body.data).toMatchObject({ source: "credits" });
    for (let i = 0; i < 2; i += 1)
      expect((await app.writeOff(`e2e-free-${i}`, { type: "ai", name: "aiimage" })).body.data).toMatchObject({ source: "free_quota" });
    expect((await app.writeOff("e2e-cartoon", { type: "ai", name: "cartoonProfile" })).status).toBe(404);

    // The paid click: Generate asks the server, which refuses with its limit code; the modal says it.
    const answer = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/4o-image/generate-image"));
    await app.button("Skip").click();
    const refused = await answer;
    expect(refused.status()).toBe(403);
    const code = ((await refused.json()) as { error: string }).error;
    expect(code).toBe("FREE_AI_LIMIT");
    await app.limitMessage.waitFor();
    expect(await app.limitMessage.textContent()).toBe(limitMessages[code]);
    expect(await app.limitMessage.getAttribute("data-limit")).toBe(code);
    expect(await page.getByRole("dialog", { name: "Upgrade to Pro" }).count()).toBe(1);
    const tips = page.getByTestId("limit-help-upgrade");
    // The upgrade tips lead into the payment dialog (issue 16).
    await expect.poll(() => tips.textContent()).toContain("500 AI credits a month");
    expect(await page.getByTestId("limit-upgrade-pro").textContent()).toBe("Upgrade to Pro");
    // Nothing was made: no task, no results.
    expect(await app.results.count()).toBe(0);
    await screenshot(page, "credits-limit-modal");

    // With the balance known to be spent, the same click stops before asking the server, with the
    // limit the server would name (the rule is shared through @studio/domain).
    await walkToGenerate(app, "a bakery");
    await app.button("Skip").click();
    // Spec 01 gate step 5: no generations left and signed in -> the payment dialog, headed by the limit.
    const reason = page.getByTestId("payment-reason");
    await reason.waitFor();
    expect(await reason.textContent()).toBe("Free AI credits reached for today!");
    await page.getByTestId("product-pro-monthly").waitFor();
    expect(await app.limitMessage.count()).toBe(0);
    expect(submits).toEqual([403]);

    // The history page, reached from the avatar menu, explains every movement: date, kind, what
    // it was for, amount and the balance after it. The refused generation left no row.
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByTestId("credit-history-link").click();
    await page.getByTestId("credit-history").waitFor();
    await expect.poll(() => app.rows.count()).toBe(9);
    const cells = async (row: number) => (await app.rows.nth(row).locator("td").allTextContents()).map((text) => text.trim());
    const year = String(new Date().getFullYear());
    const [newestDate, newestKind, newestFor, newestAmount, newestBalance] = await cells(0);
    expect(newestDate).toContain(year);
    expect(newestKind).toBe("AI image");
    // What it was for, with the action's reference.
    expect(newestFor).toBe("AI imagee2e-free-1");
    expect(newestAmount).toBe("-4");
    expect(newestBalance).toBe("0 free today");
    expect(await cells(8)).toEqual([expect.stringContaining(year), "Sign-up bonus", expect.stringMatching(/^Sign-up bonus/), "+24", "24 AI credits"]);
    expect(await cells(2)).toEqual([expect.stringContaining(year), "AI image", "AI imagee2e-image-5", "-4", "0 AI credits"]);
    // The balance is its own query (GET /api/credits/summary), not the rows' one: it may render after them.
    await expect.poll(() => page.getByTestId("credit-summary").textContent()).toContain("0 AI credits");
    await screenshot(page, "credits-history");
    expect(errors.filter((e) => !e.includes("403"))).toEqual([]);
  });

  it("a visitor clicking Generate gets the login panel, and the server is not asked", async () => {
    const { page } = await browser.newPage();
    const app = new LogoMakerPage(page, browser.baseURL);
    const submits: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/4o-image/generate-image")) submits.push(request.url());
    });
    await walkToGenerate(app, "a bakery");
    await app.button("Skip").click();
    await app.loginPanel.waitFor();
    expect(await app.limitMessage.count()).toBe(0);
    expect(submits).toEqual([]);
  });
});
