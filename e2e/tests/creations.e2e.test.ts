import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { CreationsPage } from "../pages/creations-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

describe("my creations", () => {
  const browser = useBrowser();

  it("a generated image appears in My creations with its prompt and model, and can be deleted (en, then zh)", async () => {
    const { page, errors } = await browser.newPage();
    const app = new CreationsPage(page, browser.baseURL);
    await app.signInNewUser(unique("creations"));

    const result = await app.generate({ prompt: "a lighthouse at dusk", nVariants: 2, size: "1:1" });
    expect(result.status).toBe("SUCCESS");
    expect(result.resultUrls).toHaveLength(2);

    await app.openFromAvatarMenu();
    await expect.poll(() => app.cards.count()).toBe(2);
    const first = app.cards.first();
    expect(await first.textContent()).toContain("a lighthouse at dusk");
    // No OpenAI key on this server: the built-in local model drew it, and the badge says so.
    expect(await first.textContent()).toContain("Studio");
    expect(await first.textContent()).not.toContain("GPT-4o");
    // The thumbnail is the stored WebP preview (the owner's signed link, so without the public mark), and it loads.
    const src = await first.getByRole("img").getAttribute("src");
    expect(src).toMatch(/^\/oss\/ai-images\/[0-9a-f-]+\/\d\.thumb\.webp\?exp=\d+&sig=[\w-]+$/);
    const thumb = await page.request.get(`${browser.baseURL}${src ?? ""}`);
    expect([thumb.status(), thumb.headers()["content-type"]]).toEqual([200, "image/webp"]);
    expect(await page.getByRole("button", { name: "Load More" }).count()).toBe(0);
    await screenshot(page, "creations-en");

    await first.getByRole("button", { name: /^Delete/ }).click();
    await page.getByRole("dialog", { name: "Delete this creation?" }).waitFor();
    await page.getByTestId("creation-delete-confirm").click();
    await expect.poll(() => app.cards.count()).toBe(1);

    // The deletion is on the server: after a reload, in Chinese, one creation is left.
    await app.goto("/creations?lang=zh");
    await page.getByRole("heading", { name: "我的作品" }).waitFor();
    await expect.poll(() => app.cards.count()).toBe(1);
    expect(await app.cards.first().getByRole("button", { name: /^删除/ }).count()).toBe(1);
    await screenshot(page, "creations-zh");
    expect(errors).toEqual([]);
  });
});
