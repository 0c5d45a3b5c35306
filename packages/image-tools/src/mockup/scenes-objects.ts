import type { Cylinder } from "./cylinder.js";
import type { Quad } from "./homography.js";
import type { MockupSceneSpec } from "./scene-types.js";
import { blurFilter, points, svgDocument } from "./svg-parts.js";

const W = 1024;
const H = 768;

const MUG: Cylinder = { cx: 480, r: 180, top: 236, height: 270, tilt: 32 / 180, halfAngle: 1.05 };
const RIM_Y = 170;
const BASE_Y = 600;
const mugBody = `M ${MUG.cx - MUG.r} ${RIM_Y} L ${MUG.cx - MUG.r} ${BASE_Y} A ${MUG.r} 32 0 0 0 ${MUG.cx + MUG.r} ${BASE_Y} L ${MUG.cx + MUG.r} ${RIM_Y} A ${MUG.r} 32 0 0 1 ${MUG.cx - MUG.r} ${RIM_Y} Z`;

/** A ceramic mug on a wooden table: the logo wraps round the body and takes its highlight. */
export const mug: MockupSceneSpec = {
  width: W,
  height: H,
  surfaces: [
    { name: "white", hex: "#f5f4f0" },
    { name: "black", hex: "#222224" },
    { name: "cream", hex: "#eee3cc" },
    { name: "navy", hex: "#25335a" },
    { name: "sage", hex: "#8fa58e" },
    { name: "terracotta", hex: "#b8643f" },
  ],
  svg: (surface) =>
    svgDocument(
      W,
      H,
      `<defs>${blurFilter("soft", 16)}${blurFilter("spec", 6)}
        <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e4ddd2"/><stop offset="1" stop-color="#cfc6b8"/></linearGradient>
        <linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7a5a3f"/><stop offset="1" stop-color="#94724f"/></linearGradient>
        <linearGradient id="round" x1="${MUG.cx - MUG.r}" y1="0" x2="${MUG.cx + MUG.r}" y2="0" gradientUnits="userSpaceOnUse">
          <stop offset="0" stop-color="#000" stop-opacity="0.42"/><stop offset="0.16" stop-color="#000" stop-opacity="0.08"/>
          <stop offset="0.3" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.42" stop-color="#fff" stop-opacity="0"/>
          <stop offset="0.78" stop-color="#000" stop-opacity="0.14"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/>
        </linearGradient>
      </defs>
      <rect width="${W}" height="${H}" fill="url(#wall)"/>
      <rect y="540" width="${W}" height="${H - 540}" fill="url(#table)"/>
      <ellipse cx="${MUG.cx + 40}" cy="${BASE_Y + 20}" rx="${MUG.r + 70}" ry="40" fill="#000" opacity="0.4" filter="url(#soft)"/>
      <path d="M ${MUG.cx + MUG.r - 6} 260 C ${MUG.cx + MUG.r + 130} 250 ${MUG.cx + MUG.r + 130} 500 ${MUG.cx + MUG.r - 6} 490" stroke="${surface}" stroke-width="40" fill="none"/>
      <path d="M ${MUG.cx + MUG.r - 6} 260 C ${MUG.cx + MUG.r + 130} 250 ${MUG.cx + MUG.r + 130} 500 ${MUG.cx + MUG.r - 6} 490" stroke="#000" stroke-width="40" opacity="0.25" fill="none"/>
      <path d="M ${MUG.cx + MUG.r - 6} 262 C ${MUG.cx + MUG.r + 112} 256 ${MUG.cx + MUG.r + 112} 494 ${MUG.cx + MUG.r - 6} 488" stroke="#fff" stroke-width="6" opacity="0.25" fill="none"/>
      <path d="${mugBody}" fill="${surface}"/>
      <path d="${mugBody}" fill="url(#round)"/>
      <rect x="${MUG.cx - MUG.r * 0.5}" y="${RIM_Y + 40}" width="16" height="${BASE_Y - RIM_Y - 60}" fill="#fff" opacity="0.55" filter="url(#spec)"/>
      <ellipse cx="${MUG.cx}" cy="${RIM_Y}" rx="${MUG.r}" ry="32" fill="${surface}"/>
      <ellipse cx="${MUG.cx}" cy="${RIM_Y}" rx="${MUG.r}" ry="32" fill="#fff" opacity="0.15"/>
      <ellipse cx="${MUG.cx}" cy="${RIM_Y + 2}" rx="${MUG.r - 14}" ry="26" fill="${surface}"/>
      <ellipse cx="${MUG.cx}" cy="${RIM_Y + 2}" rx="${MUG.r - 14}" ry="26" fill="#000" opacity="0.45"/>`,
    ),
  textures: [
    { material: "plaster", mask: `<rect width="${W}" height="540" fill="#fff"/><path d="${mugBody}"/>` },
    { material: "wood", mask: `<rect y="540" width="${W}" height="${H - 540}" fill="#fff"/><path d="${mugBody}"/>` },
    { material: "ceramic", mask: `<path d="${mugBody}" fill="#fff"/>` },
  ],
  placement: { kind: "cylinder", cylinder: MUG, margin: 0.04 },
  print: { displacement: 0, inkOpacity: 1, specular: 0.9 },
};

const BOARD: Quad = [
  [262, 250],
  [772, 226],
  [782, 548],
  [254, 566],
];
const BOARD_EDGE: Quad = [
  [254, 566],
  [782, 548],
  [782, 562],
  [254, 582],
];

/** A hanging sign board on a brick wall, slightly turned, lit from above. */
export const sign: MockupSceneSpec = {
  width: W,
  height: H,
  surfaces: [
    { name: "oak", hex: "#b0835a" },
    { name: "walnut", hex: "#4f3626" },
    { name: "white", hex: "#ece7dc" },
    { name: "black", hex: "#26282b" },
    { name: "sage", hex: "#7f9b82" },
    { name: "navy", hex: "#27365a" },
  ],
  svg: (surface) => {
    const bricks: string[] = [];
    for (let row = 0; row * 42 < H; row++)
      for (let col = -1; col * 128 < W; col++) bricks.push(`<rect x="${col * 128 + (row % 2) * 64 + 3}" y="${row * 42 + 3}" width="122" height="36" rx="3"/>`);
    return svgDocument(
      W,
      H,
      `<defs>${blurFilter("soft", 14)}
        <radialGradient id="lamp" cx="0.5" cy="0.05" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>
        <linearGradient id="board" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.14"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>
      </defs>
      <rect width="${W}" height="${H}" fill="#c9c0b4"/>
      <g fill="#94503b">${bricks.join("")}</g>
      <rect x="210" y="132" width="620" height="16" rx="6" fill="#2a2a2c"/>
      <line x1="300" y1="148" x2="300" y2="246" stroke="#3a3a3c" stroke-width="5" stroke-dasharray="9 4"/>
      <line x1="734" y1="148" x2="734" y2="230" stroke="#3a3a3c" stroke-width="5" stroke-dasharray="9 4"/>
      <polygon points="${points(BOARD)}" transform="translate(18 26)" fill="#000" opacity="0.5" filter="url(#soft)"/>
      <polygon points="${points(BOARD_EDGE)}" fill="${surface}"/>
      <polygon points="${points(BOARD_EDGE)}" fill="#000" opacity="0.4"/>
      <polygon points="${points(BOARD)}" fill="${surface}"/>
      <polygon points="${points(BOARD)}" fill="url(#board)"/>
      <rect width="${W}" height="${H}" fill="url(#lamp)"/>`,
    );
  },
  textures: [
    { material: "brick", mask: `<rect width="${W}" height="${H}" fill="#fff"/><polygon points="${points(BOARD)}"/>` },
    { material: "wood", mask: `<polygon points="${points(BOARD)}" fill="#fff"/><polygon points="${points(BOARD_EDGE)}" fill="#fff"/>` },
  ],
  placement: { kind: "plane", quad: BOARD, aspect: 1.62, margin: 0.14 },
  print: { displacement: 0, inkOpacity: 0.95, specular: 0.2 },
};

const FASCIA: Quad = [
  [90, 112],
  [934, 146],
  [934, 272],
  [90, 262],
];
const WINDOW: Quad = [
  [120, 330],
  [610, 338],
  [610, 660],
  [120, 668],
];

/** A shop front: the logo on the fascia board above the window and door, the street seen at an angle. */
export const storefront: MockupSceneSpec = {
  width: W,
  height: H,
  surfaces: [
    { name: "black", hex: "#1f2023" },
    { name: "white", hex: "#f1eee8" },
    { name: "forest", hex: "#2c4a3b" },
    { name: "navy", hex: "#1f2c4d" },
    { name: "burgundy", hex: "#6e2331" },
    { name: "mustard", hex: "#c9a13b" },
  ],
  svg: (surface) => {
    const stripes: string[] = [];
    for (let i = 0; i < 14; i++) {
      const x0 = 100 + i * 59;
      stripes.push(`<polygon points="${x0},282 ${x0 + 30},283 ${x0 + 28},322 ${x0 - 4},321" fill="${i % 2 ? "#f4f1ea" : surface}"/>`);
    }
    return svgDocument(
      W,
      H,
      `<defs>${blurFilter("soft", 8)}
        <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5d7386"/><stop offset="0.5" stop-color="#2c3c4b"/><stop offset="1" stop-color="#1b2530"/></linearGradient>
        <linearGradient id="fascia" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
        <linearGradient id="street" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8e8b86"/><stop offset="1" stop-color="#6d6a66"/></linearGradient>
      </defs>
      <rect width="${W}" height="${H}" fill="#ddd4c6"/>
      <rect y="690" width="${W}" height="${H - 690}" fill="url(#street)"/>
      <polygon points="${points(FASCIA)}" transform="translate(0 10)" fill="#000" opacity="0.35" filter="url(#soft)"/>
      <polygon points="${points(FASCIA)}" fill="${surface}"/>
      <polygon points="${points(FASCIA)}" fill="url(#fascia)"/>
      <g>${stripes.join("")}</g>
      <polygon points="100,321 932,328 932,336 100,329" fill="#000" opacity="0.3"/>
      <polygon points="${points(WINDOW)}" fill="#3b3a38"/>
      <polygon points="132,342 598,349 598,650 132,656" fill="url(#glass)"/>
      <polygon points="180,342 260,342 150,656 132,656 132,470" fill="#fff" opacity="0.12"/>
      <polygon points="330,345 380,345 250,656 200,656" fill="#fff" opacity="0.08"/>
      <line x1="365" y1="345" x2="365" y2="653" stroke="#3b3a38" stroke-width="10"/>
      <polygon points="660,338 880,342 880,690 660,690" fill="#3b3a38"/>
      <polygon points="680,360 860,363 860,560 680,560" fill="url(#glass)"/>
      <circle cx="846" cy="610" r="8" fill="#c8b27a"/>
      <rect x="100" y="676" width="${W - 160}" height="14" fill="#a8a39b"/>`,
    );
  },
  textures: [
    { material: "plaster", mask: `<rect width="${W}" height="690" fill="#fff"/><polygon points="${points(FASCIA)}"/><polygon points="${points(WINDOW)}"/>` },
    { material: "stone", mask: `<rect y="690" width="${W}" height="${H - 690}" fill="#fff"/>` },
    { material: "wood", mask: `<polygon points="${points(FASCIA)}" fill="#fff" opacity="0.5"/>` },
  ],
  placement: { kind: "plane", quad: FASCIA, aspect: 6.2, margin: 0.12 },
  print: { displacement: 0, inkOpacity: 0.97, specular: 0.15 },
};
