import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { ClassicMakerPage } from "../pages/classic-maker-page";

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

describe("classic logo maker", () => {
  const browser = useBrowser();

  it("a new visitor: name link, symbols in English and Chinese, colours, fonts, a list that grows on scroll, a like, two saves after signing in, kept after a reload", async () => {
    const { page, errors } = await browser.newPage();
    const app = new ClassicMakerPage(page, browser.baseURL);
    const lists: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/getAllInfo")) lists.push(request.postData() ?? "");
    });

    // The English site's create-logo entry opens the classic maker, not the AI wizard.
    await app.goto("/generate?name=Harbor%20%26%20Pine&lang=en");
    expect(await app.headingText()).toBe("Harbor & Pine");

    // Symbols: an English word and a Chinese one, each found by the server's search.
    await app.addSymbol("anchor", "anchor");
    await app.addSymbol("咖啡");
    expect(await app.panelSymbols.count()).toBe(2);
    await app.next();

    // Colours: a group selects its first option.
    await page.locator('.cm-color-group[data-group="warm"]').click();
    await expect.poll(() => page.getByTestId("cm-color-options").locator("button").first().getAttribute("aria-pressed")).toBe("true");
    await app.next();

    // Fonts: the catalogue by category; pick one.
    await page.locator("button.cm-font").first().click();
    expect(await page.locator("button.cm-font").first().getAttribute("aria-pressed")).toBe("true");
    await app.next();

    // The list: a page of 12, then 12 more when scrolled to its end.
    await expect.poll(() => app.logos.count()).toBe(12);
    await screenshot(page, "classic-maker-list-desktop");
    const first = JSON.parse(lists[0] ?? "{}") as { page: number; icons: unknown[]; colors: string[]; fonts: string[] };
    expect(first).toMatchObject({ page: 1, icons: [{ kind: "icon" }, { kind: "icon" }] });
    expect(first.colors).toHaveLength(1);
    expect(first.fonts).toHaveLength(1);
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => app.logos.count()).toBe(24);
    const second = JSON.parse(lists[1] ?? "{}") as { page: number; selecthash: string[] };
    expect(second.page).toBe(2);
    expect(second.selecthash.length).toBeGreaterThanOrEqual(12);
    const tokens = await app.tokens(app.logos);
    expect(new Set(tokens).size).toBe(24);

    // Like one: the heart turns on.
    await app.logos.nth(0).getByTestId("cm-like").click();
    expect(await app.logos.nth(0).getByTestId("cm-like").getAttribute("aria-pressed")).toBe("true");

    // Mockups: the renderer's pictures of this logo on the five scenes (free, drawn by the server).
    const previews: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/api/mockups/preview")) previews.push(response.status());
    });
    await app.logos.nth(0).getByTestId("cm-mockups-open").click();
    const mockups = page.getByTestId("cm-mockups").locator("img");
    await expect.poll(() => mockups.count(), { timeout: 30_000 }).toBe(5);
    await expect
      .poll(() => mockups.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth)), { timeout: 30_000 })
      .toEqual([640, 640, 640, 640, 640]);
    expect(previews).toEqual([200, 200, 200, 200, 200]);
    await screenshot(page, "classic-maker-mockups");
    await page.keyboard.press("Escape");
    await page.getByTestId("cm-mockups").waitFor({ state: "detached" });

    // The edit side panel draws THAT design again with a new slogan, in the same place of the list:
    // the same colours (every colour of the drawing) and the same layout family.
    const coloursOf = async (index: number) => {
      const src = decodeURIComponent((await app.logos.nth(index).locator("img").first().getAttribute("src")) ?? "");
      return [...new Set(src.match(/#[0-9a-fA-F]{6}\b/g) ?? [])].map((colour) => colour.toLowerCase()).sort();
    };
    const editSlogan = async (slogan: string) => {
      await app.logos.nth(3).getByTestId("cm-edit").click();
      await page.locator("#cm-edit-slogan").fill(slogan);
      const redrawn = page.waitForResponse((response) => response.url().endsWith("/api/redrawLogo"));
      await page.getByTestId("cm-edit-apply").click();
      expect((await redrawn).status()).toBe(200);
      await page.getByTestId("cm-edit-panel").waitFor({ state: "detached" });
    };
    const coloursBefore = await coloursOf(3);
    expect(coloursBefore.length).toBeGreaterThan(0);
    const layoutBefore = await app.logos.nth(3).getAttribute("data-layout");
    // This design had no slogan: the new line may add the palette's slogan colour, and keeps every other.
    await editSlogan("Coffee by the sea");
    const edited = await app.logos.nth(3).getAttribute("data-token");
    expect(tokens).not.toContain(edited);
    const coloursWithSlogan = await coloursOf(3);
    expect(coloursWithSlogan).toEqual(expect.arrayContaining(coloursBefore));
    expect(coloursWithSlogan.length - coloursBefore.length).toBeLessThanOrEqual(1);
    expect(await app.logos.nth(3).getAttribute("data-layout")).toBe(layoutBefore);
    // Another slogan: exactly the same colours.
    await editSlogan("Roasted by the harbour");
    expect(await app.logos.nth(3).getAttribute("data-token")).not.toBe(edited);
    expect(await coloursOf(3)).toEqual(coloursWithSlogan);
    expect(await app.logos.nth(3).getAttribute("data-layout")).toBe(layoutBefore);
    expect(await app.logos.count()).toBe(24);

    // Save: a visitor is told to sign in; once signed in, the save goes through.
    await app.logos.nth(1).getByTestId("cm-save").click();
    await expect.poll(async () => (await app.toasts.allTextContents()).some((text) => text.includes("You are not logged in!"))).toBe(true);
    await app.loginPanel.waitFor();
    await app.signInWithEmailCode(unique("classic"));
    await expect.poll(() => app.logos.nth(1).getByTestId("cm-save").textContent()).toBe("Saved");
    await app.logos.nth(2).getByTestId("cm-save").click();
    await expect.poll(() => app.logos.nth(2).getByTestId("cm-save").textContent()).toBe("Saved");

    // The saved list has both, also after a reload.
    await app.goto("/favourites?tab=saved");
    await expect.poll(() => app.savedLogos.count()).toBe(2);
    await page.reload();
    await expect.poll(() => app.savedLogos.count()).toBe(2);
    expect((await app.tokens(app.savedLogos)).sort()).toEqual([tokens[1], tokens[2]].sort());
    expect(errors).toEqual([]);
  });
});
