import { z } from "zod";
import type { FontProvider, IconNode } from "@studio/design";

export const LOGO_STYLES = ["abstract", "mascot", "emblem", "minimal", "combination", "signature", "pictorial"] as const;
export type LogoStyle = (typeof LOGO_STYLES)[number];

const Hex = z.string().regex(/^#?([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/);

export const LogoBriefSchema = z.object({
  name: z.string().trim().min(1).max(40),
  slogan: z.string().trim().max(60).optional(),
  industry: z.string().trim().max(80).optional(),
  /** Free text in English or Chinese ("a women's fitness club", "一家咖啡店"). */
  description: z.string().trim().max(400).optional(),
  styles: z.array(z.enum(LOGO_STYLES)).optional(),
  /** A named palette of spec 02 ("Soft Forest") or a colour group (smart, warm, cool, bright, soft, mono, gradient). */
  palette: z.string().optional(),
  colors: z.array(Hex).max(4).optional(),
  /** Dominant colours of a reference image (see `dominantColors`). */
  referenceColors: z.array(Hex).max(6).optional(),
  count: z.number().int().min(1).max(12).default(4),
  seed: z.number().int().min(0).default(1),
});
export type LogoBrief = z.infer<typeof LogoBriefSchema>;
export type LogoBriefInput = z.input<typeof LogoBriefSchema>;

/** What the engine needs of a font catalogue entry (matches @studio/assets FontFamilyEntry). */
export type FontChoice = {
  id: string;
  family: string;
  category: "sans" | "serif" | "slab" | "display" | "script" | "mono" | "cjk";
  moods: readonly string[];
};

/** What the engine needs of an icon (matches @studio/assets IconRecord). */
export type EngineIcon = {
  key: string;
  set: string;
  id: string;
  tags: readonly string[];
  nodes: readonly IconNode[];
  filledNodes?: readonly IconNode[];
};

/** What the engine needs of an icon library (matches @studio/assets IconLibrary). */
export type IconSource = {
  get(key: string): EngineIcon | undefined;
  search(text: string, options?: { limit?: number; nameText?: string }): readonly { icon: EngineIcon; score: number; reason: string }[];
  concepts(text: string): readonly { concept: { id: string } }[];
};

/** Everything from outside: fonts, the font catalogue and icons. No I/O happens inside the engine. */
export type LogoEngineDeps = {
  fonts: FontProvider;
  fontCatalogue: readonly FontChoice[];
  icons: IconSource;
};
