import type { Random } from "./seeded-random.js";

/** A generated geometric mark in a 100 x 100 box: paths with a colour slot each. */
export type AbstractMark = {
  kind: string;
  paths: { d: string; slot: "primary" | "secondary" | "accent" }[];
  /** Width over height of the drawing (1 when omitted): a drawn monogram of two letters is wider than tall. */
  aspect?: number;
};

const f = (n: number): string => String(Math.round(n * 10) / 10);
const circle = (cx: number, cy: number, r: number): string =>
  `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`;
const polygon = (points: [number, number][]): string => `M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join("L")}Z`;
const polar = (angle: number, radius: number, cx = 50, cy = 50): [number, number] => [cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius];

/** Petals: n ellipses around the centre, the classic rotational mark. */
function petals(random: Random): AbstractMark {
  const count = 3 + random.int(6);
  const paths = Array.from({ length: count }, (_, i) => {
    const angle = (i * 2 * Math.PI) / count - Math.PI / 2;
    const [x, y] = polar(angle, 24);
    const [tx, ty] = polar(angle + Math.PI / 2, 11, x, y);
    const [bx, by] = polar(angle - Math.PI / 2, 11, x, y);
    const [ox, oy] = polar(angle, 48);
    return { d: `M50 50Q${f(tx)} ${f(ty)} ${f(ox)} ${f(oy)}Q${f(bx)} ${f(by)} 50 50Z`, slot: i % 2 === 0 ? ("primary" as const) : ("secondary" as const) };
  });
  return { kind: `petals-${count}`, paths };
}

/** Stacked bars of varying length: rising chart or skyline. */
function bars(random: Random): AbstractMark {
  const count = 3 + random.int(3);
  const width = 80 / count;
  return {
    kind: `bars-${count}`,
    paths: Array.from({ length: count }, (_, i) => {
      const height = 35 + ((i + 1) / count) * 55 - random.int(2) * 8;
      const x = 10 + i * width;
      return { d: `M${f(x + 2)} ${f(95 - height)}h${f(width - 4)}V95h${f(-(width - 4))}Z`, slot: i === count - 1 ? ("accent" as const) : ("primary" as const) };
    }),
  };
}

/** Overlapping rings, a Venn-like partnership mark. */
function rings(random: Random): AbstractMark {
  const count = 2 + random.int(2);
  const offsets =
    count === 2
      ? [
          [38, 50],
          [62, 50],
        ]
      : [
          [50, 36],
          [37, 60],
          [63, 60],
        ];
  return {
    kind: `rings-${count}`,
    paths: offsets.map(([x, y], i) => ({
      d: `${circle(x ?? 50, y ?? 50, 24)}${circle(x ?? 50, y ?? 50, 16)}`,
      slot: (["primary", "secondary", "accent"] as const)[i % 3] ?? "primary",
    })),
  };
}

/** A polygon split in facets: a gem or a folded-paper mark. */
function facets(random: Random): AbstractMark {
  const sides = random.pick([3, 4, 6]);
  const points = Array.from({ length: sides }, (_, i) => polar((i * 2 * Math.PI) / sides - Math.PI / 2, 46));
  return {
    kind: `facets-${sides}`,
    paths: points.map((point, i) => ({
      d: polygon([[50, 50], point, points[(i + 1) % sides] ?? point]),
      slot: (["primary", "secondary", "accent"] as const)[i % 3] ?? "primary",
    })),
  };
}

/** Chevrons pointing up: progress, direction. */
function chevrons(random: Random): AbstractMark {
  const count = 2 + random.int(2);
  return {
    kind: `chevrons-${count}`,
    paths: Array.from({ length: count }, (_, i) => {
      const y = 20 + i * (60 / count);
      return {
        d: polygon([
          [10, y + 30],
          [50, y],
          [90, y + 30],
          [90, y + 44],
          [50, y + 14],
          [10, y + 44],
        ]),
        slot: i === 0 ? ("accent" as const) : ("primary" as const),
      };
    }),
  };
}

/** A dot grid with a few dots picked out. */
function dots(random: Random): AbstractMark {
  const n = 3;
  const paths: AbstractMark["paths"] = [];
  for (let row = 0; row < n; row += 1) {
    for (let col = 0; col < n; col += 1) {
      const lit = random.next() < 0.35 || (row === 1 && col === 1);
      paths.push({ d: circle(20 + col * 30, 20 + row * 30, lit ? 13 : 9), slot: lit ? "accent" : "primary" });
    }
  }
  return { kind: "dots-3", paths };
}

/** A circle cut by a wave: water, motion, sunrise. */
function wave(random: Random): AbstractMark {
  const amplitude = 6 + random.int(8);
  return {
    kind: "wave",
    paths: [
      { d: "M4 50A46 46 0 0 1 96 50Z", slot: "primary" },
      { d: `M4 56Q27 ${f(56 - amplitude)} 50 56T96 56A46 46 0 0 1 4 56Z`, slot: "secondary" },
    ],
  };
}

const GENERATORS = [petals, bars, rings, facets, chevrons, dots, wave];

export function createAbstractMark(random: Random, index: number): AbstractMark {
  const generator = GENERATORS[(index + random.int(GENERATORS.length)) % GENERATORS.length] ?? petals;
  return generator(random);
}
