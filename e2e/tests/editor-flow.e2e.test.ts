import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sampleTrueType } from "../../apps/server/src/modules/fonts/sample-fonts.fixture";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { EditorPage, type SavedElement } from "../pages/editor-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** The first element of the saved design that `match` picks, or a failure naming what was missing. */
function find(elements: SavedElement[], what: string, match: (element: SavedElement) => boolean): SavedElement {
  const element = elements.find(match);
  if (!element) throw new Error(`no ${what} in ${JSON.stringify(elements.map((e) => [e.id, e.type, e.role]))}`);
  return element;
}

/**
 * Issue 21, must-show 1: the editor's whole flow for a new user in one browser session (one sign-in,
 * one page). Each step waits for what it changed (expect.poll), never for a fixed time.
 */
describe("the design editor's flow", () => {
  const browser = useBrowser();

  it("a new user's logo from My logos: text, Chinese font, colour and icon changed, undone and redone, saved and reloaded; an Instagram post made from it and downloaded as a 1080 px PNG; a custom TTF font; a QR code that scans", async () => {
    const { page, errors } = await browser.newPage();
    const editor = new EditorPage(page, browser.baseURL);
    await editor.signInNewUser(unique("editor-flow"));

    // 1. A logo in My logos, opened with 'Edit in editor': the logo's own design as a work.
    await editor.saveClassicLogo("Harbor Pine", "marine supplies");
    const logoWork = await editor.openFromMyLogos();
    const opened = await editor.savedWork(logoWork);
    expect(opened.kind).toBe("logo");
    const openedName = find(opened.document.elements, "name", (e) => e.type === "text" && e.role === "name");
    const nameId = openedName.id;
    const iconId = find(opened.document.elements, "icon", (e) => e.type === "icon").id;
    await editor.group(nameId).waitFor();
    // The design's own words (this design sets the name in capitals).
    expect((await editor.textOf(nameId))?.toLowerCase()).toBe("harbor pine");
    expect(await editor.textOf(nameId)).toBe(openedName.text);
    const original = { name: await editor.group(nameId).innerHTML(), icon: await editor.group(iconId).innerHTML() };

    // 2a. Its words, in the text panel (one undo step once the field is left), Chinese words included.
    await editor.layer(nameId).click();
    await editor.properties.getByLabel("Text", { exact: true }).fill("Harbor Pine 松港");
    await editor.layer(nameId).click();
    await expect.poll(() => editor.textOf(nameId)).toBe("Harbor Pine 松港");

    // 2b. Its colour.
    await editor.properties.getByLabel("Colour", { exact: true }).fill("#e11d48");
    await editor.layer(nameId).click();
    await expect.poll(async () => (await editor.group(nameId).innerHTML()).includes("#e11d48")).toBe(true);

    // 2c. On the Chinese site (the header's language link: the same page, the same open design), a
    // font of the picker's Chinese category: the canvas draws the words with the new font's outlines.
    await editor.languageLink("zh").click();
    await expect.poll(() => editor.htmlLang()).toBe("zh-CN");
    const picker = editor.properties.getByTestId("font-picker");
    await picker.getByRole("tab", { name: "中文", exact: true }).click();
    const latinOutline = await editor.outlineOf(nameId);
    await picker.locator('[data-font-id="zcool-kuaile-400"]').click();
    await expect.poll(async () => [latinOutline, ""].includes(await editor.outlineOf(nameId))).toBe(false);
    await editor.languageLink("en").click();
    await expect.poll(() => editor.htmlLang()).toBe("en");

    // 2d. Its icon, replaced through the icon search: English words find icons, Chinese words
    // ("咖啡", coffee) find others; the chosen one is drawn in place of the old one.
    await editor.layer(iconId).click();
    await editor.properties.getByRole("button", { name: "Replace icon" }).click();
    const search = editor.properties.getByLabel("Search icons");
    const results = editor.properties.locator(".ep-icon-grid button");
    await search.fill("anchor");
    await search.press("Enter");
    await results.first().waitFor();
    const english = await results.first().getAttribute("aria-label");
    await search.fill("咖啡");
    await search.press("Enter");
    await expect.poll(() => results.first().getAttribute("aria-label")).not.toBe(english);
    const chosenIcon = (await results.first().getAttribute("aria-label")) ?? "";
    await results.first().click();
    await expect.poll(() => editor.group(iconId).innerHTML()).not.toBe(original.icon);
    const changed = { name: await editor.group(nameId).innerHTML(), icon: await editor.group(iconId).innerHTML() };

    // 3. Four steps back (icon, font, colour, words): the logo as it opened; four forward: as changed.
    for (let step = 0; step < 4; step += 1) await editor.undo();
    await expect.poll(() => editor.group(iconId).innerHTML()).toBe(original.icon);
    await expect.poll(() => editor.group(nameId).innerHTML()).toBe(original.name);
    for (let step = 0; step < 4; step += 1) await editor.redo();
    await expect.poll(() => editor.group(iconId).innerHTML()).toBe(changed.icon);
    await expect.poll(() => editor.group(nameId).innerHTML()).toBe(changed.name);

    // Autosaved: the server holds the changes, and a reload draws the same design.
    await expect.poll(() => editor.saveStatus.getAttribute("data-status")).toBe("saved");
    const saved = (await editor.savedWork(logoWork)).document.elements;
    expect(find(saved, "name", (e) => e.id === nameId)).toMatchObject({ text: "Harbor Pine 松港", fontId: "zcool-kuaile-400", color: "#e11d48" });
    expect(find(saved, "icon", (e) => e.id === iconId).iconId).toBe(chosenIcon);
    await page.reload();
    await editor.group(nameId).waitFor();
    await expect.poll(() => editor.group(nameId).innerHTML()).toBe(changed.name);
    await expect.poll(() => editor.group(iconId).innerHTML()).toBe(changed.icon);
    await screenshot(page, "editor-flow-logo");

    // 4. 'Make a post' from the logo: an Instagram post of its own (a new work) with the logo's
    // words, colour, font and icon, downloaded as a PNG the server draws at 1080 x 1080.
    await page.getByTestId("editor-from-logo-size").selectOption("instagram-post");
    await page.getByTestId("editor-from-logo-make").click();
    await page.waitForURL((url) => /\/design\/w\/\d+/.test(url.pathname) && !url.pathname.endsWith(`/${logoWork}`));
    const postWork = editor.workId();
    await editor.group(nameId).waitFor();
    const post = await editor.savedWork(postWork);
    expect([post.kind, post.preset, post.name, post.document.width, post.document.height]).toEqual([
      "design",
      "instagram-post",
      "Harbor Pine 松港",
      1080,
      1080,
    ]);
    expect(find(post.document.elements, "name", (e) => e.id === nameId)).toMatchObject({
      text: "Harbor Pine 松港",
      fontId: "zcool-kuaile-400",
      color: "#e11d48",
    });
    expect(find(post.document.elements, "icon", (e) => e.id === iconId).iconId).toBe(chosenIcon);
    const png = await editor.download("png");
    expect(png.name).toMatch(/\.png$/);
    const size = await sharp(png.bytes).metadata();
    expect([size.format, size.width, size.height]).toEqual(["png", 1080, 1080]);

    // 5. A custom TTF uploaded from the font picker is chosen for the name: the canvas draws its outlines.
    await editor.layer(nameId).click();
    const beforeCustom = await editor.outlineOf(nameId);
    await editor.properties.getByTestId("font-upload-input").setInputFiles({ name: "Harbor.ttf", mimeType: "font/ttf", buffer: sampleTrueType("Harbor Pine") });
    await expect.poll(async () => (await editor.savedWork(postWork)).document.elements.find((e) => e.id === nameId)?.fontId ?? "").toMatch(/^user-\d+$/);
    // The font's file loads after the choice: the text draws nothing of itself meanwhile, then the new outlines.
    await expect.poll(async () => [beforeCustom, ""].includes(await editor.outlineOf(nameId))).toBe(false);

    // 6. A QR code added, its text typed in its panel: the canvas's pixels decode to that text.
    const qrText = `https://example.test/menu/${Date.now()}`;
    await editor.addPanel.getByRole("tab", { name: "QR code" }).click();
    await editor.addPanel.getByLabel("QR code text").fill("https://example.test/first");
    await editor.addPanel.getByRole("button", { name: "Add QR code" }).click();
    await editor.properties.getByLabel("QR code text").fill(qrText);
    await editor.stage.click({ position: { x: 3, y: 3 } });
    await editor.properties.getByRole("region", { name: "Canvas" }).waitFor();
    await expect
      .poll(async () => {
        const pixels = await editor.canvasPixels();
        return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
      })
      .toBe(qrText);
    await screenshot(page, "editor-flow-post");
    expect(errors).toEqual([]);
  });
});
