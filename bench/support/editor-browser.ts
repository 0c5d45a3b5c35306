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
export type EditorBrowserFigures = { drags: DragFigures[]; undo: Spread & { totalMs: number }; redo: Spread & { totalMs: number } };

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

/**
 * One drag's figures. `frames` are the intervals between animation frames in which the dragged
 * element's drawing moved (fps = 1000 / their median); `ticks` are the intervals between ALL the
 * page's animation frames during the drag (the display's own pace when the page keeps up), and
 * `idle` how many of those frames had no move to show: a driver that feeds one move every other
 * frame leaves half the frames idle while each frame stays ~16.7 ms long.
 */
export type DragFigures = Spread & { fps: number; driver: string; ticks: Spread; idle: number; handlerMs?: Spread };

/** Frame counter run in the page: notes every animation frame and whether the dragged drawing moved in it. */
const frameCounter = (id: string) => `(() => {
  const state = { moved: [], ticks: [], idle: 0, running: true, last: null };
  window.__benchDrag = state;
  const tick = (time) => {
    const now = document.querySelector(${groupSelector(id)})?.getAttribute("transform") ?? null;
    state.ticks.push(time);
    if (now !== state.last) { state.moved.push(time); state.last = now; } else if (state.ticks.length > 1) state.idle += 1;
    if (state.running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

const intervals = (times: readonly number[]) => times.slice(1).map((time, i) => time - (times[i] ?? time));

function dragFigures(driver: string, moved: number[], ticks: number[], idle: number): DragFigures {
  // The first moved entry is the transform the warm-up move left; the intervals start from it.
  const frames = spread(intervals(moved));
  return { ...frames, fps: frames.median > 0 ? 1000 / frames.median : 0, driver, ticks: spread(intervals(ticks)), idle };
}

/**
 * Presses on DRAGGED_ID and makes the first move (react-moveable measures its guides then): the
 * frames counted are the drag's. Each drag starts from nothing selected, as a first press does: on
 * an element already selected the press lands on react-moveable's handles, which on a 31 px element
 * cover its centre (the press resizes it instead).
 */
async function press(editor: EditorPage, page: Page): Promise<{ x: number; y: number }> {
  await page.keyboard.press("Escape");
  await page.locator(`[data-hit="${DRAGGED_ID}"].is-selected`).waitFor({ state: "detached" });
  const from = await editor.centreOf(editor.hit(DRAGGED_ID));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 2, from.y + 2);
  return from;
}

/**
 * Driver 1, Playwright: DRAG_STEPS calls of page.mouse.move, each a CDP Input.dispatchMouseEvent
 * that waits for the page's ack before the next is sent; (dx, dy) screen px.
 */
async function dragByPlaywright(editor: EditorPage, page: Page, dx: number, dy: number): Promise<DragFigures> {
  const from = await press(editor, page);
  await page.evaluate(frameCounter(DRAGGED_ID));
  await page.mouse.move(from.x + dx, from.y + dy, { steps: DRAG_STEPS });
  const state = await page.evaluate<{ moved: number[]; ticks: number[]; idle: number }>(
    `(() => { window.__benchDrag.running = false; return window.__benchDrag; })()`,
  );
  await page.mouse.up();
  return dragFigures("Playwright page.mouse.move (CDP, one ack per move)", state.moved, state.ticks, state.idle);
}

/**
 * Driver 2, in the page at display rate: after the same real press, a requestAnimationFrame loop
 * dispatches one mousemove per frame on the window (react-moveable's gesto listens to mousedown on
 * the target, then mousemove on its container, the window, and mouseup on the window), so no round
 * trip paces the moves; each frame notes whether the drawing moved and how long the move's handlers
 * took. The release is a real mouseup at the last point.
 */
async function dragInPage(editor: EditorPage, page: Page, dx: number, dy: number): Promise<DragFigures> {
  const from = await press(editor, page);
  const state = await page.evaluate<{ moved: number[]; ticks: number[]; idle: number; handler: number[] }>(`new Promise((resolve) => {
    const steps = ${DRAG_STEPS};
    const [x0, y0, dx, dy] = [${from.x + 2}, ${from.y + 2}, ${dx - 2}, ${dy - 2}];
    const state = { moved: [], ticks: [], idle: 0, handler: [], last: null };
    let step = 0;
    // The move dispatched in frame n shows in frame n + 1: each tick first checks the previous move, then sends the next.
    const tick = (time) => {
      const now = document.querySelector(${groupSelector(DRAGGED_ID)})?.getAttribute("transform") ?? null;
      state.ticks.push(time);
      if (now !== state.last) { state.moved.push(time); state.last = now; } else if (state.ticks.length > 1) state.idle += 1;
      if (step >= steps) { resolve(state); return; }
      step += 1;
      const at = performance.now();
      window.dispatchEvent(new MouseEvent("mousemove", { bubbles: true, cancelable: true, buttons: 1, clientX: x0 + (dx * step) / steps, clientY: y0 + (dy * step) / steps }));
      state.handler.push(performance.now() - at);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`);
  await page.mouse.move(from.x + dx, from.y + dy);
  await page.mouse.up();
  return { ...dragFigures("in-page requestAnimationFrame, one mousemove per frame", state.moved, state.ticks, state.idle), handlerMs: spread(state.handler) };
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

    // The same drag by both drivers (there and back): what paces the frames, the page or the driver.
    const drags = [await dragByPlaywright(editor, page, 240, 160)];
    await saved(page);
    // The synthetic moves must have dragged it for real: back by 240 screen px (snapping may take a few).
    const beforeInPage = await draggedX(editor);
    drags.push(await dragInPage(editor, page, -240, -160));
    await saved(page);
    const moved = beforeInPage - (await draggedX(editor));
    if (Math.abs(moved - 240) > 12) throw new Error(`the in-page drag moved the element ${moved} screen px, not 240`);

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
    return { drags, undo, redo };
  } finally {
    await browser.close();
  }
}
