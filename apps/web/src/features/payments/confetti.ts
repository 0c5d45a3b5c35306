/** Spec 01 section 4 (issue 16): a short confetti of 100 particles when a payment succeeds. */
export const confettiParticles = 100;
export const confettiDurationMs = 1800;

export type Particle = { x: number; y: number; vx: number; vy: number; size: number; colour: string; spin: number; angle: number };

const colours = ["#6d5efc", "#f95d9b", "#ffc53d", "#2fbf71", "#39a0ff"];

/** The particles of one burst, fired upwards from the middle of the top third. */
export function makeParticles(width: number, height: number, random: () => number = Math.random): Particle[] {
  return Array.from({ length: confettiParticles }, (_, i) => ({
    x: width / 2,
    y: height / 3,
    vx: (random() - 0.5) * 14,
    vy: -random() * 12 - 4,
    size: 5 + random() * 5,
    colour: colours[i % colours.length] ?? "#6d5efc",
    spin: (random() - 0.5) * 0.4,
    angle: random() * Math.PI,
  }));
}

/** One frame of motion: gravity and a little air drag. */
export function stepParticles(particles: Particle[]): void {
  for (const p of particles) {
    p.vy += 0.35;
    p.vx *= 0.99;
    p.x += p.vx;
    p.y += p.vy;
    p.angle += p.spin;
  }
}

/**
 * Draws the burst on a full-window canvas laid over the page (pointer events pass through) and
 * removes it after `confettiDurationMs`. Nothing is drawn for users who ask for reduced motion.
 */
export function fireConfetti(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view || view.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return () => undefined;
  const canvas = doc.createElement("canvas");
  canvas.className = "confetti-canvas";
  canvas.setAttribute("aria-hidden", "true");
  canvas.dataset.testid = "confetti";
  canvas.dataset.particles = String(confettiParticles);
  canvas.width = view.innerWidth;
  canvas.height = view.innerHeight;
  doc.body.appendChild(canvas);
  const context = canvas.getContext("2d");
  const particles = makeParticles(canvas.width, canvas.height);
  const started = view.performance.now();
  let frame = 0;
  const draw = (time: number) => {
    if (!context) return;
    context.clearRect(0, 0, canvas.width, canvas.height);
    stepParticles(particles);
    const fade = Math.max(0, 1 - (time - started) / confettiDurationMs);
    context.globalAlpha = fade;
    for (const p of particles) {
      context.save();
      context.translate(p.x, p.y);
      context.rotate(p.angle);
      context.fillStyle = p.colour;
      context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
      context.restore();
    }
    if (time - started < confettiDurationMs) frame = view.requestAnimationFrame(draw);
    else canvas.remove();
  };
  frame = view.requestAnimationFrame(draw);
  const stop = () => {
    view.cancelAnimationFrame(frame);
    canvas.remove();
  };
  // A backstop for a background tab, where animation frames stop.
  view.setTimeout(stop, confettiDurationMs + 500);
  return stop;
}
