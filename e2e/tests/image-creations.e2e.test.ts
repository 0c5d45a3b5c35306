import { describe, expect, it } from "vitest";
import { phone, screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { uniqueEmail as unique, useAdminServer } from "../harness/own-server";
import { ImageCreationsPage } from "../pages/image-creations-page";

/**
 * The image generator's Creations tab and inspiration page (issue 18). Its own server, so an admin
 * can be made the operator's way (ADMIN_EMAILS) to feature a sample.
 */
describe("image creations and inspiration", () => {
  const browser = useBrowser();
  const server = useAdminServer("admin");
  const { adminEmail } = server;

  it("a new user finds a generated image by keyword and by tag after a reload, marks a favourite and deletes; 'Use this prompt' fills the playground", async () => {
    const { page, errors } = await browser.newPage();
    const app = new ImageCreationsPage(page, server.baseURL);
    await app.signInNewUser(unique("creator"));
    const word = `lighthouse${Math.floor(Math.random() * 1e6)}`;
    const prompt = `a copper ${word} at dawn`;
    // Two variants of one task with the offline local model: one group in the list.
    const result = await app.generate({ prompt, nVariants: 2, size: "16:9" });
    expect(result.status).toBe("SUCCESS");

    await app.goto("/edit?lang=en");
    await app.search(word);
    await expect.poll(() => app.cards.count()).toBe(2);
    expect(await page.getByText("2 variants of one generation").count()).toBe(1);

    // A new own tag on the first image: 'Success!'.
    const first = app.cards.first();
    const firstId = await first.getAttribute("data-id");
    await first.getByTestId("creation-tags").click();
    const dialog = page.getByRole("dialog", { name: "Tags of this image" });
    await dialog.getByTestId("tag-new-name").fill("harbour");
    await dialog.getByTestId("tag-new-add").click();
    await app.toast("Success!");
    await expect.poll(() => dialog.getByRole("checkbox", { name: "harbour" }).isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "Done" }).click();
    await first.getByTestId("creation-favourite").click();
    await expect.poll(() => first.getByTestId("creation-favourite").getAttribute("aria-pressed")).toBe("true");

    // After a reload: by keyword both, by tag and by favourite only the tagged one.
    await page.reload();
    await app.heading.waitFor();
    await app.search(word);
    await expect.poll(() => app.cards.count()).toBe(2);
    await page.getByTestId("creations-tag-filter").selectOption({ label: "harbour" });
    await expect.poll(() => app.cards.count()).toBe(1);
    expect(await app.cards.first().getAttribute("data-id")).toBe(firstId);
    expect(await app.cards.first().getByTestId("creation-tag").textContent()).toContain("harbour");
    await page.getByTestId("creations-tag-filter").selectOption({ label: "All tags" });
    await page.getByTestId("creations-favourites-only").check();
    await expect.poll(() => app.cards.count()).toBe(1);
    expect(await app.cards.first().getAttribute("data-id")).toBe(firstId);
    await screenshot(page, "image-creations-en");

    // Delete the other one: gone after a reload too.
    await page.getByTestId("creations-favourites-only").uncheck();
    await expect.poll(() => app.cards.count()).toBe(2);
    const other = app.cards.filter({ hasNot: page.getByTestId("creation-tag") }).first();
    const otherId = Number(await other.getAttribute("data-id"));
    await other.getByRole("button", { name: /^Delete/ }).click();
    await page.getByTestId("creation-delete-confirm").click();
    await expect.poll(() => app.cards.count()).toBe(1);
    await page.reload();
    await app.heading.waitFor();
    await app.search(word);
    await expect.poll(() => app.cards.count()).toBe(1);
    expect(await app.cards.first().getAttribute("data-id")).toBe(firstId);

    // An admin features the kept image through the API; a deleted one cannot be featured.
    const adminPage = await browser.newPage();
    const admin = new ImageCreationsPage(adminPage.page, server.baseURL);
    await admin.signInNewUser(adminEmail);
    expect((await admin.call("POST", "/api/ai-design/featured-samples", { img_id: otherId })).status).toBe(404);
    const featured = await admin.call<{ img_id: number }>("POST", "/api/ai-design/featured-samples", { img_id: Number(firstId), prompt });
    expect(featured.status).toBe(200);

    // The user opens inspiration, finds it, and 'Use this prompt' opens the playground with it.
    await app.goto("/design/inspiration?lang=en");
    const sample = app.featuredCards.filter({ hasText: prompt });
    await sample.waitFor();
    expect(await page.getByTestId("featured-admin").count()).toBe(0);
    await sample.getByTestId("featured-use-prompt").click();
    await page.waitForURL((url) => url.pathname === "/design");
    // The playground takes the hand-over (docs/web.md): the prompt and the sample's aspect are in the form.
    await expect.poll(() => page.locator("#gen-prompt").inputValue()).toBe(prompt);
    expect(await page.locator('input[name="gen-aspect"][value="16:9"]').isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("on a 390 px phone the creations and inspiration pages fit the width, in Chinese", async () => {
    const { page, errors } = await browser.newPage(phone);
    const app = new ImageCreationsPage(page, server.baseURL);
    await app.signInNewUser(unique("phone"));
    expect((await app.generate({ prompt: "a phone-sized fox", nVariants: 1, size: "1:1" })).status).toBe("SUCCESS");
    await app.goto("/edit?lang=zh");
    await expect.poll(() => app.cards.count()).toBeGreaterThan(0);
    expect(await app.overflowsHorizontally()).toBe(false);
    await screenshot(page, "image-creations-phone-zh");
    await app.goto("/design/inspiration?lang=zh");
    await page.getByRole("heading", { name: "灵感" }).waitFor();
    await app.featuredCards.first().waitFor();
    expect(await page.getByTestId("featured-admin").count()).toBe(0);
    expect(await app.overflowsHorizontally()).toBe(false);
    await screenshot(page, "image-inspiration-phone-zh");
    expect(errors).toEqual([]);
  });
});
