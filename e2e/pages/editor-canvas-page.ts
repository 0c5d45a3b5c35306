import type { CDPSession, Locator } from "playwright-core";
import { EditorPage } from "./editor-page";

type Point = { x: number; y: number };

/** The editor's canvas gestures: group handles, the text overlay, panning, and a phone's touches (sent through CDP). */
export class EditorCanvasPage extends EditorPage {
  private cdp: CDPSession | undefined;

  get viewport(): Locator {
    return this.page.getByTestId("editor-viewport");
  }

  get textEdit(): Locator {
    return this.page.getByTestId("editor-text-edit");
  }

  /** A handle of react-moveable's frame: a resize direction ("se", "n", ...) or "rotation". */
  handle(which: string): Locator {
    return this.page
      .locator(which === "rotation" ? ".moveable-control-box .moveable-rotation-control" : `.moveable-control-box .moveable-control.moveable-${which}`)
      .first();
  }

  /** Presses a point and drags it by (dx, dy) in steps, with a mouse button (the middle one pans). */
  async dragFrom(from: Point, dx: number, dy: number, button: "left" | "middle" = "left"): Promise<void> {
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down({ button });
    for (let step = 1; step <= 8; step += 1) await this.page.mouse.move(from.x + (dx * step) / 8, from.y + (dy * step) / 8);
    await this.page.mouse.up({ button });
  }

  /** A number of the hit box's inline style (its box at the current zoom: left, top, width, height; the rotation in degrees). */
  private async hitStyle(id: string, pattern: RegExp): Promise<number> {
    const style = (await this.hit(id).getAttribute("style")) ?? "";
    return Number(pattern.exec(style)?.[1] ?? Number.NaN);
  }

  /** The size of an element's hit box on screen (its box at the current zoom, unrotated). */
  async hitSize(id: string): Promise<{ width: number; height: number }> {
    return { width: await this.hitStyle(id, /(?:^|;)\s*width:\s*([-\d.e]+)px/), height: await this.hitStyle(id, /(?:^|;)\s*height:\s*([-\d.e]+)px/) };
  }

  /** The rotation the element's hit box shows, in degrees (its document rotation). */
  rotationOf(id: string): Promise<number> {
    return this.hitStyle(id, /rotate\(([-\d.e]+)deg\)/);
  }

  /** The scrolling viewport's scroll position, and whether the canvas is wider than it (there is something to pan). */
  viewportScroll(): Promise<{ left: number; top: number; wider: boolean }> {
    return this.evaluate(
      "(() => { const v = document.querySelector('[data-testid=editor-viewport]'); return { left: v.scrollLeft, top: v.scrollTop, wider: v.scrollWidth > v.clientWidth }; })()",
    );
  }

  /** Takes the keyboard away from whatever has it (a clicked tool bar button keeps Space for itself). */
  blur(): Promise<void> {
    return this.evaluate("void document.activeElement?.blur()");
  }

  /** How wide the page's content is in CSS px (a phone's window grows to fit content that sticks out, so the window's width cannot tell). */
  contentWidth(): Promise<number> {
    return this.evaluate("document.documentElement.scrollWidth");
  }

  /** The ids of the selected elements, read from the layers list. */
  async selectedIds(): Promise<string[]> {
    const rows = await this.page.locator("[data-testid=editor-layers] .editor-layer.is-selected [data-layer]").all();
    const ids = await Promise.all(rows.map((row) => row.getAttribute("data-layer")));
    return ids.filter((id): id is string => id !== null).sort();
  }

  async zoomPercent(): Promise<number> {
    return Number.parseInt((await this.page.getByTestId("editor-zoom").textContent()) ?? "0", 10);
  }

  /** Touch points (CSS px of the window) as a finger or two would send them: start, moves in steps, end. */
  async touch(starts: Point[], ends: Point[], steps = 6): Promise<void> {
    this.cdp ??= await this.page.context().newCDPSession(this.page);
    const at = (t: number) => starts.map((s, i) => ({ x: s.x + (ends[i]!.x - s.x) * t, y: s.y + (ends[i]!.y - s.y) * t }));
    await this.cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
    for (let step = 1; step <= steps; step += 1) await this.cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(step / steps) });
    await this.cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  }

  async tap(point: Point): Promise<void> {
    await this.touch([point], [point], 0);
  }
}
