import type { BrowserFontProvider } from "@studio/assets";
import { DEFAULT_FRAME_COUNT, renderAnimationFrame, type AnimationPreset, type DesignDocument } from "@studio/design";
import { useEffect, useMemo, useState } from "react";
import { designFonts } from "../fonts/design-fonts";

/**
 * The fonts of the logo's words, fetched once (the same files the server outlines with); until they
 * are in, texts would draw empty, so the frames wait for them.
 */
export function useLogoFonts(doc: DesignDocument | null, fonts: BrowserFontProvider = designFonts()): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!doc) return;
    let current = true;
    const requests = doc.elements.flatMap((e) => (e.type === "text" ? [e.fontId, ...e.fallbackFontIds].map((fontId) => ({ fontId, text: e.text })) : []));
    fonts
      .load(requests)
      .catch(() => undefined)
      .then(() => {
        if (current) setReady(true);
      });
    return () => {
      current = false;
    };
  }, [doc, fonts]);
  return ready;
}

/** Every frame of a preset as SVG, drawn by the one renderer (what the GIF, WebM and preview show). */
export function useAnimationFrames(
  doc: DesignDocument | null,
  preset: AnimationPreset,
  fontsReady: boolean,
  fonts: BrowserFontProvider = designFonts(),
): string[] {
  return useMemo(() => {
    if (!doc || !fontsReady) return [];
    return Array.from({ length: DEFAULT_FRAME_COUNT }, (_, index) => renderAnimationFrame(doc, preset, index, DEFAULT_FRAME_COUNT, fonts, { opaque: true }));
  }, [doc, preset, fontsReady, fonts]);
}

/** The frame shown now: the frames played in a loop, one every `delay` ms. */
export function usePlayingFrame(count: number, delay: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count === 0) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), delay);
    return () => clearInterval(timer);
  }, [count, delay]);
  return count === 0 ? 0 : index % count;
}
