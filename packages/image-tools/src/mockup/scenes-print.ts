import type { Quad } from "./homography.js";
import type { MockupSceneSpec } from "./scene-types.js";
import { blurFilter, points, svgDocument } from "./svg-parts.js";

const W = 1024;
const H = 768;

const FRONT_CARD: Quad = [
  [176, 268],
  [700, 206],
  [762, 512],
  [212, 592],
];
const BACK_CARD: Quad = [
  [470, 150],
  [930, 232],
  [872, 500],
  [420, 420],
];

/** Two business cards on a wooden desk, the front one in perspective, lit from the top left. */
export const businessCard: MockupSceneSpec = {
  width: W,
  height: H,
  surfaces: [
    { name: "white", hex: "#f7f6f2" },
    { name: "cream", hex: "#efe6d2" },
    { name: "kraft", hex: "#c9a77c" },
    { name: "charcoal", hex: "#2e3034" },
    { name: "navy", hex: "#1d2944" },
  ],
  svg: (surface) =>
    svgDocument(
      W,
      H,
      `<defs>${blurFilter("soft", 10)}
        <linearGradient id="desk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8d6645"/><stop offset="1" stop-color="#553823"/></linearGradient>
        <radialGradient id="vignette" cx="0.45" cy="0.4" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>
        <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>
      </defs>
      <rect width="${W}" height="${H}" fill="url(#desk)"/>
      <polygon points="${points(BACK_CARD)}" transform="translate(14 18)" fill="#000" opacity="0.45" filter="url(#soft)"/>
      <polygon points="${points(BACK_CARD)}" fill="${surface}"/>
      <polygon points="${points(BACK_CARD)}" fill="#000" opacity="0.1"/>
      <polygon points="${points(FRONT_CARD)}" transform="translate(16 22)" fill="#000" opacity="0.5" filter="url(#soft)"/>
      <polygon points="${points(FRONT_CARD)}" fill="${surface}"/>
      <polygon points="${points(FRONT_CARD)}" fill="url(#light)"/>
      <rect width="${W}" height="${H}" fill="url(#vignette)"/>`,
    ),
  textures: [
    {
      material: "wood",
      mask: `<rect width="${W}" height="${H}" fill="#fff"/><polygon points="${points(BACK_CARD)}"/><polygon points="${points(FRONT_CARD)}"/>`,
    },
    { material: "paper", mask: `<polygon points="${points(BACK_CARD)}" fill="#fff"/><polygon points="${points(FRONT_CARD)}" fill="#fff"/>` },
  ],
  placement: { kind: "plane", quad: FRONT_CARD, aspect: 3.5 / 2, margin: 0.2 },
  print: { displacement: 0, inkOpacity: 0.97, specular: 0.3 },
};

const SHIRT = "M 380 96 Q 512 168 644 96 L 812 150 L 922 336 L 800 396 L 762 334 L 768 742 Q 512 760 256 742 L 262 334 L 224 396 L 102 336 L 212 150 Z";
const CHEST: Quad = [
  [404, 236],
  [620, 236],
  [616, 470],
  [408, 470],
];

/** A T-shirt on a studio backdrop, with folds and a woven grain the print follows. */
export const shirt: MockupSceneSpec = {
  width: W,
  height: H,
  surfaces: [
    { name: "white", hex: "#f3f3f1" },
    { name: "black", hex: "#1c1c1e" },
    { name: "heather", hex: "#9b9ea3" },
    { name: "navy", hex: "#243152" },
    { name: "red", hex: "#a82a22" },
    { name: "forest", hex: "#2e4a3a" },
  ],
  svg: (surface) =>
    svgDocument(
      W,
      H,
      `<defs>${blurFilter("soft", 14)}${blurFilter("fold", 18)}
        <radialGradient id="studio" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#eeece8"/><stop offset="1" stop-color="#c9c5bf"/></radialGradient>
        <linearGradient id="sides" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.25" stop-color="#000" stop-opacity="0"/><stop offset="0.75" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>
        <clipPath id="cloth"><path d="${SHIRT}"/></clipPath>
      </defs>
      <rect width="${W}" height="${H}" fill="url(#studio)"/>
      <path d="${SHIRT}" transform="translate(10 16)" fill="#000" opacity="0.35" filter="url(#soft)"/>
      <path d="${SHIRT}" fill="${surface}"/>
      <g clip-path="url(#cloth)">
        <rect width="${W}" height="${H}" fill="url(#sides)"/>
        <path d="M 300 420 Q 360 560 330 742" stroke="#000" stroke-width="34" opacity="0.16" fill="none" filter="url(#fold)"/>
        <path d="M 700 380 Q 650 560 700 742" stroke="#000" stroke-width="30" opacity="0.14" fill="none" filter="url(#fold)"/>
        <path d="M 470 520 Q 520 620 500 742" stroke="#000" stroke-width="24" opacity="0.1" fill="none" filter="url(#fold)"/>
        <path d="M 560 180 Q 600 300 590 420" stroke="#fff" stroke-width="40" opacity="0.08" fill="none" filter="url(#fold)"/>
        <path d="M 212 150 L 262 334" stroke="#000" stroke-width="16" opacity="0.18" filter="url(#fold)"/>
        <path d="M 812 150 L 762 334" stroke="#000" stroke-width="16" opacity="0.18" filter="url(#fold)"/>
        <path d="M 380 96 Q 512 168 644 96" stroke="#000" stroke-width="22" opacity="0.22" fill="none" filter="url(#fold)"/>
      </g>
      <path d="M 380 96 Q 512 168 644 96" stroke="${surface}" stroke-width="14" fill="none"/>
      <path d="M 380 96 Q 512 168 644 96" stroke="#000" stroke-width="14" opacity="0.12" fill="none"/>`,
    ),
  textures: [
    { material: "plaster", mask: `<rect width="${W}" height="${H}" fill="#fff"/><path d="${SHIRT}"/>` },
    { material: "fabric", mask: `<path d="${SHIRT}" fill="#fff"/>` },
  ],
  placement: { kind: "plane", quad: CHEST, aspect: 216 / 234, margin: 0.04 },
  print: { displacement: 6, inkOpacity: 0.93, specular: 0 },
};
