import type { Background } from "@studio/design";

/** Spec 03 colour groups (1 smart, 2 warm, 3 cool, 4 bright, 5 soft, 6 mono, 99 gradient). */
export const COLOR_GROUPS = ["smart", "warm", "cool", "bright", "soft", "mono", "gradient"] as const;
export type ColorGroup = (typeof COLOR_GROUPS)[number];
export const COLOR_GROUP_CODES: Record<ColorGroup, number> = { smart: 1, warm: 2, cool: 3, bright: 4, soft: 5, mono: 6, gradient: 99 };

export type Palette = {
  id: string;
  name: string;
  background: Background;
  primary: string;
  secondary: string;
  accent: string;
  text: string;
  groups: readonly Exclude<ColorGroup, "smart">[];
};

const solid = (color: string): Background => ({ type: "solid", color });
const gradient = (from: string, to: string, angle: 0 | 45 | 90 = 45, kind: "linear" | "radial" = "linear"): Background => ({
  type: "gradient",
  kind,
  angle,
  from,
  to,
});

/** The 20 named palettes of spec 02's choose-colour dialog. */
export const PALETTES: readonly Palette[] = [
  {
    id: "logic-ice",
    name: "Logic Ice",
    background: solid("#f3f8fc"),
    primary: "#1f6fb2",
    secondary: "#7fb8e6",
    accent: "#0b2545",
    text: "#0b2545",
    groups: ["cool"],
  },
  {
    id: "mono-dusk",
    name: "Mono Dusk",
    background: solid("#1c1c1e"),
    primary: "#e5e5e5",
    secondary: "#8e8e93",
    accent: "#ffffff",
    text: "#f2f2f2",
    groups: ["mono"],
  },
  {
    id: "ocean-code",
    name: "Ocean Code",
    background: solid("#0b2a3c"),
    primary: "#2ec4b6",
    secondary: "#cbf3f0",
    accent: "#ff9f1c",
    text: "#ffffff",
    groups: ["cool"],
  },
  {
    id: "saas-blue",
    name: "SaaS Blue",
    background: solid("#ffffff"),
    primary: "#2563eb",
    secondary: "#93c5fd",
    accent: "#1e3a8a",
    text: "#0f172a",
    groups: ["cool"],
  },
  {
    id: "bright-logic",
    name: "Bright Logic",
    background: solid("#fffbea"),
    primary: "#e8590c",
    secondary: "#ffc300",
    accent: "#1d3557",
    text: "#1d3557",
    groups: ["bright", "warm"],
  },
  {
    id: "clean-heat",
    name: "Clean Heat",
    background: solid("#ffffff"),
    primary: "#d62839",
    secondary: "#f4a261",
    accent: "#1d1d1d",
    text: "#1d1d1d",
    groups: ["warm"],
  },
  {
    id: "dusty-dusk",
    name: "Dusty Dusk",
    background: solid("#f4ece6"),
    primary: "#7d5a78",
    secondary: "#c9a9a6",
    accent: "#4a3f55",
    text: "#3b2f3f",
    groups: ["soft", "warm"],
  },
  {
    id: "neo-pop",
    name: "Neo Pop",
    background: solid("#ffe600"),
    primary: "#111111",
    secondary: "#ff3d7f",
    accent: "#2d00f7",
    text: "#111111",
    groups: ["bright"],
  },
  {
    id: "neon-core",
    name: "Neon Core",
    background: gradient("#2a0a4a", "#0d0221", 0, "radial"),
    primary: "#00f5d4",
    secondary: "#f15bb5",
    accent: "#fee440",
    text: "#ffffff",
    groups: ["bright", "gradient"],
  },
  {
    id: "soft-forest",
    name: "Soft Forest",
    background: solid("#eef3ea"),
    primary: "#3a5a40",
    secondary: "#a3b18a",
    accent: "#588157",
    text: "#1f2f22",
    groups: ["soft"],
  },
  {
    id: "industrial-pop",
    name: "Industrial Pop",
    background: solid("#2b2d42"),
    primary: "#ef233c",
    secondary: "#8d99ae",
    accent: "#edf2f4",
    text: "#edf2f4",
    groups: ["bright"],
  },
  {
    id: "burnt-olive",
    name: "Burnt Olive",
    background: solid("#f6f1e4"),
    primary: "#606c38",
    secondary: "#dda15e",
    accent: "#bc6c25",
    text: "#283618",
    groups: ["warm", "soft"],
  },
  {
    id: "rustic-heat",
    name: "Rustic Heat",
    background: solid("#fdf0e0"),
    primary: "#9c2c13",
    secondary: "#e07a2f",
    accent: "#3d1f10",
    text: "#3d1f10",
    groups: ["warm"],
  },
  {
    id: "sunset-soda",
    name: "Sunset Soda",
    background: gradient("#ff9a76", "#ffd194", 45),
    primary: "#5c0a4e",
    secondary: "#ffffff",
    accent: "#c2185b",
    text: "#3a0d2e",
    groups: ["gradient", "warm", "bright"],
  },
  {
    id: "meadow-dawn",
    name: "Meadow Dawn",
    background: solid("#fbfaf0"),
    primary: "#4f7a3a",
    secondary: "#f2cc8f",
    accent: "#bc4749",
    text: "#2f3e2a",
    groups: ["soft", "warm"],
  },
  {
    id: "cotton-candy",
    name: "Cotton Candy",
    background: solid("#fff0f6"),
    primary: "#d6337a",
    secondary: "#70d6ff",
    accent: "#7b2cbf",
    text: "#3c1642",
    groups: ["soft", "bright"],
  },
  {
    id: "glacier-calm",
    name: "Glacier Calm",
    background: solid("#eaf4f4"),
    primary: "#2f6f7e",
    secondary: "#a8dadc",
    accent: "#1d3557",
    text: "#1d3557",
    groups: ["cool", "soft"],
  },
  {
    id: "retro-picnic",
    name: "Retro Picnic",
    background: solid("#fff3e0"),
    primary: "#c1121f",
    secondary: "#f77f00",
    accent: "#003049",
    text: "#003049",
    groups: ["warm", "bright"],
  },
  {
    id: "tech-tropics",
    name: "Tech Tropics",
    background: gradient("#0f2027", "#2c5364", 90),
    primary: "#52e5a7",
    secondary: "#ffd166",
    accent: "#ef476f",
    text: "#ffffff",
    groups: ["gradient", "cool"],
  },
  {
    id: "colorful",
    name: "Colorful",
    background: solid("#ffffff"),
    primary: "#7209b7",
    secondary: "#f72585",
    accent: "#4cc9f0",
    text: "#14213d",
    groups: ["bright"],
  },
];

/** "smart": palettes a designer would reach for first in an industry (concept ids of @studio/assets). */
export const SMART_PALETTES: Record<string, readonly string[]> = {
  coffee: ["rustic-heat", "burnt-olive", "dusty-dusk", "mono-dusk"],
  tea: ["soft-forest", "meadow-dawn", "burnt-olive"],
  travel: ["logic-ice", "sunset-soda", "ocean-code", "glacier-calm"],
  fitness: ["industrial-pop", "clean-heat", "neon-core", "neo-pop"],
  yoga: ["dusty-dusk", "soft-forest", "glacier-calm"],
  restaurant: ["retro-picnic", "clean-heat", "rustic-heat"],
  bakery: ["rustic-heat", "cotton-candy", "retro-picnic"],
  pets: ["bright-logic", "cotton-candy", "meadow-dawn"],
  health: ["glacier-calm", "saas-blue", "logic-ice"],
  dental: ["glacier-calm", "saas-blue", "logic-ice"],
  technology: ["saas-blue", "ocean-code", "tech-tropics", "neon-core"],
  space: ["neon-core", "tech-tropics", "ocean-code"],
  finance: ["logic-ice", "saas-blue", "mono-dusk"],
  law: ["mono-dusk", "logic-ice", "burnt-olive"],
  nature: ["soft-forest", "meadow-dawn", "burnt-olive"],
  flowers: ["cotton-candy", "meadow-dawn", "dusty-dusk"],
  beauty: ["cotton-candy", "dusty-dusk", "mono-dusk"],
  kids: ["cotton-candy", "bright-logic", "colorful"],
  games: ["neon-core", "neo-pop", "industrial-pop"],
  jewelry: ["mono-dusk", "dusty-dusk", "sunset-soda"],
  marine: ["ocean-code", "glacier-calm", "logic-ice"],
  outdoor: ["soft-forest", "burnt-olive", "retro-picnic"],
};

const key = (value: string): string => value.toLowerCase().replace(/[^a-z]/g, "");
export const paletteByName = (name: string): Palette | undefined => PALETTES.find((palette) => key(palette.name) === key(name) || palette.id === name);
export const isColorGroup = (value: string): value is ColorGroup => (COLOR_GROUPS as readonly string[]).includes(value);

/** Colours the canvas shows under an element: one for solid, both ends for a gradient. */
export function backgroundColors(background: Background): string[] {
  if (background.type === "solid") return [background.color];
  if (background.type === "gradient") return [background.from, background.to];
  return ["#ffffff"];
}
