import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { EditorPage, type SavedElement } from "../pages/editor-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

describe("design editor", () => {
  const browser = useBrowser();

  it("a new Instagram post: drag, undo and redo, keyboard moves from the layers list, history kept over a reload", async () => {
    const { page, errors } = await browser.newPage();
    const editor = new EditorPage(page, browser.baseURL);
    await editor.goto("/design/new?type=instagram-post&t1=Crumb&t2=Fresh%20bread&lang=en");
    expect(await editor.headingText()).toBe("Crumb");
    await editor.group("name").waitFor();
    await expect.poll(() => editor.layers.allTextContents()).toEqual(["Slogan, text", "Name, text"]);

    // A drag is one undo step: the element moves, undo puts it back, redo moves it again.
    const before = await editor.elementX("name");
    await editor.drag("name", 60, 0);
    await expect.poll(() => editor.elementX("name")).toBeGreaterThan(before + 50);
    const moved = await editor.elementX("name");
    await editor.undo();
    await expect.poll(() => editor.elementX("name")).toBeCloseTo(before, 0);
    await editor.redo();
    await expect.poll(() => editor.elementX("name")).toBeCloseTo(moved, 0);
    await screenshot(page, "editor-new-post");

    // The keyboard's way in: a layer row, Alt+Shift+Right moves it 10 px and says so.
    await editor.layers.filter({ hasText: "Slogan" }).focus();
    await page.keyboard.press("Alt+Shift+ArrowRight");
    await expect.poll(() => editor.announcer.textContent()).toBe("Moved Slogan text 10 px right");

    // The history survives a reload of this unsaved design: undo still walks back.
    await page.reload();
    await editor.group("name").waitFor();
    await expect.poll(() => editor.elementX("name")).toBeCloseTo(moved, 0);
    await editor.undo();
    await editor.undo();
    await expect.poll(() => editor.elementX("name")).toBeCloseTo(before, 0);
    expect(errors).toEqual([]);
  });

  it("a new user's saved logo from My logos: moved and re-worded in the editor, undone and redone, autosaved, the same after a reload", async () => {
    const { page, errors } = await browser.newPage();
    const editor = new EditorPage(page, browser.baseURL);
    await editor.signInNewUser(unique("editor"));

    // A design of the classic list, saved as the maker's save button does (the maker's walk is classic-maker.e2e).
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
    const headers = { "x-csrf-token": csrf, "x-requested-with": "XMLHttpRequest" };
    const list = await page.request.post(`${browser.baseURL}/api/getAllInfo`, {
      data: { name: "Harbor Pine", industry: "marine supplies", page_size: 6 },
      headers,
    });
    const { svg, ...data } = ((await list.json()) as { data: { list: { svg: string; token: string; gradient: unknown }[] } }).data.list[0]!;
    const saved = await page.request.post(`${browser.baseURL}/api/user/favourite`, {
      data: { data, gradient: data.gradient, gtoken: data.token, svg },
      headers,
    });
    expect(saved.status()).toBe(200);

    // My logos: 'Edit in editor' opens the logo's own design as a work.
    await editor.goto("/favourites?tab=saved&lang=en");
    await page.getByTestId("cm-saved-logo").first().getByTestId("cm-open-in-editor").click();
    await page.waitForURL(/\/design\/w\/\d+/);
    await editor.editor.waitFor();
    const name = await editor.layerId("Name");
    await editor.group(name).waitFor();
    expect(await editor.textOf(name)).toBe("Harbor Pine");

    // Move it, then change its words in the text panel (one undo step when the field is left).
    const before = await editor.elementX(name);
    await editor.drag(name, 40, 0);
    await expect.poll(() => editor.elementX(name)).toBeGreaterThan(before + 30);
    const moved = await editor.elementX(name);
    await page.getByLabel("Text", { exact: true }).fill("Harbor & Pine");
    await editor.layers.filter({ hasText: "Name" }).first().click();
    await expect.poll(() => editor.textOf(name)).toBe("Harbor & Pine");
    await editor.undo();
    await expect.poll(() => editor.textOf(name)).toBe("Harbor Pine");
    await editor.redo();
    await expect.poll(() => editor.textOf(name)).toBe("Harbor & Pine");
    await expect.poll(() => editor.saveStatus.getAttribute("data-status")).toBe("saved");
    await screenshot(page, "editor-logo-work");

    // Saved on the server: a reload shows the same words in the same place.
    await page.reload();
    await editor.group(name).waitFor();
    await expect.poll(() => editor.textOf(name)).toBe("Harbor & Pine");
    await expect.poll(() => editor.elementX(name)).toBeCloseTo(moved, 0);

    // An Instagram post with the logo's name, downloaded as a 1080 x 1080 PNG drawn by the server.
    await editor.goto("/design/new?type=instagram-post&t1=Harbor%20%26%20Pine&lang=en");
    await editor.group("name").waitFor();
    await page.getByTestId("editor-export-open").click();
    await page.getByTestId("editor-export-format").selectOption("png");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("editor-export-start").click()]);
    const path = await download.path();
    if (!path) throw new Error("no downloaded file");
    const png = await sharp(path).metadata();
    expect([png.format, png.width, png.height]).toEqual(["png", 1080, 1080]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    expect(errors).toEqual([]);
  });

  it("a preview (virtual=1) is saved only when kept; a change made just before leaving the editor is saved on the way out", async () => {
    const { page, errors } = await browser.newPage();
    const editor = new EditorPage(page, browser.baseURL);
    await editor.signInNewUser(unique("editor-preview"));
    await editor.goto("/design/new?type=instagram-post&t1=Preview%20Cafe&virtual=1&lang=en");
    await editor.group("name").waitFor();
    expect(await editor.textOf("name")).toBe("Preview Cafe");
    await expect.poll(() => editor.saveStatus.getAttribute("data-status")).toBe("preview");
    expect(await editor.saveStatus.textContent()).toContain("Preview: not saved until you keep it.");
    // A change does not save a preview: past the autosave delay the address is still the new design's.
    const before = await editor.elementX("name");
    await editor.drag("name", 50, 0);
    await expect.poll(() => editor.elementX("name")).toBeGreaterThan(before + 40);
    await page.waitForTimeout(1500);
    expect(page.url()).toContain("/design/new?");
    // Kept: saved as a work, with the change, and the page moves to it.
    await page.getByRole("button", { name: "Keep this design" }).click();
    await page.waitForURL(/\/design\/w\/\d+/);
    const id = editor.workId();
    const kept = (await editor.savedWork(id)).document.elements.find((element) => element.id === "name") as SavedElement & { x: number };
    expect(kept.text).toBe("Preview Cafe");
    await editor.group("name").waitFor();

    // Moved 10 px from the layers list, then the site's home link at once (well inside the 1.2 s autosave delay).
    const savedX = kept.x;
    await editor.layer("name").focus();
    await page.keyboard.press("Alt+Shift+ArrowRight");
    const movedX = await editor.elementX("name");
    await page.locator("a.brand").click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect
      .poll(async () => ((await editor.savedWork(id)).document.elements.find((e) => e.id === "name") as SavedElement & { x: number }).x)
      .toBe(savedX + 10);
    // Opened again without this tab's kept history: what the server has shows the change.
    await page.evaluate(() => window.sessionStorage.clear());
    await editor.goto(`/design/w/${id}?lang=en`);
    await editor.group("name").waitFor();
    await expect.poll(() => editor.elementX("name")).toBeCloseTo(movedX, 0);
    expect(errors).toEqual([]);
  }, 120_000);
});
