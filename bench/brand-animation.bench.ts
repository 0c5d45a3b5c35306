/**
 * Logo animation on the server path (issue 22): a classic logo (planClassicPage, made safe as saving
 * it does) on a 500x500 canvas, 30 frames of each preset drawn by the one renderer, rasterised by
 * resvg and encoded by gifenc (encodeLogoGif, the function behind POST /api/logo-animation/gif).
 * Target: a 30-frame 500x500 GIF in under 1 s. The Lottie file of the same animation is timed too.
 */
import { createIconLibrary } from "@studio/assets";
import { loadIconCatalogue } from "@studio/assets/node";
import { ANIMATION_PRESETS, logoLottie, readGifFacts, type DesignDocument } from "@studio/design";
import { planClassicPage } from "../packages/logo-engine/src/index.js";
import { createNodeLogoDeps } from "../packages/logo-engine/src/node.js";
import { savedDesign } from "../apps/server/src/modules/favourites/saved-design";
import { encodeLogoGif } from "../apps/server/src/modules/logo-animation/logo-gif";
import { loadAverage, quantile } from "./support/timing";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIDE = 500;
const FRAMES = 30;

/** The logo centred on a square canvas: a 500x500 GIF. */
function square(doc: DesignDocument): DesignDocument {
  const side = Math.max(doc.width, doc.height);
  const dx = (side - doc.width) / 2;
  const dy = (side - doc.height) / 2;
  return { ...doc, width: side, height: side, elements: doc.elements.map((element) => ({ ...element, x: element.x + dx, y: element.y + dy })) };
}

export async function run(): Promise<void> {
  const deps = createNodeLogoDeps();
  const [design] = planClassicPage({ brief: { name: "Harbor & Pine", slogan: "Roasted by the sea", industry: "coffee shop" }, page: 1 }, deps);
  if (!design) throw new Error("planClassicPage drew no logo");
  const saved = savedDesign(design.document as unknown as Record<string, unknown>, { library: createIconLibrary(loadIconCatalogue()), fonts: deps.fonts });
  const doc = square(saved.document);
  console.log(
    `one classic logo (${doc.elements.length} elements), ${FRAMES} frames ${SIDE}x${SIDE}, ${RUNS} runs per preset, load average ${loadAverage()}; target: GIF < 1000 ms`,
  );
  for (const preset of ANIMATION_PRESETS) {
    // Warm-up: resvg and the fonts' outlines.
    const first = encodeLogoGif(doc, preset, deps.fonts, { width: SIDE, frames: FRAMES });
    const facts = readGifFacts(first);
    if (facts.frames !== FRAMES || facts.width !== SIDE || facts.height !== SIDE) throw new Error(`unexpected GIF ${JSON.stringify(facts)}`);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      encodeLogoGif(doc, preset, deps.fonts, { width: SIDE, frames: FRAMES });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const lottieStarted = performance.now();
    const lottie = JSON.stringify(logoLottie(doc, preset, deps.fonts, { frames: FRAMES }));
    const lottieMs = performance.now() - lottieStarted;
    const p50 = quantile(times, 0.5);
    console.log(
      `GIF ${preset.padEnd(8)} p50 ${p50.toFixed(0)} ms   max ${(times.at(-1) ?? 0).toFixed(0)} ms   ${(first.length / 1024).toFixed(0)} KB   ${p50 < 1000 ? "met" : "MISSED"}   Lottie ${lottieMs.toFixed(0)} ms ${(lottie.length / 1024).toFixed(0)} KB`,
    );
  }
}
