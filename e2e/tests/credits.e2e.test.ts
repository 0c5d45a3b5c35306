import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { CreditsPage } from "../pages/credits-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

describe("credits", () => {
  const browser = useBrowser();

  it("a user without credits is stopped by the server's 403 and sees the upgrade tips with the spec's message", async () => {
    const { page, errors } = await browser.newPage();
    const app = new CreditsPage(page, browser.baseURL);
    await app.signInNewUser(unique("credits"));

    // Spend the registration grant (24) and today's free AI credits (8) through the real route.
    for (let i = 0; i < 6; i += 1) expect((await app.writeOff(`e2e-vector-${i}`, { type: "ai", name: "vector" })).body.data).toMatchObject({ source: "credits" });
    for (let i = 0; i < 4; i += 1) expect((await app.writeOff(`e2e-matting-${i}`, { type: "ai", name: "matting" })).body.data).toMatchObject({ source: "free_quota" });
    const refused = await app.writeOff("e2e-matting-more", { type: "ai", name: "matting" });
    expect(refused).toMatchObject({ status: 403, body: { error: "FREE_AI_LIMIT", msg: "Free AI credits reached for today!" } });

    // The history page, reached from the avatar menu, explains every movement.
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByTestId("credit-history-link").click();
    await page.getByTestId("credit-history").waitFor();
    await expect.poll(() => app.rows.count()).toBe(11);
    expect(await app.rows.last().textContent()).toContain("Sign-up bonus");
    expect(await app.rows.first().textContent()).toContain("Background removal");
    expect(await page.getByTestId("credit-summary").textContent()).toContain("0 AI credits");

    // No paid action exists in the app yet, so the paid call goes through the page's own API client:
    // after a reload its history request is answered by the real server's write-off route (403).
    await page.route("**/api/credits/history*", async (route) => {
      const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
      const response = await route.fetch({ url: `${browser.baseURL}/api/ai-design/write-off/e2e-paid-action`, method: "POST", postData: JSON.stringify({ type: "ai", name: "matting" }), headers: { ...route.request().headers(), "content-type": "application/json", "x-csrf-token": csrf } });
      await route.fulfill({ response });
    });
    await page.reload();
    await app.limitMessage.waitFor();
    expect(await app.limitMessage.textContent()).toBe("Free AI credits reached for today!");
    expect(await app.limitMessage.getAttribute("data-limit")).toBe("FREE_AI_LIMIT");
    expect(await page.getByRole("dialog", { name: "Upgrade to Pro" }).count()).toBe(1);
    const tips = page.getByTestId("limit-help-upgrade");
    await expect.poll(() => tips.textContent()).toContain("free AI credits and");
    expect(await tips.textContent()).toContain("cannot be bought on this site yet");
    await screenshot(page, "credits-limit-modal");
    expect(errors.filter((e) => !e.includes("403"))).toEqual([]);
  });
});
