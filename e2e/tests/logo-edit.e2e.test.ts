import { describe, expect, it } from "vitest";
import { phone, screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { solidPng } from "../harness/png";
import { IconDesignPage } from "../pages/icon-design-page";

/** A result's path without its signed link's query (each file of a result has its own signature). */
const pathOf = (src: string | null | undefined) => src?.split("?")[0];
/** The full-size result of a thumbnail (n.thumb.webp -> n.png), as a path. */
const fullSizeOf = (thumb: string | null | undefined) => pathOf(thumb)?.replace(/\.thumb\.webp$/, ".png");

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
const loadingMessages = [
  "Getting started...",
  "Analyzing your brand...",
  "Creating designs...",
  "Adjusting colors...",
  "Finalizing layout...",
  "Almost done, hang tight!",
];

/** Console errors less the 404 a fresh install gives for the style data file it does not have yet. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes("404"));

describe("icon design modal", () => {
  const browser = useBrowser();

  it("a new user makes logos for 'a coffee shop', opens one, makes it green with AI Edit, goes back and forward, and applies a palette", async () => {
    const { page, errors } = await browser.newPage();
    const app = new IconDesignPage(page, browser.baseURL);
    await app.goto("/logo-maker?lang=en");
    await app.walkToSamples("a coffee shop", "combination", { industry: "Coffee & tea" });
    // Step 4 offers the seeded sample designs; Skip generates without picks.
    await app.button("Skip").click();

    // Asked to sign in; the outbox's code signs in and the generation goes on.
    await app.loginPanel.waitFor();
    await app.signInWithEmailCode(unique("edit"));
    await expect.poll(() => app.progressCards.count()).toBe(4);
    await expect.poll(() => app.results.count(), { timeout: 30_000 }).toBe(4);

    // Open the first design: full screen, normal mode shows AI Edit.
    const original = await app.results.first().locator("img").getAttribute("src");
    await app.results.first().locator("button.lm-result-open").click();
    await app.modal.waitFor();
    expect(await app.modal.getByRole("heading").first().textContent()).toBe("Icon design");
    expect(pathOf(await app.presentSrc())).toBe(fullSizeOf(original));
    expect(await app.stripThumbs.count()).toBe(4);
    expect(await app.modalButton("Back").isDisabled()).toBe(true);
    const before = await app.presentHues();
    expect(before.green / before.coloured).toBeLessThan(0.5);
    // Outside production the info overlay is offered: prompt, model, seed, size, task id.
    await app.modalButton("Info").click();
    // The size is a value from the task's info (the labels are there before it loads).
    await expect.poll(() => app.modal.getByTestId("design-info").textContent()).toMatch(/Size1024x\d+/);
    expect(await app.modal.getByTestId("design-info").textContent()).toContain("Seed");
    await app.modalButton("Info").click();

    // AI Edit with nothing typed only opens the prompt bar.
    await app.modalButton("AI Edit").click();
    await app.promptBar.waitFor();
    expect(await app.editPrompt.getAttribute("placeholder")).toBe("What do you want to change?");
    await app.modal.getByTestId("edit-submit").hover();
    expect(await page.getByRole("tooltip").textContent()).toBe("Uses 4 credits");
    // No OpenAI key on this server: both modes run on the local designer and say so (GET /api/ai-design/models).
    const modes = app.modal.getByRole("radio");
    await expect.poll(() => modes.allTextContents()).toEqual(["Quick 1 design by Studio", "Max 4 designs by Studio"]);
    expect(await modes.evaluateAll((radios) => radios.map((radio) => radio.getAttribute("data-model")))).toEqual(["local", "local"]);
    // Shift+Enter is a new line, Enter submits.
    await app.editPrompt.fill("make it");
    await app.editPrompt.press("Shift+Enter");
    expect(await app.editPrompt.inputValue()).toBe("make it\n");
    await app.editPrompt.fill("make it green");
    await app.editPrompt.press("Enter");
    await app.modal.getByTestId("design-placeholder").waitFor();
    const label = await app.modal.locator(".loading-overlay-label").textContent();
    expect(loadingMessages).toContain(label);
    expect(await app.modal.getByTestId("loading-overlay").getByRole("progressbar").getAttribute("aria-valuenow")).toMatch(/^\d+$/);
    await screenshot(page, "logo-edit-1-loading-desktop");

    // The green design joins the strip in front and becomes the present design.
    await expect.poll(() => app.stripThumbs.count(), { timeout: 30_000 }).toBe(5);
    expect(await app.modal.getByTestId("design-placeholder").count()).toBe(0);
    await expect.poll(async () => pathOf(await app.presentSrc())).not.toBe(fullSizeOf(original));
    const green = await app.presentSrc();
    const after = await app.presentHues();
    expect(after.coloured).toBeGreaterThan(200);
    expect(after.green / after.coloured).toBeGreaterThan(0.8);
    expect(await app.editPrompt.inputValue()).toBe("");
    expect(await app.modal.getByText("Design 1 of 5").count()).toBe(1);
    await screenshot(page, "logo-edit-2-green-desktop");

    // History: back to the original, forward to the green one; arrows move through the group.
    await app.modalButton("Back").click();
    expect(pathOf(await app.presentSrc())).toBe(fullSizeOf(original));
    expect(await app.modalButton("Forward").isDisabled()).toBe(false);
    await app.modalButton("Forward").click();
    expect(pathOf(await app.presentSrc())).toBe(pathOf(green));
    await app.modal.getByTestId("design-stage").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("ArrowRight");
    expect(await app.modal.getByText("Design 2 of 5").count()).toBe(1);
    await page.keyboard.press("ArrowLeft");
    expect(pathOf(await app.presentSrc())).toBe(pathOf(green));

    // Choose color: the 20 palettes with previews; Ocean Code recolours (its dark navy ground).
    await app.modalButton("Choose color").click();
    const palettes = page.getByTestId("palette-list").getByRole("button");
    expect(await palettes.count()).toBe(20);
    expect(await page.getByTestId("palette-list").locator("svg").count()).toBe(20);
    await screenshot(page, "logo-edit-3-colors-desktop");
    await page.getByTestId("palette-list").getByRole("button", { name: "Ocean Code" }).click();
    await expect.poll(() => app.stripThumbs.count(), { timeout: 30_000 }).toBe(6);
    await expect.poll(() => app.presentCorner()).toEqual([0x0b, 0x2a, 0x3c]);
    expect(await app.modal.getByTestId("edit-reference").getByRole("img").getAttribute("aria-label")).toBe("Palette Ocean Code");

    // Cancel leaves magic mode and clears the reference; Escape closes the modal.
    await app.modalButton("Cancel").click();
    expect(await app.promptBar.count()).toBe(0);
    await page.keyboard.press("Escape");
    await expect.poll(() => app.modal.count()).toBe(0);

    // Change to style on a desktop: 19 loading placeholders while the style data loads, 5 columns.
    // Away from the maker (whose wizard has the data already) the latest-design thumbnail opens the
    // modal; the data file is held back until the placeholders are checked.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/oss/ai-logo-style/data.json*", async (route) => {
      await held;
      await route.continue();
    });
    await app.goto("/credits?lang=en");
    await page.getByTestId("latest-logo").click();
    await app.modal.waitFor();
    await app.modalButton("AI Edit").click();
    await app.modalButton("Change to style").click();
    const grid = page.getByTestId("style-grid");
    await expect.poll(() => grid.getByTestId("style-placeholder").count()).toBe(19);
    expect(await grid.getAttribute("aria-busy")).toBe("true");
    const columns = () => app.evaluate<number>("getComputedStyle(document.querySelector('[data-testid=style-grid]')).gridTemplateColumns.split(' ').length");
    expect(await columns()).toBe(5);
    await screenshot(page, "logo-edit-8-styles-loading-desktop", { fullPage: false });
    release();
    await expect.poll(() => grid.locator(".idm-style-item button.idm-style").count()).toBeGreaterThan(4);
    expect(await grid.getByTestId("style-placeholder").count()).toBe(0);
    expect(await columns()).toBe(5);
    await page.keyboard.press("Escape");
    await page.unroute("**/oss/ai-logo-style/data.json*");
    // 4 for the logos and 4 per edit, from the 24 a new account gets.
    const me = (await (await page.request.get(`${browser.baseURL}/api/user`)).json()) as { data: { ai_credits: number } };
    expect(me.data.ai_credits).toBe(12);
    expect(unexpected(errors)).toEqual([]);
  });

  it("in Chinese on a 390 px phone the modal speaks Chinese and a swipe moves through the designs", async () => {
    const { page, errors } = await browser.newPage(phone);
    const app = new IconDesignPage(page, browser.baseURL);
    await app.signInNewUser(unique("edit-zh"));
    await app.goto("/logo-maker?lang=zh");
    await app.walkToSamples("咖啡小馆", "emblem", { language: "zh" });
    await app.button("跳过").click();
    await expect.poll(() => app.results.count(), { timeout: 30_000 }).toBe(4);
    await app.results.nth(1).locator("button.lm-result-open").click();
    await app.modal.waitFor();
    expect(await app.modal.getByRole("heading").first().textContent()).toBe("图标设计");
    expect(await app.modal.getByText("第 2 / 4 个设计").count()).toBe(1);
    const second = await app.presentSrc();

    // A swipe to the left shows the next design of the group.
    const box = await app.modal.getByTestId("design-stage").boundingBox();
    if (!box) throw new Error("no stage");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => app.modal.getByText("第 3 / 4 个设计").count()).toBe(1);
    expect(await app.presentSrc()).not.toBe(second);

    await app.modalButton("AI 编辑").click();
    expect(await app.editPrompt.getAttribute("placeholder")).toBe("你想修改什么？");
    expect(await app.modal.getByRole("radio", { name: "快速 1 个设计" }).getAttribute("aria-checked")).toBe("true");
    expect(await app.modalButton("取消").count()).toBe(1);
    await app.editPrompt.fill("改成绿色");
    await app.editPrompt.press("Enter");
    await expect.poll(() => app.stripThumbs.count(), { timeout: 30_000 }).toBe(5);
    await expect
      .poll(async () => {
        const hues = await app.presentHues();
        return hues.green / hues.coloured;
      })
      .toBeGreaterThan(0.8);
    expect(await app.overflowsHorizontally()).toBe(false);
    await screenshot(page, "logo-edit-4-green-phone-zh");
    // Change to style: the seeded samples in 3 columns; choosing one closes the dialog and becomes the reference.
    await app.modalButton("更换风格").click();
    const styles = page.getByTestId("style-grid").locator(".idm-style-item button.idm-style");
    await expect.poll(() => styles.count()).toBeGreaterThan(4);
    expect(await app.evaluate<number>("getComputedStyle(document.querySelector('[data-testid=style-grid]')).gridTemplateColumns.split(' ').length")).toBe(3);
    // The sample images load and the dialog has finished fading in before the screenshot.
    await expect
      .poll(
        () =>
          app.evaluate<boolean>(
            "[...document.querySelectorAll('[data-testid=style-grid] img')].slice(0, 6).every((img) => img.complete && img.naturalWidth > 0)",
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    await expect.poll(() => app.evaluate<string>("getComputedStyle(document.querySelector('.modal-backdrop')).opacity")).toBe("1");
    await screenshot(page, "logo-edit-6-styles-phone-zh");
    await styles.first().click();
    await expect.poll(() => page.getByTestId("style-grid").count()).toBe(0);
    await app.modal.getByTestId("edit-reference").waitFor();
    await app.modal.getByTestId("edit-submit").click();
    await expect.poll(() => app.stripThumbs.count(), { timeout: 30_000 }).toBe(6);
    // The upload tile: the user's own image becomes the reference; its colour recolours the design.
    await app.modalButton("更换风格").click();
    await page.getByTestId("style-upload").setInputFiles({ name: "red.png", mimeType: "image/png", buffer: solidPng(64, 64, [200, 30, 40]) });
    await app.modal.getByTestId("edit-reference").getByRole("img", { name: "red.png" }).waitFor();
    await app.modal.getByTestId("edit-submit").click();
    await expect.poll(() => app.stripThumbs.count(), { timeout: 30_000 }).toBe(7);
    await app.modalButton("选择配色").click();
    expect(await page.getByTestId("palette-list").getByRole("button", { name: "海洋代码" }).count()).toBe(1);
    await screenshot(page, "logo-edit-5-colors-phone-zh");
    expect(unexpected(errors)).toEqual([]);
  });
});
