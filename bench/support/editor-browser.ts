import type { Page } from "playwright-core";
import { launchBrowser } from "../../e2e/harness/browser";
import { EditorPage } from "../../e2e/pages/editor-page";
import { busyDocument, DRAGGED_ID, ELEMENT_COUNT } from "./editor-document";

/**
 * The browser's half of the editor bench (issue 21, must-show 3): a new user's saved work of 200
 * elements opened in the editor in Chromium, then
 * - one element dragged by the mouse in DRAG_STEPS moves; requestAnimationFrame in the page notes
 *   each frame in which the dragged element's drawing actually moved (its <g transform>), and the
 *   intervals between those frames are the frame times (median, p95; fps = 1000 / median);
 * - 100 steps made by arrow-key nudges, then 100 undos and 100 redos by the tool bar's buttons, each
 *   timed in the page from the click until the page could run the next task (React rendered the
 *   200-element canvas and its layers), and in total.
 * The page is driven by strings evaluated through CDP (the site's CSP refuses eval-made functions,
 * and bench/ is type-checked without DOM types).
 */

const DRAG_STEPS = 60;
const UNDO_STEPS = 100;

export type Spread = { median: number; p95: number; count: number };
export type EditorBrowserFigures = { drag: Spread & { fps: number }; undo: Spread & { totalMs: number }; redo: Spread & { totalMs: number } };

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  return { median: at(0.5), p95: at(0.95), count: sorted.length };
}

/** Signs a new user in and saves the 200-element document as their work, as the editor's first save does; returns its id. */
async function busyWork(editor: EditorPage, page: Page, baseURL: string): Promise<number> {
  await editor.goto("/?lang=en");
  await editor.openLoginPanel();
  await editor.signInWithEmailCode(`bench.editor.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`);
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
  const response = await page.request.post(`${baseURL}/api/user/ai-design/works`, {
    data: { kind: "design", name: "Bench 200", document: busyDocument(), preset: "instagram-post" },
    headers: { "x-csrf-token": csrf, "x-requested-with": "XMLHttpRequest" },
  });
  const body = (await response.json()) as { code: number; data?: { id?: number } };
  if (response.status() !== 200 || !body.data?.id) throw new Error(`saving the bench work failed: ${response.status()} ${JSON.stringify(body).slice(0, 300)}`);
  return body.data.id;
}

const groupSelector = (id: string) => JSON.stringify(`[data-testid="editor-svg"] svg > g[id="${id}"]`);

/** Drags DRAGGED_ID by (240, 160) screen px in DRAG_STEPS moves, counting the frames that showed it moved. */
async function drag(editor: EditorPage, page: Page): Promise<Spread & { fps: number }> {
  const from = await editor.centreOf(editor.hit(DRAGGED_ID));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // The first move starts the gesture (react-moveable measures the guides); the frames counted are the drag's.
  await page.mouse.move(from.x + 2, from.y + 2);
  await page.evaluate(`(() => {
    const state = { frames: [], running: true, last: null };
    window.__benchDrag = state;
    const tick = (time) => {
      const now = document.querySelector(${groupSelector(DRAGGED_ID)})?.getAttribute("transform") ?? null;
      if (now !== state.last) { state.frames.push(time); state.last = now; }
      if (state.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await page.mouse.move(from.x + 240, from.y + 160, { steps: DRAG_STEPS });
  const frames = await page.evaluate<number[]>(`(() => { window.__benchDrag.running = false; return window.__benchDrag.frames; })()`);
  await page.mouse.up();
  // The first entry is the transform the warm-up move left; the intervals start from it.
  const intervals = frames.slice(1).map((time, i) => time - (frames[i] ?? time));
  const times = spread(intervals);
  return { ...times, fps: times.median > 0 ? 1000 / times.median : 0 };
}

/** Clicks a tool bar button `count` times in the page, each timed until the next task can run; the total includes the last frame. */
async function clickTimes(page: Page, testId: string, count: number): Promise<Spread & { totalMs: number }> {
  const result = await page.evaluate<{ times: number[]; total: number }>(`(async () => {
    const button = document.querySelector('[data-testid="${testId}"]');
    const nextTask = () => new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(0); });
    const times = [];
    const started = performance.now();
    for (let i = 0; i < ${count}; i += 1) {
      const at = performance.now();
      button.click();
      await nextTask();
      times.push(performance.now() - at);
    }
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { times, total: performance.now() - started };
  })()`);
  return { ...spread(result.times), totalMs: result.total };
}

/** Autosave done (the status turns to pending at each change, synchronously): its request does not overlap what is timed next. */
const saved = (page: Page) => page.locator('[data-testid="editor-save-status"][data-status="saved"]').waitFor();

/** The dragged element's x on the page: where undo must bring it back. */
async function draggedX(editor: EditorPage): Promise<number> {
  return Math.round(await editor.elementX(DRAGGED_ID));
}

export async function measureEditorInBrowser(baseURL: string): Promise<EditorBrowserFigures> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 960 } });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    const editor = new EditorPage(page, baseURL);
    const id = await busyWork(editor, page, baseURL);
    await editor.goto(`/design/w/${id}?lang=en`);
    await editor.group(DRAGGED_ID).waitFor();
    const layers = await editor.layers.count();
    if (layers !== ELEMENT_COUNT) throw new Error(`the editor lists ${layers} layers, not ${ELEMENT_COUNT}`);
    // Fonts fetched and the first render settled before anything is timed.
    await page.waitForLoadState("networkidle");

    const dragFigures = await drag(editor, page);
    await saved(page);

    // 100 steps of history: the dragged element nudged 1 px right by each arrow key press.
    const before = await draggedX(editor);
    for (let i = 0; i < UNDO_STEPS; i += 1) await page.keyboard.press("ArrowRight");
    await saved(page);
    const nudged = await draggedX(editor);
    // 100 document px at the canvas's zoom (the 1080 px page fits the window: about 0.4).
    if (nudged - before < 20) throw new Error(`the nudges moved the element ${nudged - before} screen px`);
    const undo = await clickTimes(page, "editor-undo", UNDO_STEPS);
    if (Math.abs((await draggedX(editor)) - before) > 1) throw new Error("100 undos did not bring the element back");
    const redo = await clickTimes(page, "editor-redo", UNDO_STEPS);
    if (Math.abs((await draggedX(editor)) - nudged) > 1) throw new Error("100 redos did not bring the element to its nudged place");
    await context.close();
    return { drag: dragFigures, undo, redo };
  } finally {
    await browser.close();
  }
}
