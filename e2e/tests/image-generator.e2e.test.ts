import { describe, expect, it } from "vitest";
import { phone, screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { solidPng } from "../harness/png";
import { GeneratorPage } from "../pages/generator-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
const credits = async (app: GeneratorPage) => Number((await app.balance.textContent())?.replace(/\D/g, "") ?? NaN);

describe("the AI image generator (/design)", () => {
  const browser = useBrowser();

  it("text to image with the local model, a waiting task cancelled and refunded at once, remix with 2 references (en, then zh)", async () => {
    const { page, errors } = await browser.newPage();
    const app = new GeneratorPage(page, browser.baseURL);
    await app.signInNewUser(unique("generator"));
    await app.open();
    const start = await credits(app);

    // No vendor key on this server: the offline model, under its own name, says what it is and makes 4 images.
    const models = page.getByTestId("model-picker");
    expect(await models.textContent()).toContain("Studio (offline)");
    expect(await models.textContent()).toContain("4 images");
    expect(await page.getByTestId("generation-cost").getAttribute("data-cost")).toBe("4");

    await app.generate("a fox in a misty forest at dawn");
    // Placeholders with the progress figure while it runs, then the model's number of images.
    await page.getByTestId("generation-placeholder").first().waitFor();
    expect(await page.getByRole("progressbar").first().textContent()).toMatch(/^\d+%$/);
    await expect.poll(() => app.results.count(), { timeout: 30_000 }).toBe(4);
    await expect.poll(() => credits(app)).toBe(start - 4);
    await screenshot(page, "generator-text-to-image");

    // Keep the workers busy, then generate: the new task waits in the queue, and Cancel gives its credits back at once.
    await app.submitDirect("filler one");
    await app.submitDirect("filler two");
    await app.submitDirect("filler three");
    await app.generate("a second picture to cancel");
    const second = app.tasks.filter({ hasText: "a second picture to cancel" });
    await expect.poll(() => second.getAttribute("data-status")).toBe("running");
    await expect.poll(() => credits(app)).toBe(start - 20);
    await second.getByTestId("task-cancel").click();
    await expect.poll(() => second.getAttribute("data-status")).toBe("cancelled");
    await expect.poll(() => credits(app)).toBe(start - 16);

    // Remix: two reference images and a prompt, priced 4 per reference. Each goes straight to storage
    // (spec 02 section 7): a grant from /api/oss/sts, the file to the grant's URL, then the server's check.
    const uploadCalls: string[] = [];
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (/^\/api\/(oss\/(sts|upload\/|uploaded)|ai-design\/upload-image$)/.test(path))
        uploadCalls.push(`${response.request().method()} ${path.replace(/[0-9a-f]{32}/, "{id}")} ${response.status()}`);
    });
    await page.getByRole("radio", { name: "Remix" }).click();
    await page.getByTestId("reference-input").setInputFiles([
      { name: "red.png", mimeType: "image/png", buffer: solidPng(64, 64, [220, 40, 40]) },
      { name: "blue.png", mimeType: "image/png", buffer: solidPng(64, 64, [40, 60, 220]) },
    ]);
    await expect.poll(() => page.getByTestId("reference-image").count()).toBe(2);
    const direct = ["GET /api/oss/sts 200", "POST /api/oss/upload/{id} 200", "POST /api/oss/uploaded 200"];
    expect(uploadCalls).toEqual([...direct, ...direct]);
    expect(await page.getByTestId("generation-cost").getAttribute("data-cost")).toBe("8");
    const beforeRemix = await credits(app);
    await app.generate("the two colours as a poster");
    const remix = app.tasks.filter({ hasText: "the two colours as a poster" });
    await expect.poll(() => remix.getAttribute("data-status"), { timeout: 30_000 }).toBe("done");
    expect(await remix.getByTestId("generation-result").count()).toBe(4);
    // Charged (the balance follows without a reload), never more than the cost shown before spending.
    await expect.poll(() => credits(app)).toBeLessThan(beforeRemix);
    expect(beforeRemix - (await credits(app))).toBeLessThanOrEqual(8);

    // The history survives a reload; in Chinese the default is 2 images per generation.
    await app.open("/design?lang=zh");
    await page.getByRole("tab", { name: "创作台" }).waitFor();
    await expect.poll(() => app.tasks.count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId("model-picker").textContent()).toContain("2 张图片");
    await screenshot(page, "generator-zh");
    expect(errors).toEqual([]);
  });

  it("fits a 390 px phone", async () => {
    const { page, errors } = await browser.newPage(phone);
    const app = new GeneratorPage(page, browser.baseURL);
    await app.signInNewUser(unique("generator-phone"));
    await app.open();
    await page.getByRole("radio", { name: "Remix" }).click();
    expect(await app.overflowsHorizontally()).toBe(false);
    await screenshot(page, "generator-phone");
    expect(errors).toEqual([]);
  });
});
