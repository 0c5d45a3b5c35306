import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { EditorPage } from "../pages/editor-page";

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
});
