import { describe, expect, it } from "vitest";
import { phone, screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { solidPng } from "../harness/png";
import { EditorUploadsPage } from "../pages/editor-uploads-page";

describe("the editor's uploads", () => {
  const browser = useBrowser();

  it("mobile upload by QR code: a phone without a session opens the link, sends a photo, and the editor's poll finds it", async () => {
    const { page } = await browser.newPage();
    const editor = new EditorUploadsPage(page, browser.baseURL);
    await editor.signInNewUser(`mobile-upload.${Date.now()}@example.test`);
    const link = await editor.createPhoneLink("e2e-design");
    // The token rides in the fragment; the test server's link base is this base URL's host.
    const url = new URL(link.url);
    expect(url.pathname).toBe("/mobile-upload");
    expect(url.hash).toMatch(/^#[\w-]{43}$/);

    const phoneTab = await browser.newPage(phone);
    const phonePage = new EditorUploadsPage(phoneTab.page, browser.baseURL);
    await phonePage.goto(`/mobile-upload?lang=zh${url.hash}`);
    expect(await phonePage.headingText()).toBe("发送图片到您的设计");
    await phonePage.phoneInput.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from(solidPng(30, 20, [236, 72, 153])) });
    await expect.poll(() => phonePage.phoneSent.textContent()).toContain("已发送：photo.png");
    await screenshot(phoneTab.page, "mobile-upload-phone-zh");
    expect(await phonePage.overflowsHorizontally()).toBe(false);
    expect(phoneTab.errors).toEqual([]);

    await expect.poll(async () => (await editor.phoneFiles(link.id)).map((file) => [file.name, file.width, file.height])).toEqual([["photo.png", 30, 20]]);
  });
});
