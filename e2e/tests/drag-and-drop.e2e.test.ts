import { describe, expect, it } from "vitest";
import { phone, screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { solidPng } from "../harness/png";
import type { DraggedFile } from "../pages/app-page";
import { HomePage } from "../pages/home-page";

const indigoLogo: DraggedFile = { name: "logo.png", type: "image/png", bytes: solidPng(48, 48, [79, 70, 229]) };
const notes: DraggedFile = { name: "notes.txt", type: "text/plain", bytes: new TextEncoder().encode("hello") };

describe("dragging images onto the page", () => {
  const browser = useBrowser();

  it("shows the full-screen overlay while an image is dragged, and the dropped image's colours after", async () => {
    const { page, errors } = await browser.newPage();
    const home = new HomePage(page, browser.baseURL);
    await home.open("?lang=en");

    await home.dragFiles("dragenter", [indigoLogo]);
    await home.dragOverlay.waitFor();
    expect(await home.dragOverlay.textContent()).toContain("Drop your images here");
    await screenshot(page, "drag-overlay-en");

    await home.dragFiles("dragleave", [indigoLogo]);
    await home.dragOverlay.waitFor({ state: "detached" });

    await home.dragFiles("dragenter", [indigoLogo]);
    await home.dragOverlay.waitFor();
    await home.dragFiles("drop", [indigoLogo]);
    await home.dragOverlay.waitFor({ state: "detached" });
    await home.swatches.first().waitFor();
    expect(await home.swatchHexes()).toEqual(["#4f46e5"]);
    await page.locator("#palette").scrollIntoViewIfNeeded();
    await screenshot(page, "palette-en");
    expect(errors).toEqual([]);
  });

  it("ignores files that are not images", async () => {
    const { page } = await browser.newPage(phone);
    const home = new HomePage(page, browser.baseURL);
    await home.open("?lang=zh");
    // First an image, so the page's drag listeners are known to be live before the text file.
    await home.dragFiles("dragenter", [indigoLogo]);
    await home.dragOverlay.waitFor();
    await home.dragFiles("dragleave", [indigoLogo]);
    await home.dragOverlay.waitFor({ state: "detached" });
    await home.dragFiles("dragenter", [notes]);
    // Give the page a moment to (not) react before checking.
    await page.waitForTimeout(200);
    expect(await home.dragOverlay.count()).toBe(0);
  });

  it("reads an image chosen with the file picker", async () => {
    const { page } = await browser.newPage(phone);
    const home = new HomePage(page, browser.baseURL);
    await home.open("?lang=zh");
    await page.getByTestId("palette-input").setInputFiles({
      name: "pink.png",
      mimeType: "image/png",
      buffer: solidPng(20, 10, [236, 72, 153]),
    });
    await home.swatches.first().waitFor();
    expect(await home.swatchHexes()).toEqual(["#ec4899"]);
    await screenshot(page, "palette-zh-phone");
  });
});
