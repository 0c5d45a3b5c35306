import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { ImageCreationsPage } from "../pages/image-creations-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

describe("the icon generator (aicon, spec 03 section 2)", () => {
  const browser = useBrowser();

  it("a new user generates icons offline from the tools page, pays the shown cost once, downloads, finds them in creations and in the modal's history after a reload", async () => {
    const { page, errors } = await browser.newPage();
    const app = new ImageCreationsPage(page, browser.baseURL);
    await app.signInNewUser(unique("icons"));
    // What the user can spend: credits and today's free AI credits (a new user's free ones pay first).
    const credits = async () => {
      const answer = await page.request.get(`${browser.baseURL}/api/ai-design/quotas/ai-logo/info?name=aicon`);
      const { aiCredits, freeCredits } = ((await answer.json()) as { data: { aiCredits: number; freeCredits: number } }).data;
      return aiCredits + freeCredits;
    };

    await app.goto("/design/tools/?lang=en");
    await page.getByTestId("open-icon-generator").click();
    const modal = page.getByTestId("icon-generator");
    await modal.waitFor();
    const start = await credits();

    // The prompt is required; the style starts on 'abstract'; the cost is shown before anything is spent.
    await modal.getByRole("button", { name: "Generate icons" }).click();
    await modal.getByText("Please describe the icon").waitFor();
    expect(await modal.getByRole("radio", { name: "Abstract" }).getAttribute("aria-checked")).toBe("true");
    const cost = Number(await modal.getByTestId("icon-generator-cost").getAttribute("data-cost"));
    expect(cost).toBe(2);

    const word = `coffee`;
    await modal.getByLabel("What should the icon show?").fill(`a ${word} cup`);
    await modal.getByLabel("Number of icons").fill("3");
    await modal.getByRole("button", { name: "Generate icons" }).click();
    // Credits above 0 and a cost above 1: the spec's confirm dialog first.
    await page.getByTestId("credit-confirm-continue").click();

    const task = page.getByTestId("icon-task").first();
    await expect.poll(() => task.getAttribute("data-status"), { timeout: 30_000 }).toBe("done");
    expect(await task.getByTestId("icon-result").count()).toBe(3);
    await expect.poll(() => credits()).toBe(start - cost);
    await screenshot(page, "icon-generator");

    // SVG and PNG downloads of the first icon.
    const svgDownload = page.waitForEvent("download");
    await task.getByRole("button", { name: "SVG" }).first().click();
    expect((await svgDownload).suggestedFilename()).toMatch(/^icon-.+-1\.svg$/);
    const pngDownload = page.waitForEvent("download");
    await task.getByRole("button", { name: "PNG" }).first().click();
    expect((await pngDownload).suggestedFilename()).toMatch(/^icon-.+-1\.png$/);

    // Each icon is an image record: the creations list shows them.
    await app.goto("/edit?lang=en");
    await app.search(word);
    await expect.poll(() => app.cards.count(), { timeout: 10_000 }).toBe(3);

    // The modal's own history survives a reload.
    await app.goto("/design/tools/?lang=en");
    await page.getByTestId("open-icon-generator").click();
    await expect.poll(() => page.getByTestId("icon-task").count()).toBe(1);
    expect(await page.getByTestId("icon-result").count()).toBe(3);
    expect(errors).toEqual([]);
  });
});
