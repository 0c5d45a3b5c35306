import { describe, expect, it } from "vitest";
import { phone, screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { EditorCanvasPage } from "../pages/editor-canvas-page";

const POST = "/design/new?type=instagram-post&t1=Crumb&t2=Fresh%20bread&lang=en";

describe("editor canvas gestures", () => {
  const browser = useBrowser();

  it("two elements resized and rotated as one group (one undo step each), a text typed on the canvas, Space+drag and middle-drag pan", async () => {
    const { page, errors } = await browser.newPage();
    const editor = new EditorCanvasPage(page, browser.baseURL);
    await editor.goto(POST);
    await editor.group("name").waitFor();
    await expect.poll(() => editor.hitSize("name").then((size) => size.width)).toBeGreaterThan(0);

    // Click one, shift-click the other: one frame with resize and rotation handles around both.
    await editor.hit("name").click();
    await editor.hit("slogan").click({ modifiers: ["Shift"] });
    await editor.handle("se").waitFor();
    const name0 = await editor.hitSize("name");
    const slogan0 = await editor.hitSize("slogan");

    // The corner handle outwards: both grow by the same factor (texts keep their ratio).
    await editor.dragFrom(await editor.centreOf(editor.handle("se")), 60, 60);
    await expect.poll(() => editor.hitSize("name").then((size) => size.width / name0.width)).toBeGreaterThan(1.1);
    const name1 = await editor.hitSize("name");
    const slogan1 = await editor.hitSize("slogan");
    expect(slogan1.width / slogan0.width).toBeCloseTo(name1.width / name0.width, 1);

    // The rotation handle sideways: both turn by the same angle about the frame's centre.
    const rotation = await editor.centreOf(editor.handle("rotation"));
    await editor.dragFrom(rotation, 120, 40);
    await expect.poll(() => editor.rotationOf("name")).not.toBe(0);
    const turned = await editor.rotationOf("name");
    expect(await editor.rotationOf("slogan")).toBeCloseTo(turned, 1);
    await screenshot(page, "editor-canvas-group");

    // One undo takes back the whole rotation of both, and only it (the resize stays).
    await editor.undo();
    await expect.poll(() => editor.rotationOf("name")).toBe(0);
    expect(await editor.rotationOf("slogan")).toBe(0);
    expect((await editor.hitSize("name")).width).toBeCloseTo(name1.width, 0);
    await editor.undo();
    await expect.poll(() => editor.hitSize("slogan").then((size) => size.width)).toBeCloseTo(slogan0.width, 0);

    // A double-click opens the text on the canvas; its drawing is hidden while typed; Ctrl+Enter commits one step.
    await page.keyboard.press("Escape");
    await editor.hit("name").dblclick();
    await editor.textEdit.waitFor();
    await expect.poll(() => editor.group("name").getAttribute("style")).toContain("visibility: hidden");
    await page.keyboard.type("Loaf");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Co");
    await screenshot(page, "editor-canvas-typing", { fullPage: false });
    await page.keyboard.press("Control+Enter");
    await expect.poll(() => editor.textOf("name")).toBe("Loaf\nCo");
    expect(await editor.textEdit.count()).toBe(0);
    await editor.undo();
    await expect.poll(() => editor.textOf("name")).toBe("Crumb");
    await editor.redo();
    await expect.poll(() => editor.textOf("name")).toBe("Loaf\nCo");

    // Enter opens the selected text too; Escape cancels what was typed.
    await editor.hit("slogan").click();
    await page.keyboard.press("Enter");
    await editor.textEdit.waitFor();
    await page.keyboard.type("Gone");
    await page.keyboard.press("Escape");
    await expect.poll(() => editor.textEdit.count()).toBe(0);
    expect(await editor.textOf("slogan")).toBe("Fresh bread");

    // Zoomed in, Space + drag scrolls the viewport and moves nothing; so does a middle-button drag.
    for (let i = 0; i < 3; i += 1) await page.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(() => editor.viewportScroll().then((s) => s.wider)).toBe(true);
    const before = await editor.viewportScroll();
    const nameX = await editor.elementX("name");
    const middle = await editor.centreOf(editor.viewport);
    await editor.blur();
    await page.keyboard.down("Space");
    await expect.poll(() => editor.viewport.getAttribute("class")).toContain("is-pan-ready");
    await editor.dragFrom(middle, -150, -80);
    await page.keyboard.up("Space");
    const panned = await editor.viewportScroll();
    expect(panned.left - before.left).toBeGreaterThan(100);
    expect(panned.top - before.top).toBeGreaterThan(50);
    await editor.dragFrom(middle, 100, 0, "middle");
    await expect.poll(() => editor.viewportScroll().then((s) => panned.left - s.left)).toBeGreaterThan(60);
    // Only the view moved: the element is where it was on the canvas.
    expect(await editor.elementX("name")).toBeCloseTo(nameX, 0);
    expect(errors).toEqual([]);
  });

  it("on a phone: a tap selects, one finger drags the element, two fingers pinch the zoom; the page fits the phone", async () => {
    const { page, errors } = await browser.newPage(phone, { hasTouch: true, isMobile: true });
    const editor = new EditorCanvasPage(page, browser.baseURL);
    await editor.goto(POST);
    await editor.group("name").waitFor();
    await editor.stage.scrollIntoViewIfNeeded();
    expect(await editor.contentWidth()).toBeLessThanOrEqual(phone.width);
    await screenshot(page, "editor-canvas-phone-open", { fullPage: false });

    const at = await editor.centreOf(editor.hit("name"));
    await editor.tap(at);
    await expect.poll(() => editor.hit("name").getAttribute("class")).toContain("is-selected");

    const before = await editor.elementX("name");
    await editor.touch([at], [{ x: at.x + 50, y: at.y + 20 }]);
    await expect.poll(() => editor.elementX("name")).toBeGreaterThan(before + 35);
    await editor.undo();
    await expect.poll(() => editor.elementX("name")).toBeCloseTo(before, 0);

    const zoom = await editor.zoomPercent();
    const stage = await editor.centreOf(editor.stage);
    await editor.touch(
      [
        { x: stage.x - 30, y: stage.y + 60 },
        { x: stage.x + 30, y: stage.y + 60 },
      ],
      [
        { x: stage.x - 90, y: stage.y + 60 },
        { x: stage.x + 90, y: stage.y + 60 },
      ],
    );
    await expect.poll(() => editor.zoomPercent()).toBeGreaterThan(zoom * 2);
    // The pinch only zoomed: the selection is the tapped element still, and the page still fits the phone.
    expect(await editor.selectedIds()).toEqual(["name"]);
    expect(await editor.contentWidth()).toBeLessThanOrEqual(phone.width);
    await screenshot(page, "editor-canvas-phone");
    expect(errors).toEqual([]);
  });
});
