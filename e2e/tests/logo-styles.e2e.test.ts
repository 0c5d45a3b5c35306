import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phone, screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { solidPng } from "../harness/png";
import { startServer, type RunningServer } from "../harness/server";
import { LogoMakerPage } from "../pages/logo-maker-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
const adminEmail = unique("style-admin");
/** A second admin: one sign-up per address (the first admin's e-mail is already used above). */
const imageAdminEmail = unique("image-style-admin");

/** Step 4 for a style: the wizard from the start form, choosing only that style. */
async function stepFour(app: LogoMakerPage, style: string): Promise<void> {
  await app.goto("/logo-maker?lang=en");
  await app.walkToSamples("Bean There, a coffee shop", style);
}

/** The sources of step 4's style samples, without the size query, in order. */
const caseSources = (page: Page) =>
  page
    .locator(".lm-case img")
    .evaluateAll((images) => images.map((img) => (img.getAttribute("src") ?? "").split("?")[0] ?? "").filter((src) => src.startsWith("/oss/ai-logo-style/")));

/** Its own server, so an admin can be named (ADMIN_EMAILS) and the style data starts fresh. */
describe("logo styles: seeded samples, uploads and the admin's style manager", () => {
  const browser = useBrowser();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAILS: `${adminEmail},${imageAdminEmail}` });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("a fresh server shows real sample designs in step 4, on a desktop and a 390 px phone", async () => {
    for (const viewport of [undefined, phone]) {
      const { page, errors } = await browser.newPage(viewport);
      const app = new LogoMakerPage(page, server.baseURL);
      await app.signInNewUser(unique("styles"));
      await stepFour(app, "mascot");
      const sources = await caseSources(page);
      expect(sources.length).toBeGreaterThanOrEqual(4);
      expect(sources.every((src) => /^\/oss\/ai-logo-style\/items\/mascot-\d\.png$/.test(src))).toBe(true);
      // Real images that loaded, not broken ones.
      await expect
        .poll(() => page.locator(".lm-case img").evaluateAll((images) => images.every((img) => (img as HTMLImageElement).naturalWidth > 0)))
        .toBe(true);
      await screenshot(page, viewport ? "logo-styles-step4-phone" : "logo-styles-step4-desktop");
      // The wizard itself fits the viewport (the header's own fit is checked by the shell tests).
      // Polled: the step slides in from the side, so it fits once its animation is over.
      await expect
        .poll(() =>
          page.locator("main").evaluate("[...document.querySelectorAll('main *')].every((e) => e.getBoundingClientRect().right <= window.innerWidth + 0.5)"),
        )
        .toBe(true);
      expect(errors).toEqual([]);
    }
  });

  it("an upload over the pixel limit shows the spec message; an image uploads and generates directly", async () => {
    const { page } = await browser.newPage();
    const app = new LogoMakerPage(page, server.baseURL);
    await app.signInNewUser(unique("uploads"));
    await app.goto("/logo-maker?lang=en");
    const input = page.getByTestId("sample-upload").locator("input[type=file]");
    await input.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: solidPng(8193, 2049, [10, 10, 10]) });
    await expect.poll(() => page.getByRole("alert").first().textContent()).toBe("Image size cannot exceed 4096x4096 pixels, please upload again");
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect.poll(() => page.getByRole("alert").first().textContent()).toBe("Only image files can be uploaded.");

    await input.setInputFiles({ name: "green.png", mimeType: "image/png", buffer: solidPng(1600, 900, [34, 139, 34]) });
    await expect.poll(() => page.locator(".lm-uploads .lm-pick img").count()).toBe(1);
    // Slimmed to a longer side of 800 before it is kept.
    await expect.poll(() => page.locator(".lm-uploads .lm-pick img").evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(800);
    await app.promptInput.fill("Bean There");
    await app.button("Make Logos").click();
    await expect.poll(() => app.results.count(), { timeout: 30_000 }).toBe(4);

    // The custom case is offered first in step 4 next time.
    await stepFour(app, "emblem");
    expect(await page.locator(".lm-case").nth(1).locator("img").getAttribute("src")).toMatch(/^data:image\//);
  });

  it("an admin reorders and removes a style's images, saves, and the wizard shows the new order", async () => {
    const { page, errors } = await browser.newPage();
    const app = new LogoMakerPage(page, server.baseURL);
    await app.signInNewUser(adminEmail);
    await app.goto("/logo-maker?lang=en");
    await app.avatarMenu.getByRole("button", { name: "Account menu" }).click();
    await page.getByTestId("admin-styles-link").click();
    const dialog = page.getByRole("dialog", { name: "Logo Style Management" });
    await dialog.waitFor();
    await page.getByTestId("style-manager-group").selectOption("minimal");
    const list = page.getByTestId("style-manager-items").locator("li");
    await expect.poll(() => list.count()).toBeGreaterThanOrEqual(4);
    const before = await list.evaluateAll((items) => items.map((li) => li.getAttribute("data-src") ?? ""));

    // Drag the first image onto the third.
    const from = (await list.nth(0).boundingBox())!;
    const to = (await list.nth(2).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 20);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + 20, { steps: 8 });
    await page.mouse.up();
    // Keyboard-reachable buttons: the (new) last image one place earlier.
    await list.last().getByRole("button", { name: "Move earlier" }).click();
    // Remove the (new) first image after confirming.
    await list.first().getByRole("button", { name: "Remove" }).click();
    const confirm = page.getByRole("dialog", { name: "Sure to remove?" });
    await confirm.getByRole("button", { name: "Remove" }).click();
    await screenshot(page, "logo-styles-manager-desktop");

    const [a, b, c, d, ...rest] = before;
    const afterDrag = [b, c, a, d, ...rest];
    const moved = [...afterDrag];
    const last = moved.length - 1;
    [moved[last - 1], moved[last]] = [moved[last]!, moved[last - 1]!];
    const expected = moved.slice(1);
    expect(await list.evaluateAll((items) => items.map((li) => li.getAttribute("data-src") ?? ""))).toEqual(expected);

    await page.getByTestId("style-manager-save").click();
    await expect.poll(() => page.getByText("Success", { exact: true }).count()).toBeGreaterThan(0);
    await dialog.getByRole("button", { name: "Close" }).last().click();

    await stepFour(app, "minimal");
    expect(await caseSources(page)).toEqual(expected.map((src) => (src ?? "").split("?")[0] ?? ""));
    expect(errors).toEqual([]);
  });

  it("an admin adds a scene with a style to the image generator's list from /design; the style picker shows it after a reload", async () => {
    const { page, errors } = await browser.newPage();
    const app = new LogoMakerPage(page, server.baseURL);
    await app.signInNewUser(imageAdminEmail);
    await app.goto("/design?lang=en");
    await page.getByTestId("style-picker-manage").click();
    const dialog = page.getByRole("dialog", { name: "Logo Style Management" });
    await dialog.waitFor();
    expect(await page.getByTestId("style-manager-product").inputValue()).toBe("aiimage");
    await page.getByTestId("product-styles-add-scene").click();
    const sceneFields = page.getByTestId("product-styles-scene-fields");
    await sceneFields.getByLabel("Name (English)").first().fill("Seaside");
    await sceneFields.getByLabel("Name (Chinese)").first().fill("海边");
    await page
      .getByTestId("product-styles-add-style")
      .locator("input[type=file]")
      .setInputFiles({ name: "sea.png", mimeType: "image/png", buffer: solidPng(640, 640, [20, 90, 200]) });
    const style = page.getByTestId("product-styles-items").locator("li").last();
    await style.getByLabel("Name (English)").fill("Deep blue");
    await style.getByLabel("Name (Chinese)").fill("深蓝");
    await style.getByLabel("Prompt").fill("deep blue sea tones");
    await page.getByTestId("product-styles-save").click();
    await expect.poll(() => page.getByText("Success", { exact: true }).count()).toBeGreaterThan(0);

    await page.reload();
    await page.locator("#gen-scene").selectOption({ label: "Seaside" });
    const item = page.getByTestId("style-item").filter({ hasText: "Deep blue" });
    await item.waitFor();
    expect(await item.locator("img").getAttribute("src")).toMatch(/^\/oss\/aiimage-style\/items\//);
    expect(errors).toEqual([]);
  });
});
