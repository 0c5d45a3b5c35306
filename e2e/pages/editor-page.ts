import type { Locator } from "playwright-core";
import { AuthPage } from "./auth-page";

type Point = { x: number; y: number };

/** The design editor (/design/{path}): canvas, layers list, tool bar, save status. */
export class EditorPage extends AuthPage {
  get editor(): Locator {
    return this.page.getByTestId("editor");
  }

  get stage(): Locator {
    return this.page.getByTestId("editor-stage");
  }

  get layers(): Locator {
    return this.page.getByTestId("editor-layers").locator("button.editor-layer-main");
  }

  get announcer(): Locator {
    return this.page.getByTestId("editor-announcer");
  }

  get saveStatus(): Locator {
    return this.page.getByTestId("editor-save-status");
  }

  /** The hit box of an element on the canvas (what is clicked and dragged). */
  hit(id: string): Locator {
    return this.page.locator(`[data-hit="${id}"]`);
  }

  /** The id of the element whose layer row reads `label` ("Name, text"). */
  async layerId(label: string): Promise<string> {
    const id = await this.layers.filter({ hasText: label }).first().getAttribute("data-layer");
    if (!id) throw new Error(`no layer ${label}`);
    return id;
  }

  /** The words a text element draws (its outline's aria-label). */
  textOf(id: string): Promise<string | null> {
    return this.group(id).locator("path[aria-label]").first().getAttribute("aria-label");
  }

  /** The element's drawn group inside the rendered SVG. */
  group(id: string): Locator {
    return this.page.locator(`[data-testid="editor-svg"] svg > g[id="${id}"]`);
  }

  async centreOf(locator: Locator): Promise<Point> {
    const box = await locator.boundingBox();
    if (!box) throw new Error("not on screen");
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  /** Drags an element by its hit box by (dx, dy) screen px, in steps like a hand would. */
  async drag(id: string, dx: number, dy: number): Promise<void> {
    const from = await this.centreOf(this.hit(id));
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    for (let step = 1; step <= 8; step += 1) await this.page.mouse.move(from.x + (dx * step) / 8, from.y + (dy * step) / 8);
    await this.page.mouse.up();
  }

  /** The document as the store holds it, read back from the session history the page keeps. */
  async elementX(id: string): Promise<number> {
    const box = await this.group(id).boundingBox();
    const stage = await this.stage.boundingBox();
    if (!box || !stage) throw new Error("not drawn");
    return box.x + box.width / 2 - stage.x;
  }

  undo(): Promise<void> {
    return this.page.getByTestId("editor-undo").click();
  }

  redo(): Promise<void> {
    return this.page.getByTestId("editor-redo").click();
  }
}
