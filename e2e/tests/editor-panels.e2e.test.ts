import { describe, expect, it } from "vitest";
import { screenshot } from "../harness/browser";
import { useBrowser } from "../harness/fixture";
import { EditorPage } from "../pages/editor-page";

/** The ids of the drawn element groups, in drawing order. */
async function groupIds(editor: EditorPage): Promise<string[]> {
  const groups = editor.page.locator('[data-testid="editor-svg"] svg > g[id]');
  const count = await groups.count();
  const ids = await Promise.all(Array.from({ length: count }, (_, index) => groups.nth(index).getAttribute("id")));
  return ids.filter((id): id is string => id !== null);
}

describe("design editor panels", () => {
  const browser = useBrowser();

  it("each panel changes the canvas: text, shape, QR code and the canvas itself; the add tools place new elements; undo reverts a panel change", async () => {
    const { page, errors } = await browser.newPage();
    const editor = new EditorPage(page, browser.baseURL);
    await editor.goto("/design/new?type=instagram-post&t1=Crumb&t2=Fresh%20bread&lang=en");
    await editor.group("name").waitFor();
    const properties = page.getByTestId("editor-properties-panel");
    const add = page.getByTestId("editor-add-panel");

    // Text panel: colour, then twice the font size (the drawn text grows).
    await editor.hit("name").click();
    await properties.getByLabel("Colour", { exact: true }).fill("#e11d48");
    await expect.poll(async () => (await editor.group("name").innerHTML()).includes("#e11d48")).toBe(true);
    const small = (await editor.group("name").boundingBox())?.width ?? 0;
    const size = Number(await properties.getByLabel("Font size").inputValue());
    await properties.getByLabel("Font size").fill(String(Math.round(size * 2)));
    await properties.getByLabel("Font size").blur();
    await expect.poll(async () => (await editor.group("name").boundingBox())?.width ?? 0).toBeGreaterThan(small * 1.3);
    // One undo step for the typed size: undo brings the old width back.
    await editor.undo();
    await expect.poll(async () => (await editor.group("name").boundingBox())?.width ?? 0).toBeCloseTo(small, -1);

    // Shape tool and panel: a hexagon at the centre, then its fill.
    const before = await groupIds(editor);
    await add.getByRole("tab", { name: "Shapes" }).click();
    await add.getByRole("button", { name: "Hexagon" }).click();
    await expect.poll(async () => (await groupIds(editor)).length).toBe(before.length + 1);
    const shapeId = (await groupIds(editor)).find((id) => !before.includes(id)) ?? "";
    expect(shapeId).toMatch(/^shape-/);
    await properties.getByLabel("Colour", { exact: true }).fill("#16a34a");
    await expect.poll(async () => (await editor.group(shapeId).innerHTML()).includes("#16a34a")).toBe(true);
    await properties.getByLabel("Opacity").fill("0.5");
    await expect.poll(async () => (await editor.group(shapeId).getAttribute("opacity")) ?? (await editor.group(shapeId).innerHTML())).toContain("0.5");

    // QR code tool and panel: its colour reaches the drawn modules.
    await add.getByRole("tab", { name: "QR code" }).click();
    await add.getByLabel("QR code text").fill("https://example.test/menu");
    await add.getByRole("button", { name: "Add QR code" }).click();
    await expect.poll(async () => (await groupIds(editor)).some((id) => id.startsWith("qrcode-"))).toBe(true);
    const qrId = (await groupIds(editor)).find((id) => id.startsWith("qrcode-")) ?? "";
    await properties.getByLabel("Code colour").fill("#1d4ed8");
    await expect.poll(async () => (await editor.group(qrId).innerHTML()).includes("#1d4ed8")).toBe(true);

    // The canvas panel (nothing selected, after a click on the empty canvas): the background colour.
    await editor.stage.click({ position: { x: 3, y: 3 } });
    await properties.getByRole("region", { name: "Canvas" }).waitFor();
    await properties.getByLabel("Background colour").fill("#fef3c7");
    await expect.poll(() => page.locator('[data-testid="editor-svg"] svg > rect#background').getAttribute("fill")).toBe("#fef3c7");
    await screenshot(page, "editor-panels");
    expect(errors).toEqual([]);
  });
});
