import { readFile } from "node:fs/promises";
import type { Locator } from "playwright-core";
import sharp from "sharp";
import { AuthPage } from "./auth-page";

type Point = { x: number; y: number };

/** What the specs read of a saved design's elements (the document schema is @studio/design's). */
export type SavedElement = { id: string; type: string; role: string; text?: string; fontId?: string; color?: string; iconId?: string; size?: number };
export type SavedWork = {
  kind: string;
  name: string;
  preset: string | null;
  version: number;
  document: { width: number; height: number; elements: SavedElement[] };
};

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

  /** The layers list's row of an element, by id (a click selects it; focus is the keyboard's way in). */
  layer(id: string): Locator {
    return this.page.getByTestId("editor-layers").locator(`button.editor-layer-main[data-layer="${id}"]`);
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

  get properties(): Locator {
    return this.page.getByTestId("editor-properties-panel");
  }

  get addPanel(): Locator {
    return this.page.getByTestId("editor-add-panel");
  }

  /** The glyph outlines a text element draws (its path data): another font, another outline. */
  async outlineOf(id: string): Promise<string> {
    return (await this.group(id).locator("path[aria-label]").first().getAttribute("d")) ?? "";
  }

  /**
   * A design of the classic list with a library icon as its symbol, saved to My logos as the maker's
   * save button does (the maker's own walk is classic-maker.e2e): the fastest real way to give a new user a logo.
   */
  async saveClassicLogo(name: string, industry: string, icon = "tabler:anchor"): Promise<void> {
    const headers = await this.apiHeaders();
    const list = await this.page.request.post(`${this.baseURL}/api/getAllInfo`, {
      data: { name, industry, icons: [{ kind: "icon", key: icon }], page_size: 6 },
      headers,
    });
    type Entry = { svg: string; token: string; gradient: unknown; symbol: { kind: string } };
    const entries = ((await list.json()) as { data: { list: Entry[] } }).data.list;
    const entry = entries.find((candidate) => candidate.symbol.kind === "icon");
    if (!entry) throw new Error(`no design with the icon ${icon} among ${entries.length}`);
    const { svg, ...data } = entry;
    const saved = await this.page.request.post(`${this.baseURL}/api/user/favourite`, {
      data: { data, gradient: data.gradient, gtoken: data.token, svg },
      headers,
    });
    if (saved.status() !== 200) throw new Error(`saving the logo: ${saved.status()} ${await saved.text()}`);
  }

  /** My logos' 'Edit in editor' on the first saved logo: the logo's own design opens as a work. Returns the work's id. */
  async openFromMyLogos(): Promise<number> {
    await this.goto("/favourites?tab=saved&lang=en");
    await this.page.getByTestId("cm-saved-logo").first().getByTestId("cm-open-in-editor").click();
    await this.page.waitForURL(/\/design\/w\/\d+/);
    await this.editor.waitFor();
    return this.workId();
  }

  /** The open work's id, from the address (/design/w/{id}). */
  workId(): number {
    const id = Number(/\/design\/w\/(\d+)/.exec(this.page.url())?.[1]);
    if (!id) throw new Error(`not a saved work: ${this.page.url()}`);
    return id;
  }

  /** The work as the server keeps it (GET /api/user/ai-design/works/{id}): what a reload opens. */
  async savedWork(id: number): Promise<SavedWork> {
    const response = await this.page.request.get(`${this.baseURL}/api/user/ai-design/works/${id}`);
    if (response.status() !== 200) throw new Error(`work ${id}: ${response.status()}`);
    return ((await response.json()) as { data: SavedWork }).data;
  }

  /** The tool bar's Download as `format` (default width): the downloaded file's bytes and name. */
  async download(format: "png" | "jpg" | "svg" | "pdf"): Promise<{ bytes: Buffer; name: string }> {
    await this.page.getByTestId("editor-export-open").click();
    await this.page.getByTestId("editor-export-format").selectOption(format);
    const [file] = await Promise.all([this.page.waitForEvent("download"), this.page.getByTestId("editor-export-start").click()]);
    const path = await file.path();
    if (!path) throw new Error("no downloaded file");
    return { bytes: await readFile(path), name: file.suggestedFilename() };
  }

  /** The canvas's drawing as the screen shows it (no selection handles: call with nothing selected), as RGBA pixels. */
  async canvasPixels(): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
    const shot = await this.page.getByTestId("editor-svg").screenshot({ animations: "disabled" });
    const { data, info } = await sharp(shot).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
  }
}
