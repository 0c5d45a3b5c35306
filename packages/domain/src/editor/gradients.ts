/**
 * Spec 03: "There are 50 gradient options"; gradient angles 0, 45, 90 and radial. The pairs are the
 * editor's swatches (the spec does not list them); each applies at any of the four angles.
 */
export type GradientOption = { id: number; from: string; to: string };

export const GRADIENT_ANGLES = [0, 45, 90] as const;
export type GradientAngle = (typeof GRADIENT_ANGLES)[number];
/** The four ways a gradient runs: the three angles and radial. */
export const GRADIENT_KINDS = [
  { kind: "linear", angle: 0 },
  { kind: "linear", angle: 45 },
  { kind: "linear", angle: 90 },
  { kind: "radial", angle: 0 },
] as const;

export const GRADIENT_OPTIONS: readonly GradientOption[] = [
  { id: 1, from: "#ff9a9e", to: "#fad0c4" },
  { id: 2, from: "#a18cd1", to: "#fbc2eb" },
  { id: 3, from: "#fad0c4", to: "#ffd1ff" },
  { id: 4, from: "#ffecd2", to: "#fcb69f" },
  { id: 5, from: "#ff8177", to: "#b12a5b" },
  { id: 6, from: "#f6d365", to: "#fda085" },
  { id: 7, from: "#fbc2eb", to: "#a6c1ee" },
  { id: 8, from: "#fdcbf1", to: "#e6dee9" },
  { id: 9, from: "#a1c4fd", to: "#c2e9fb" },
  { id: 10, from: "#d4fc79", to: "#96e6a1" },
  { id: 11, from: "#84fab0", to: "#8fd3f4" },
  { id: 12, from: "#cfd9df", to: "#e2ebf0" },
  { id: 13, from: "#a6c0fe", to: "#f68084" },
  { id: 14, from: "#fccb90", to: "#d57eeb" },
  { id: 15, from: "#e0c3fc", to: "#8ec5fc" },
  { id: 16, from: "#f093fb", to: "#f5576c" },
  { id: 17, from: "#4facfe", to: "#00f2fe" },
  { id: 18, from: "#43e97b", to: "#38f9d7" },
  { id: 19, from: "#fa709a", to: "#fee140" },
  { id: 20, from: "#30cfd0", to: "#330867" },
  { id: 21, from: "#a8edea", to: "#fed6e3" },
  { id: 22, from: "#5ee7df", to: "#b490ca" },
  { id: 23, from: "#d299c2", to: "#fef9d7" },
  { id: 24, from: "#f5f7fa", to: "#c3cfe2" },
  { id: 25, from: "#667eea", to: "#764ba2" },
  { id: 26, from: "#fdfcfb", to: "#e2d1c3" },
  { id: 27, from: "#89f7fe", to: "#66a6ff" },
  { id: 28, from: "#fddb92", to: "#d1fdff" },
  { id: 29, from: "#9890e3", to: "#b1f4cf" },
  { id: 30, from: "#ebc0fd", to: "#d9ded8" },
  { id: 31, from: "#96fbc4", to: "#f9f586" },
  { id: 32, from: "#2af598", to: "#009efd" },
  { id: 33, from: "#cd9cf2", to: "#f6f3ff" },
  { id: 34, from: "#e4afcb", to: "#b8cbb8" },
  { id: 35, from: "#6a11cb", to: "#2575fc" },
  { id: 36, from: "#37ecba", to: "#72afd3" },
  { id: 37, from: "#ebbba7", to: "#cfc7f8" },
  { id: 38, from: "#fff1eb", to: "#ace0f9" },
  { id: 39, from: "#c471f5", to: "#fa71cd" },
  { id: 40, from: "#48c6ef", to: "#6f86d6" },
  { id: 41, from: "#feada6", to: "#f5efef" },
  { id: 42, from: "#e6e9f0", to: "#eef1f5" },
  { id: 43, from: "#accbee", to: "#e7f0fd" },
  { id: 44, from: "#e9defa", to: "#fbfcdb" },
  { id: 45, from: "#c1dfc4", to: "#deecdd" },
  { id: 46, from: "#0ba360", to: "#3cba92" },
  { id: 47, from: "#00c6fb", to: "#005bea" },
  { id: 48, from: "#74ebd5", to: "#9face6" },
  { id: 49, from: "#6a85b6", to: "#bac8e0" },
  { id: 50, from: "#f83600", to: "#f9d423" },
];
