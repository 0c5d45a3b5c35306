import { createRandom, hashString, type EngineIcon, type IconSource } from "@studio/logo-engine";
import type { AspectRatio } from "../image-provider";
import { moodPalettes, readPrompt, type Mood } from "./prompt-words";

/** Output sizes by aspect (spec 01 section 9: 1:1 is 1024 x 1024). */
export const aspectSizes: Record<AspectRatio, { width: number; height: number }> = {
  "1:1": { width: 1024, height: 1024 },
  "16:9": { width: 1024, height: 576 },
  "9:16": { width: 576, height: 1024 },
};

type Random = ReturnType<typeof createRandom>;

const f = (n: number) => Math.round(n * 10) / 10;

function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + ((pb[i] ?? v) - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function ridge(random: Random, width: number, baseY: number, amplitude: number, steps: number): string {
  const points: string[] = [`M0 ${f(baseY)}`];
  for (let i = 1; i <= steps; i++) {
    const x = (width / steps) * i;
    const y = baseY - amplitude * (0.3 + random.next() * 0.7) * (i % 2 === 0 ? 0.4 : 1);
    points.push(`L${f(x)} ${f(y)}`);
  }
  return points.join(" ");
}

function wave(random: Random, width: number, baseY: number, amplitude: number): string {
  const phase = random.next() * Math.PI * 2;
  const parts = [`M0 ${f(baseY)}`];
  for (let x = 0; x <= width; x += width / 24) parts.push(`L${f(x)} ${f(baseY + Math.sin(x / 60 + phase) * amplitude)}`);
  return parts.join(" ");
}

function iconMarkup(icon: EngineIcon, size: number, cx: number, cy: number, colour: string): string {
  const scale = size / 24;
  const nodes = icon.nodes
    .map(
      (n) =>
        `<${n.tag} ${Object.entries(n.attrs)
          .map(([k, v]) => `${k}="${v}"`)
          .join(" ")}/>`,
    )
    .join("");
  return `<g transform="translate(${f(cx - size / 2)} ${f(cy - size / 2)}) scale(${f(scale * 100) / 100})" fill="none" stroke="${colour}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${nodes}</g>`;
}

/** A reference image for image to image and remix: a small softened copy (data URL) and its dominant colours. */
export type PaintReference = { dataUrl: string; colours: string[] };

export type ProceduralImage = { svg: string; width: number; height: number; mood: Mood; subject: string | undefined; colours: string[] };

/**
 * The offline model for pictures: reads colours, a mood and a subject from the prompt and paints
 * a layered scene (sky gradient, sun or moon, ridges or waves, the subject as a large icon), each
 * variant differing by seed. Deterministic for one prompt, seed and aspect. It is plainly a local
 * illustration, named as the local model in the image info, not a photograph.
 */
export function paintProceduralImage(input: {
  prompt: string;
  aspect: AspectRatio;
  seed: number;
  icons: IconSource;
  reference?: PaintReference;
}): ProceduralImage {
  const { width, height } = aspectSizes[input.aspect];
  const read = readPrompt(input.prompt);
  // Image to image and remix: the prompt's colours first, else the reference's.
  const reading = input.reference && read.colours.length === 0 ? { ...read, colours: input.reference.colours } : read;
  const random = createRandom(hashString(input.prompt) ^ input.seed);
  const mood: Mood = reading.mood ?? random.pick<Mood>(["day", "sunset", "ocean", "forest", "pastel", "night"]);
  const base = moodPalettes[mood];
  const [c1, c2] = reading.colours;
  const sky: [string, string] = c1 ? [mix(c1, "#ffffff", 0.55), mix(c2 ?? c1, base.sky[1], 0.35)] : base.sky;
  const ground: [string, string] = c1 ? [mix(c2 ?? c1, base.ground[0], 0.3), mix(c1, "#000000", 0.45)] : base.ground;
  const match = reading.subjectText ? input.icons.search(reading.subjectText, { limit: 5 })[0] : undefined;
  const subject = match?.icon;

  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`,
  );
  parts.push(
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></linearGradient>`,
  );
  parts.push(
    `<radialGradient id="glow"><stop offset="0" stop-color="${base.accent}" stop-opacity="0.9"/><stop offset="1" stop-color="${base.accent}" stop-opacity="0"/></radialGradient></defs>`,
  );
  parts.push(`<rect width="${width}" height="${height}" fill="url(#sky)"/>`);
  // The reference, softened, under the painted layers: the result keeps its composition and light.
  if (input.reference)
    parts.push(`<image href="${input.reference.dataUrl}" x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice" opacity="0.7"/>`);

  if (mood === "night" || mood === "neon") {
    for (let i = 0; i < 90; i++)
      parts.push(
        `<circle cx="${f(random.next() * width)}" cy="${f(random.next() * height * 0.6)}" r="${f(0.6 + random.next() * 1.8)}" fill="#ffffff" opacity="${f(0.3 + random.next() * 0.7)}"/>`,
      );
  }
  const sunX = width * (0.15 + random.next() * 0.7);
  const sunY = height * (0.18 + random.next() * 0.2);
  const sunR = Math.min(width, height) * (0.07 + random.next() * 0.06);
  parts.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 3)}" fill="url(#glow)"/>`);
  parts.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="${base.accent}"/>`);

  const layers = 3;
  for (let i = 0; i < layers; i++) {
    const y = height * (0.62 + i * 0.1);
    const colour = mix(ground[0], ground[1], i / (layers - 1));
    const shape = mood === "ocean" ? wave(random, width, y, 10 + i * 6) : ridge(random, width, y, height * (0.18 - i * 0.04), 6 + i * 3);
    const opacity = input.reference ? 0.3 + i * 0.12 : 0.75 + i * 0.12;
    parts.push(`<path d="${shape} L${width} ${height} L0 ${height} Z" fill="${colour}" opacity="${f(opacity)}"/>`);
  }
  if (mood === "snow")
    for (let i = 0; i < 120; i++)
      parts.push(`<circle cx="${f(random.next() * width)}" cy="${f(random.next() * height)}" r="${f(1 + random.next() * 3)}" fill="#ffffff" opacity="0.85"/>`);

  if (subject) {
    const size = Math.min(width, height) * 0.42;
    const cx = width / 2 + (random.next() - 0.5) * width * 0.1;
    const cy = height * 0.52;
    parts.push(`<ellipse cx="${f(cx)}" cy="${f(cy + size * 0.55)}" rx="${f(size * 0.45)}" ry="${f(size * 0.07)}" fill="#000000" opacity="0.18"/>`);
    parts.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 0.62)}" fill="#ffffff" opacity="0.22"/>`);
    parts.push(iconMarkup(subject, size, cx, cy, mix(ground[1], "#000000", 0.35)));
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join("")}</svg>`;
  return { svg, width, height, mood, subject: subject?.key, colours: reading.colours };
}
