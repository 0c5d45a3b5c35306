import type { Locator, Page } from "playwright-core";

/**
 * Page-object helpers for the image tools' brush (MaskBrush, erase and watermark removal) and the AI
 * mockup form, for e2e/tests/image-tools.e2e.test.ts. Points are fractions of the shown image (0-1),
 * so a step reads the same whatever size the page lays the image out at.
 */
export type MaskPoint = { x: number; y: number };

/** The painting surface over the source image (present once the image has loaded). */
export function maskSurface(page: Page): Locator {
  return page.getByTestId("mask-brush-surface");
}

/**
 * Draws one stroke through `points` with the mouse (press, move in small steps, release), the way a
 * user paints; waits until the brush has recorded it.
 */
export async function drawMask(page: Page, points: readonly MaskPoint[], options: { size?: number } = {}): Promise<void> {
  const surface = maskSurface(page);
  await surface.waitFor();
  if (options.size !== undefined) await page.getByTestId("mask-brush-size").fill(String(options.size));
  const before = Number(await surface.getAttribute("data-strokes"));
  // The mouse only reaches what is on screen: bring the whole image into view first.
  await surface.scrollIntoViewIfNeeded();
  const box = await surface.boundingBox();
  if (!box) throw new Error("the mask brush is not on screen");
  const at = (p: MaskPoint) => ({ x: box.x + p.x * box.width, y: box.y + p.y * box.height });
  const [first, ...rest] = points.map(at);
  if (!first) throw new Error("drawMask needs at least one point");
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 8 });
  await page.mouse.up();
  // By selector, not by element handle: the surface is a new element when the source image changes.
  await page.waitForFunction((count) => Number(document.querySelector('[data-testid="mask-brush-surface"]')?.getAttribute("data-strokes")) > count, before);
}

/** Undo, redo or clear through the brush's own buttons. */
export async function maskCommand(page: Page, command: "undo" | "redo" | "clear"): Promise<void> {
  await page.getByTestId(`mask-brush-${command}`).click();
}

/** Ticks exactly these mockup scenes in the AI mockup form (unticks the others; the form keeps at least one). */
export async function chooseMockupScenes(page: Page, scenes: readonly string[]): Promise<void> {
  const form = page.getByTestId("mockup-form");
  await form.waitFor();
  const [first, ...others] = scenes;
  if (!first) throw new Error("choose at least one scene");
  // One wanted scene first (so the form never has none), then drop the unwanted (so the cap never blocks), then the rest.
  await form.getByTestId(`mockup-scene-${first}`).check();
  for (const box of await form.locator('input[type="checkbox"]').all()) {
    const scene = (await box.getAttribute("data-testid"))?.replace("mockup-scene-", "") ?? "";
    if (!scenes.includes(scene) && (await box.isChecked())) await box.uncheck();
  }
  for (const scene of others) await form.getByTestId(`mockup-scene-${scene}`).check();
}
