import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { phone, screenshot } from "../harness/browser";
import { rgbOnWhite } from "../harness/pixels";
import { useBrowser } from "../harness/fixture";
import { solidPng } from "../harness/png";
import { EditorUploadsPage } from "../pages/editor-uploads-page";

describe("the editor's uploads", () => {
  const browser = useBrowser();

  it("an image dropped on the editor shows the overlay, uploads, and is drawn on the canvas as an image element that undo removes", async () => {
    const { page, errors } = await browser.newPage();
    const editor = new EditorUploadsPage(page, browser.baseURL);
    await editor.signInNewUser(`editor-drop.${Date.now()}@example.test`);
    await editor.goto("/design/new?type=instagram-post&t1=Crumb&lang=en");
    await editor.group("name").waitFor();
    const pink = { name: "pink.png", type: "image/png", bytes: solidPng(400, 200, [236, 72, 153]) };

    await editor.dragFiles("dragenter", [pink]);
    await editor.dragOverlay.waitFor();
    await editor.dragFiles("drop", [pink]);
    await editor.dragOverlay.waitFor({ state: "detached" });
    await expect.poll(() => editor.uploadRow("pink.png").getAttribute("data-status")).toBe("success");

    // Drawn by the one renderer: the element's group holds the stored file, and its middle is the picture's pink.
    const image = editor.group("image-1");
    await image.waitFor();
    expect(await image.locator("image").getAttribute("href")).toMatch(/^\/oss\/uploads\/\d+\/[\w-]+\.png$/);
    await expect
      .poll(async () => {
        const { width, height, data } = await rgbOnWhite(await image.screenshot());
        const at = (Math.floor(height / 2) * width + Math.floor(width / 2)) * 3;
        return [data[at], data[at + 1], data[at + 2]];
      })
      .toEqual([236, 72, 153]);
    await screenshot(page, "editor-dropped-image");
    // The layers list names it (the screen reader's way to it).
    await expect.poll(() => editor.layers.allTextContents()).toEqual(["pink.png, image", "Name, text"]);

    await editor.undo();
    await image.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });

  it("mobile upload by QR code: the editor's code decodes to the link, a phone without a session sends a photo, and it appears on the canvas", async () => {
    const { page, errors } = await browser.newPage();
    const editor = new EditorUploadsPage(page, browser.baseURL);
    await editor.signInNewUser(`mobile-upload.${Date.now()}@example.test`);
    await editor.goto("/design/new?type=instagram-post&t1=Crumb&lang=en");
    await editor.group("name").waitFor();
    await page.getByTestId("editor-upload-phone").click();
    const code = page.getByTestId("mobile-upload-qr");
    await code.waitFor();
    // What a phone's camera reads: the QR code as drawn on the screen.
    const { data, info } = await sharp(await code.screenshot())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(decoded).not.toBeNull();
    const url = new URL(decoded!.data);
    expect(url.pathname).toBe("/mobile-upload");
    // The token rides in the fragment, never in a path or query a server logs.
    expect(url.hash).toMatch(/^#[\w-]{43}$/);
    expect(url.search).toBe("");
    await page.getByRole("button", { name: "Close" }).click();

    const phoneTab = await browser.newPage(phone);
    const phonePage = new EditorUploadsPage(phoneTab.page, browser.baseURL);
    await phonePage.goto(`/mobile-upload?lang=zh${url.hash}`);
    expect(await phonePage.headingText()).toBe("发送图片到您的设计");
    await phonePage.phoneInput.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from(solidPng(30, 20, [236, 72, 153])) });
    await expect.poll(() => phonePage.phoneSent.textContent()).toContain("已发送：photo.png");
    await screenshot(phoneTab.page, "mobile-upload-phone-zh");
    expect(await phonePage.overflowsHorizontally()).toBe(false);
    expect(phoneTab.errors).toEqual([]);

    // The editor's poll (every 2 s) brings it onto the canvas as an image element.
    await editor.group("image-1").waitFor();
    await expect.poll(() => editor.layers.allTextContents()).toEqual(["photo.png, image", "Name, text"]);
    expect(errors).toEqual([]);
  });
});
