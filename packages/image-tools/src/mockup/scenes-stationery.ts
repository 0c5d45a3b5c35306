import { subQuad, type Quad } from "./homography.js";
import type { MockupSceneSpec } from "./scene-types.js";
import { blurFilter, points, svgDocument } from "./svg-parts.js";

// The brand kit's stationery and bag (issue 22's VI mockups): drawn by code like the other scenes.
const W = 1024;
const H = 768;

/** Grey bars standing for lines of type on a sheet: each a thin quad in the sheet's own perspective. */
function typeLines(sheet: Quad, rows: readonly { v: number; u0: number; u1: number }[], thickness: number, fill: string): string {
  return rows.map(({ v, u0, u1 }) => `<polygon points="${points(subQuad(sheet, u0, v, u1, v + thickness))}" fill="${fill}"/>`).join("");
}

const deskDefs = `<linearGradient id="desk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9a7a5c"/><stop offset="1" stop-color="#5e432f"/></linearGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.42"/></radialGradient>
  <linearGradient id="sheetLight" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.14"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>`;

// An A4 sheet (210 x 297 mm) lying on a desk, turned a little; a second sheet under it.
const SHEET: Quad = [
  [318, 34],
  [784, 58],
  [760, 716],
  [282, 700],
];
const UNDER_SHEET: Quad = [
  [350, 52],
  [816, 40],
  [834, 700],
  [354, 722],
];
/** The letterhead's header band: the top of the page, inside its side margins (176 x 46 mm). */
const HEADER = subQuad(SHEET, 0.08, 0.045, 0.92, 0.2);
const bodyRows = [
  { v: 0.27, u0: 0.08, u1: 0.38 },
  { v: 0.3, u0: 0.08, u1: 0.34 },
  { v: 0.37, u0: 0.08, u1: 0.3 },
  ...Array.from({ length: 12 }, (_, i) => ({ v: 0.43 + i * 0.032, u0: 0.08, u1: i === 11 ? 0.55 : 0.92 - (i % 3) * 0.03 })),
  { v: 0.86, u0: 0.08, u1: 0.32 },
];
const footerRows = [{ v: 0.945, u0: 0.2, u1: 0.8 }];

/** A letterhead: the logo in the header band of an A4 sheet on a desk, the letter's lines below it. */
export const letterhead: MockupSceneSpec = {
  width: W,
  height: H,
  surfaces: [
    { name: "white", hex: "#f8f7f3" },
    { name: "ivory", hex: "#f1ead9" },
    { name: "grey", hex: "#d9d9d6" },
    { name: "charcoal", hex: "#2f3134" },
    { name: "navy", hex: "#1f2b47" },
  ],
  svg: (surface) =>
    svgDocument(
      W,
      H,
      `<defs>${blurFilter("soft", 12)}${deskDefs}</defs>
      <rect width="${W}" height="${H}" fill="url(#desk)"/>
      <polygon points="${points(UNDER_SHEET)}" transform="translate(10 14)" fill="#000" opacity="0.4" filter="url(#soft)"/>
      <polygon points="${points(UNDER_SHEET)}" fill="${surface}"/>
      <polygon points="${points(UNDER_SHEET)}" fill="#000" opacity="0.12"/>
      <polygon points="${points(SHEET)}" transform="translate(12 18)" fill="#000" opacity="0.45" filter="url(#soft)"/>
      <polygon points="${points(SHEET)}" fill="${surface}"/>
      <polygon points="${points(SHEET)}" fill="url(#sheetLight)"/>
      <g opacity="0.45">${typeLines(SHEET, bodyRows, 0.011, "#6b6e74")}${typeLines(SHEET, footerRows, 0.008, "#8a8d92")}</g>
      <polygon points="${points(subQuad(SHEET, 0.08, 0.225, 0.92, 0.227))}" fill="#7d8087" opacity="0.35"/>
      <g transform="rotate(-58 862 520)">
        <rect x="700" y="508" width="330" height="22" rx="10" fill="#000" opacity="0.35" filter="url(#soft)" transform="translate(8 14)"/>
        <rect x="700" y="508" width="300" height="22" rx="10" fill="#1e2230"/>
        <rect x="700" y="511" width="300" height="5" rx="2" fill="#fff" opacity="0.18"/>
        <polygon points="1000,508 1034,519 1000,530" fill="#c9c2b4"/>
        <rect x="730" y="504" width="120" height="6" rx="3" fill="#b8b3a8"/>
      </g>
      <rect width="${W}" height="${H}" fill="url(#vignette)"/>`,
    ),
  textures: [
    {
      material: "wood",
      mask: `<rect width="${W}" height="${H}" fill="#fff"/><polygon points="${points(UNDER_SHEET)}"/><polygon points="${points(SHEET)}"/>`,
    },
    { material: "paper", mask: `<polygon points="${points(UNDER_SHEET)}" fill="#fff"/><polygon points="${points(SHEET)}" fill="#fff"/>` },
  ],
  placement: { kind: "plane", quad: HEADER, aspect: (0.84 * 210) / (0.155 * 297), margin: 0.08 },
  print: { displacement: 0, inkOpacity: 0.97, specular: 0.1 },
};

// A DL envelope (220 x 110 mm), address side up, on the desk; another one behind it, flap open.
const ENVELOPE: Quad = [
  [150, 236],
  [846, 176],
  [884, 526],
  [184, 600],
];
const BACK_ENVELOPE: Quad = [
  [214, 92],
  [866, 112],
  [856, 440],
  [200, 420],
];
const backFlap = subQuad(BACK_ENVELOPE, 0, 0, 1, 0.55);
/** The return-address corner at the top left: the logo goes there (84 x 40 mm). */
const CORNER = subQuad(ENVELOPE, 0.04, 0.07, 0.42, 0.43);
const STAMP = subQuad(ENVELOPE, 0.82, 0.08, 0.95, 0.36);
const addressRows = [
  { v: 0.58, u0: 0.46, u1: 0.8 },
  { v: 0.66, u0: 0.46, u1: 0.74 },
  { v: 0.74, u0: 0.46, u1: 0.77 },
  { v: 0.82, u0: 0.46, u1: 0.62 },
];

/** An envelope: the logo in its return-address corner, a stamp and an address opposite. */
export const envelope: MockupSceneSpec = {
  width: W,
  height: H,
  surfaces: [
    { name: "white", hex: "#f6f5f1" },
    { name: "cream", hex: "#eee4cf" },
    { name: "kraft", hex: "#c39a6b" },
    { name: "charcoal", hex: "#2d2f33" },
    { name: "navy", hex: "#1e2a47" },
  ],
  svg: (surface) => {
    const [a, b, c, d] = BACK_ENVELOPE;
    const [fa, fb, fc, fd] = backFlap;
    // The back envelope's flap opens upwards: a triangle past its top edge.
    const flapTip = [(a[0] + b[0]) / 2, a[1] - 70];
    return svgDocument(
      W,
      H,
      `<defs>${blurFilter("soft", 12)}${deskDefs}</defs>
      <rect width="${W}" height="${H}" fill="url(#desk)"/>
      <polygon points="${points(BACK_ENVELOPE)}" transform="translate(10 14)" fill="#000" opacity="0.4" filter="url(#soft)"/>
      <polygon points="${a[0]},${a[1]} ${b[0]},${b[1]} ${flapTip[0]},${flapTip[1]}" fill="${surface}"/>
      <polygon points="${a[0]},${a[1]} ${b[0]},${b[1]} ${flapTip[0]},${flapTip[1]}" fill="#000" opacity="0.18"/>
      <polygon points="${points(BACK_ENVELOPE)}" fill="${surface}"/>
      <polygon points="${points(BACK_ENVELOPE)}" fill="#000" opacity="0.08"/>
      <polyline points="${fa[0]},${fa[1]} ${(fd[0] + fc[0]) / 2},${(fd[1] + fc[1]) / 2} ${fb[0]},${fb[1]}" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="3"/>
      <polyline points="${d[0]},${d[1]} ${(a[0] + c[0]) / 2},${(a[1] + c[1]) / 2 + 40} ${c[0]},${c[1]}" fill="none" stroke="#000" stroke-opacity="0.1" stroke-width="3"/>
      <polygon points="${points(ENVELOPE)}" transform="translate(14 20)" fill="#000" opacity="0.45" filter="url(#soft)"/>
      <polygon points="${points(ENVELOPE)}" fill="${surface}"/>
      <polygon points="${points(ENVELOPE)}" fill="url(#sheetLight)"/>
      <polygon points="${points(STAMP)}" fill="#b4443a"/>
      <polygon points="${points(subQuad(STAMP, 0.12, 0.12, 0.88, 0.88))}" fill="#e9d9c4"/>
      <polygon points="${points(subQuad(STAMP, 0.25, 0.3, 0.75, 0.7))}" fill="#3f5f8f" opacity="0.7"/>
      <g opacity="0.5">${typeLines(ENVELOPE, addressRows, 0.028, "#5e6167")}</g>
      <rect width="${W}" height="${H}" fill="url(#vignette)"/>`,
    );
  },
  textures: [
    {
      material: "wood",
      mask: `<rect width="${W}" height="${H}" fill="#fff"/><polygon points="${points(BACK_ENVELOPE)}"/><polygon points="${points(ENVELOPE)}"/>`,
    },
    { material: "paper", mask: `<polygon points="${points(BACK_ENVELOPE)}" fill="#fff"/><polygon points="${points(ENVELOPE)}" fill="#fff"/>` },
  ],
  placement: { kind: "plane", quad: CORNER, aspect: (0.38 * 220) / (0.36 * 110), margin: 0.06 },
  print: { displacement: 0, inkOpacity: 0.97, specular: 0.1 },
};

// A paper shopping bag standing on a floor: its front face, the side gusset in shade, rope handles.
const FRONT: Quad = [
  [322, 226],
  [664, 244],
  [656, 706],
  [332, 690],
];
const SIDE: Quad = [
  [664, 244],
  [788, 206],
  [778, 652],
  [656, 706],
];
const TOP_FOLD = subQuad(FRONT, 0, 0, 1, 0.07);
/** The printable front, below the top fold (the bag is 32 x 42 cm). */
const FACE = subQuad(FRONT, 0, 0.07, 1, 1);

/** A shopping bag: the logo printed on its front face, the paper's grain and the light across it. */
export const bag: MockupSceneSpec = {
  width: W,
  height: H,
  surfaces: [
    { name: "kraft", hex: "#bf9264" },
    { name: "white", hex: "#f3f1ec" },
    { name: "black", hex: "#212124" },
    { name: "navy", hex: "#223055" },
    { name: "red", hex: "#9e2d28" },
    { name: "cream", hex: "#ede2ca" },
  ],
  svg: (surface) => {
    const [ftl, ftr] = FRONT;
    const handle = (x0: number, y0: number, x1: number, y1: number, lift: number) =>
      `M ${x0} ${y0} C ${x0 + 10} ${y0 - lift} ${x1 - 10} ${y1 - lift} ${x1} ${y1}`;
    const u = (t: number) => [ftl[0] + (ftr[0] - ftl[0]) * t, ftl[1] + (ftr[1] - ftl[1]) * t + 14] as const;
    const [h0, h1] = [u(0.28), u(0.72)];
    return svgDocument(
      W,
      H,
      `<defs>${blurFilter("soft", 16)}
        <radialGradient id="studio" cx="0.5" cy="0.35" r="0.85"><stop offset="0" stop-color="#ece9e3"/><stop offset="1" stop-color="#c4bfb7"/></radialGradient>
        <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bdb7ae"/><stop offset="1" stop-color="#a49e95"/></linearGradient>
        <linearGradient id="faceLight" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.7" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>
      </defs>
      <rect width="${W}" height="${H}" fill="url(#studio)"/>
      <rect y="600" width="${W}" height="${H - 600}" fill="url(#floor)"/>
      <polygon points="340,690 656,706 778,652 860,668 720,730 330,716" fill="#000" opacity="0.35" filter="url(#soft)"/>
      <path d="${handle(h0[0] + 70, h0[1] - 18, h1[0] + 70, h1[1] - 22, 150)}" stroke="#000" stroke-opacity="0.55" stroke-width="9" fill="none"/>
      <polygon points="${points(SIDE)}" fill="${surface}"/>
      <polygon points="${points(SIDE)}" fill="#000" opacity="0.3"/>
      <polyline points="664,244 722,330 716,690" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>
      <polygon points="${points(FRONT)}" fill="${surface}"/>
      <polygon points="${points(FRONT)}" fill="url(#faceLight)"/>
      <polygon points="${points(TOP_FOLD)}" fill="#000" opacity="0.1"/>
      <polygon points="${points(subQuad(FRONT, 0, 0.068, 1, 0.074))}" fill="#000" opacity="0.22"/>
      <circle cx="${h0[0]}" cy="${h0[1]}" r="5" fill="#000" opacity="0.45"/>
      <circle cx="${h1[0]}" cy="${h1[1]}" r="5" fill="#000" opacity="0.45"/>
      <path d="${handle(h0[0], h0[1], h1[0], h1[1], 190)}" stroke="#2c2620" stroke-width="9" fill="none"/>
      <path d="${handle(h0[0], h0[1] - 2, h1[0], h1[1] - 2, 190)}" stroke="#fff" stroke-opacity="0.2" stroke-width="3" fill="none"/>`,
    );
  },
  textures: [
    { material: "plaster", mask: `<rect width="${W}" height="600" fill="#fff"/><polygon points="${points(FRONT)}"/><polygon points="${points(SIDE)}"/>` },
    {
      material: "stone",
      mask: `<rect y="600" width="${W}" height="${H - 600}" fill="#fff" opacity="0.4"/><polygon points="${points(FRONT)}"/><polygon points="${points(SIDE)}"/>`,
    },
    { material: "paper", mask: `<polygon points="${points(FRONT)}" fill="#fff"/><polygon points="${points(SIDE)}" fill="#fff"/>` },
  ],
  placement: { kind: "plane", quad: FACE, aspect: 32 / (42 * 0.93), margin: 0.14 },
  print: { displacement: 0, inkOpacity: 0.95, specular: 0 },
};
