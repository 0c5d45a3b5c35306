import { outlineText, type FontProvider } from "@studio/design";
import type { AbstractMark } from "./abstract-mark.js";

/** Shifts and scales absolute path data (the outliner writes M, L, Q, C and Z with x y pairs only). */
function movePath(d: string, dx: number, dy: number, sx: number, sy: number): string {
  let index = 0;
  return d.replace(/-?\d+(?:\.\d+)?/g, (value) => {
    const n = Number(value);
    const out = index % 2 === 0 ? (n + dx) * sx : (n + dy) * sy;
    index += 1;
    return String(Math.round(out * 100) / 100);
  });
}

/** Share of the narrower letter the second letter reaches over the first. */
const OVERLAP = 0.24;
/** A single letter's drawn shadow: its offset as a share of the letter's height. */
const SHADOW = 0.08;

/**
 * A monogram drawn from the font's outlines rather than typed: two letters interlocked (the second
 * laid over the first in another colour, as a ligature), or one letter over its own offset shadow.
 * The result is a mark in a 100 x 100 box with its width over height, for the composer to size.
 */
export function drawnMonogram(fonts: FontProvider, initials: string, fontId: string, fallbackFontIds: readonly string[]): AbstractMark {
  const letters = [...initials].slice(0, 2);
  const glyphs = letters.map((letter) => outlineText(fonts, { text: letter, fontId, fallbackFontIds, fontSize: 1000, letterSpacing: 0 }));
  const [first, second] = glyphs;
  if (!first || first.ink.width <= 0) return { kind: "drawn-empty", paths: [], aspect: 1 };
  type Placed = { d: string; x: number; y: number; width: number; height: number; slot: "primary" | "secondary" };
  const placed: Placed[] = [];
  if (second && second.ink.width > 0) {
    const shift = first.ink.width - OVERLAP * Math.min(first.ink.width, second.ink.width);
    placed.push({ d: first.d, x: -first.ink.x, y: 0, width: first.ink.width, height: first.ink.height, slot: "primary" });
    placed.push({ d: second.d, x: shift - second.ink.x, y: 0, width: second.ink.width, height: second.ink.height, slot: "secondary" });
  } else {
    const offset = first.ink.height * SHADOW;
    placed.push({ d: first.d, x: -first.ink.x + offset, y: offset, width: first.ink.width, height: first.ink.height, slot: "secondary" });
    placed.push({ d: first.d, x: -first.ink.x, y: 0, width: first.ink.width, height: first.ink.height, slot: "primary" });
  }
  const inks = placed.map((part, i) => ({ part, ink: (glyphs[letters.length === 2 ? i : 0] ?? first).ink }));
  const left = Math.min(...inks.map(({ part, ink }) => ink.x + part.x));
  const top = Math.min(...inks.map(({ part, ink }) => ink.y + part.y));
  const right = Math.max(...inks.map(({ part, ink }) => ink.x + part.x + ink.width));
  const bottom = Math.max(...inks.map(({ part, ink }) => ink.y + part.y + ink.height));
  const width = right - left;
  const height = bottom - top;
  return {
    kind: letters.length === 2 ? "interlocked-letters" : "shadowed-letter",
    aspect: width / height,
    paths: placed.map((part) => ({ d: movePath(part.d, part.x - left, part.y - top, 100 / width, 100 / height), slot: part.slot })),
  };
}
