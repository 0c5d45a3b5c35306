import { renderDesignSvg, type DesignDocument } from "@studio/design";
import { createAbstractMark } from "./abstract-mark.js";
import { hexToHsl, hslToHex, luminance, normalizeHex } from "./color.js";
import { fallbacksFor, hasCjk, initialsOf } from "./logo-choices.js";
import type { LogoEngineDeps, LogoStyle } from "./logo-brief.schema.js";
import { composeLogo, type LogoPlan } from "./logo-composer.js";
import type { MarkSpec } from "./logo-marks.js";
import { planFromDocument } from "./logo-plan-recovery.js";
import { checkLogoQuality, type QualityIssue } from "./logo-quality.js";
import { COLOR_WORDS, CONTAINER_WORDS, FONT_MOODS, LAYOUT_WORDS, STYLE_WORDS } from "./instruction-vocabulary.data.js";
import { backgroundColors, PALETTES } from "./palettes.data.js";
import { createRandom, hashString } from "./seeded-random.js";

export type EditKind =
  "color" | "palette" | "background" | "font" | "layout" | "icon" | "slogan-add" | "slogan-remove" | "container" | "container-remove" | "restyle" | "mono";
export type AppliedEdit = { kind: EditKind; phrase: string; detail: string };
export type InstructionResult = {
  document: DesignDocument;
  svg: string;
  applied: AppliedEdit[];
  /** Understood but impossible here (e.g. moving an icon a wordmark does not have), with why. */
  skipped: { phrase: string; reason: string }[];
  /** Phrases the interpreter could not read: shown to the user, never silently ignored. */
  notUnderstood: string[];
  issues: QualityIssue[];
};

type State = { plan: LogoPlan; mono: boolean };
type Outcome = { kind: EditKind; detail: string } | { skip: string } | undefined;
type Matcher = (clause: string, state: State, deps: LogoEngineDeps, quotes: string[]) => Outcome;

const has = (clause: string, words: readonly string[]): string | undefined =>
  words.find((word) =>
    /[\u3400-\u9fff]/u.test(word) ? clause.includes(word) : new RegExp(`(^|[^a-z])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^a-z])`).test(clause),
  );

const QUOTE = /["“”'‘’「」『』]([^"“”'‘’「」『』]+)["“”'‘’「」『』]/gu;

function iconMark(state: State, deps: LogoEngineDeps, query: string): MarkSpec | undefined {
  const match = deps.icons.search(query, { limit: 1 })[0];
  if (!match) return undefined;
  const container = state.plan.mark.kind === "icon" ? state.plan.mark.container : undefined;
  return { kind: "icon", icon: match.icon, paint: state.plan.mark.kind === "icon" ? state.plan.mark.paint : "stroke", ...(container ? { container } : {}) };
}

/** Words about how a logo is drawn, not about a thing to draw in it. */
const DESIGN_WORDS = [
  "border",
  "outline",
  "frame",
  "shadow",
  "gradient",
  "space",
  "spacing",
  "padding",
  "margin",
  "line",
  "bold",
  "italic",
  "slogan",
  "tagline",
  "text",
  "name",
  "font",
  "colo",
  "background",
  "circle",
  "square",
  "shape",
  "effect",
  "glow",
  "texture",
  "边框",
  "阴影",
  "渐变",
  "间距",
  "文字",
  "字体",
  "颜色",
  "色",
  "背景",
  "标语",
  "形状",
];

/** Puts an icon in the mark and makes the style one that shows it. */
function useIcon(state: State, mark: Extract<MarkSpec, { kind: "icon" }>): Outcome {
  state.plan.mark = mark;
  if (state.plan.style === "minimal" || state.plan.style === "signature" || state.plan.style === "abstract") state.plan.style = "combination";
  if (state.plan.layout === "square" && !state.plan.emblem) state.plan.layout = "vertical";
  state.plan.decoration = "plain";
  return { kind: "icon", detail: `${mark.icon.set}:${mark.icon.id}` };
}

function currentIcon(state: State, deps: LogoEngineDeps): MarkSpec | undefined {
  if (state.plan.mark.kind === "icon") return state.plan.mark;
  return iconMark(state, deps, state.plan.name);
}

function restyle(state: State, deps: LogoEngineDeps, style: LogoStyle): string {
  const plan = state.plan;
  plan.style = style;
  delete plan.emblem;
  if (plan.layout === "square") plan.layout = "vertical";
  const icon = currentIcon(state, deps);
  const abstract = (): MarkSpec => ({ kind: "abstract", mark: createAbstractMark(createRandom(hashString(plan.name)), 0) });
  if (style === "minimal" || style === "signature") {
    plan.mark = { kind: "none" };
    plan.layout = "vertical";
    if (style === "signature") pickFont(state, deps, { category: "script", mood: "handwritten" });
  } else if (style === "emblem") {
    plan.emblem = "circle";
    plan.layout = "square";
    plan.decoration = "plain";
    plan.mark = icon?.kind === "icon" ? { kind: "icon", icon: icon.icon, paint: "stroke" } : { kind: "none" };
  } else if (style === "abstract") {
    plan.mark = abstract();
  } else if (style === "mascot") {
    plan.mark =
      icon?.kind === "icon"
        ? { kind: "icon", icon: icon.icon, paint: "fill", container: "circle" }
        : { kind: "monogram", initials: initialsOf(plan.name), fontId: plan.fontId, fallbackFontIds: plan.fallbackFontIds, container: "circle" };
  } else {
    plan.mark = icon?.kind === "icon" ? { kind: "icon", icon: icon.icon, paint: style === "pictorial" ? "fill" : "stroke" } : abstract();
  }
  if (plan.mark.kind !== "none") plan.decoration = "plain";
  return style;
}

function pickFont(state: State, deps: LogoEngineDeps, want: { mood?: string; category?: string }): string | undefined {
  const plan = state.plan;
  const cjk = hasCjk(plan.name);
  // Chinese names only have CJK faces; map the mood onto them.
  const cjkMood = want.category === "script" ? "handwritten" : want.category === "serif" ? "classic" : want.mood === "rounded" ? "playful" : want.mood;
  const fits = deps.fontCatalogue.filter((font) =>
    cjk
      ? font.category === "cjk" && (cjkMood ? font.moods.includes(cjkMood) : true)
      : font.category !== "cjk" && (want.category ? font.category === want.category : true) && (want.mood ? font.moods.includes(want.mood) : true),
  );
  const font = [...fits.filter((candidate) => candidate.id !== plan.fontId), ...fits].find(
    (candidate) => fallbacksFor(deps.fonts, plan.name, candidate.id) !== undefined,
  );
  if (!font) return undefined;
  plan.fontId = font.id;
  plan.fallbackFontIds = fallbacksFor(deps.fonts, plan.name, font.id) ?? [];
  return font.family;
}

function recolor(state: State, hex: string): string {
  const plan = state.plan;
  const hsl = hexToHsl(hex);
  const dark = luminance(backgroundColors(plan.palette.background)[0] ?? "#ffffff") < 0.2;
  plan.palette = {
    ...plan.palette,
    id: "edited",
    name: "Edited",
    primary: hex,
    accent: hex,
    secondary: hslToHex({ ...hsl, l: Math.min(0.85, hsl.l + 0.25) }),
    text: dark ? hslToHex({ ...hsl, l: 0.92 }) : hslToHex({ ...hsl, l: Math.min(hsl.l, 0.22) }),
  };
  plan.nameColor = "text";
  return hex;
}

/** Matchers in priority order: specific phrases (slogan, layout, containers) before single words (colours). */
const MATCHERS: Matcher[] = [
  (clause, state) => {
    if (!has(clause, ["monochrome", "mono", "one colour", "one color", "single colour", "single color", "黑白", "单色"])) return undefined;
    state.mono = true;
    return { kind: "mono", detail: "one colour" };
  },
  (clause, state) => {
    if (
      !/(remove|delete|drop|hide|without|no|get rid of)\b.*\b(slogan|tagline)/.test(clause) &&
      !/(去掉|删除|删掉|不要|移除|去除).*(标语|口号|副标题|广告语)/u.test(clause)
    )
      return undefined;
    if (!state.plan.slogan) return { skip: "there is no slogan" };
    delete state.plan.slogan;
    return { kind: "slogan-remove", detail: "slogan removed" };
  },
  (clause, state, _deps, quotes) => {
    if (!/(slogan|tagline)/.test(clause) && !/(标语|口号|副标题|广告语)/u.test(clause)) return undefined;
    const quoted = /\uE000(\d+)\uE000/u.exec(clause);
    const text = quoted ? quotes[Number(quoted[1])] : /(?:slogan|tagline|标语|口号|广告语)\s*(?:to|:|：|为|是)\s*(.+)$/u.exec(clause)?.[1];
    if (!text?.trim()) return { skip: "no slogan text given (put it in quotes)" };
    state.plan.slogan = text.trim();
    state.plan.sloganFontId = hasCjk(text) ? "noto-sans-sc-400" : state.plan.sloganFontId === state.plan.fontId ? "inter-600" : state.plan.sloganFontId;
    state.plan.sloganFallbackFontIds = hasCjk(text) ? [] : ["noto-sans-sc-400"];
    return { kind: "slogan-add", detail: text.trim() };
  },
  (clause, state) => {
    const entry = LAYOUT_WORDS.find((candidate) => has(clause, candidate.words));
    if (!entry) return undefined;
    if (state.plan.emblem) return { skip: "the emblem holds the whole logo; remove the container first" };
    state.plan.layout = entry.layout;
    return { kind: "layout", detail: entry.layout };
  },
  (clause, state) => {
    if (
      !/(remove|delete|drop|without|no)\b.*\b(container|badge|frame|border|shield|circle|seal)/.test(clause) &&
      !/(去掉|删除|不要|移除).*(边框|容器|徽章|圆圈|外框|盾牌)/u.test(clause)
    )
      return undefined;
    const plan = state.plan;
    const had = Boolean(plan.emblem) || (plan.mark.kind === "icon" && Boolean(plan.mark.container)) || plan.decoration === "frame";
    if (!had) return { skip: "there is no container" };
    delete plan.emblem;
    if (plan.mark.kind === "icon") plan.mark = { kind: "icon", icon: plan.mark.icon, paint: plan.mark.paint };
    if (plan.decoration === "frame") plan.decoration = "plain";
    if (plan.style === "emblem" || plan.style === "mascot") plan.style = plan.mark.kind === "none" ? "minimal" : "combination";
    if (plan.layout === "square") plan.layout = "vertical";
    return { kind: "container-remove", detail: "container removed" };
  },
  (clause, state) => {
    const entry = CONTAINER_WORDS.find((candidate) => has(clause, candidate.words));
    if (!entry) return undefined;
    const plan = state.plan;
    if (entry.holds === "mark" && plan.mark.kind === "icon") plan.mark = { ...plan.mark, container: entry.shape };
    else if (entry.holds === "mark" && plan.mark.kind === "monogram") plan.mark = { ...plan.mark, container: entry.shape };
    else {
      plan.emblem = entry.shape;
      plan.style = "emblem";
      plan.layout = "square";
      plan.decoration = "plain";
      if (plan.mark.kind === "icon") plan.mark = { kind: "icon", icon: plan.mark.icon, paint: "stroke" };
      else if (plan.mark.kind !== "none") plan.mark = { kind: "none" };
    }
    return { kind: "container", detail: entry.shape };
  },
  (clause, state, deps) => {
    const entry = STYLE_WORDS.find((candidate) => has(clause, candidate.words));
    if (!entry) return undefined;
    return { kind: "restyle", detail: restyle(state, deps, entry.style) };
  },
  (clause, state) => {
    const palette = PALETTES.find((candidate) => clause.includes(candidate.name.toLowerCase()));
    if (!palette) return undefined;
    state.plan.palette = palette;
    return { kind: "palette", detail: palette.name };
  },
  (clause, state) => {
    const dark = has(clause, ["dark background", "black background", "深色背景", "黑色背景", "黑底", "dark mode"]);
    const light = has(clause, ["light background", "white background", "浅色背景", "白色背景", "白底"]);
    if (!dark && !light) return undefined;
    state.plan.palette = {
      ...state.plan.palette,
      id: "edited",
      name: "Edited",
      background: { type: "solid", color: dark ? "#141414" : "#ffffff" },
      text: dark ? "#f5f5f5" : "#1a1a1a",
    };
    return { kind: "background", detail: dark ? "dark" : "light" };
  },
  (clause, state, deps) => {
    const entry = FONT_MOODS.find((candidate) => has(clause, candidate.words));
    if (!entry) return undefined;
    const family = pickFont(state, deps, { ...(entry.mood ? { mood: entry.mood } : {}), ...(entry.category ? { category: entry.category } : {}) });
    return family ? { kind: "font", detail: family } : { skip: "no font of that kind can draw this name" };
  },
  (clause, state, deps) => {
    const en =
      /(?:use|with|swap(?: it)? (?:to|for)|change (?:the )?icon to|make the icon|replace the icon with|icon of|icon to)\s+(?:an?\s+|the\s+)?([a-z][a-z -]*?)\s*(?:icon|symbol|logo)?$/.exec(
        clause,
      );
    const zh = /(?:换成|改成|改为|用|使用|换)(?:一个)?(.+?)(?:的)?(?:图标|图案|标志)$/u.exec(clause) ?? /(?:图标|图案)(?:换成|改成|改为|用)(.+)$/u.exec(clause);
    const mentionsIcon = /(icon|symbol)/.test(clause) || /(图标|图案)/u.test(clause);
    const subject = (zh?.[1] ?? en?.[1])?.trim();
    if (!mentionsIcon || !subject) return undefined;
    const mark = iconMark(state, deps, subject);
    if (!mark || mark.kind !== "icon") return { skip: `no icon found for "${subject}"` };
    return useIcon(state, mark);
  },
  // "add a moon", "with a rocket", "加一个火箭": a thing to draw, named without the word "icon". Only
  // a whole clause of that shape, only a subject the icon search knows, and never a design word
  // (border, shadow...: the icon search would answer those with a border or shadow pictogram).
  (clause, state, deps) => {
    const en =
      /^(?:please\s+)?(?:add|put|draw|include|show|with|use)\s+(?:an?\s+|the\s+|some\s+|one\s+)?([a-z][a-z -]*?)(?:\s+(?:to|in|on|into|inside)\s+(?:it|the logo|the design|the mark))?$/.exec(
        clause,
      );
    const zh = /^(?:请)?(?:加上|加|添加|放上|放|画上|画|换成|改成)(?:一个|一只|一朵|一颗|一片|一座|个|只|朵|颗)?(.+?)(?:吧)?$/u.exec(clause);
    const subject = (en?.[1] ?? zh?.[1])?.trim();
    if (!subject || DESIGN_WORDS.some((word) => subject.includes(word))) return undefined;
    const mark = iconMark(state, deps, subject);
    return mark?.kind === "icon" ? useIcon(state, mark) : undefined;
  },
  (clause, state) => {
    const hex = /#[0-9a-f]{3}(?:[0-9a-f]{3})?\b/.exec(clause)?.[0];
    const word = COLOR_WORDS.find((candidate) => has(clause, candidate.words));
    const color = hex ? normalizeHex(hex) : word?.hex;
    if (!color) return undefined;
    return { kind: "color", detail: recolor(state, color) };
  },
];

/**
 * Turns a prompt in English or Chinese into edits of a logo document made by the engine, then lays
 * it out again (so contrast, overlap and glyph rules still hold). Clauses it cannot read are
 * returned in `notUnderstood`.
 */
export function interpretInstruction(doc: DesignDocument, prompt: string, deps: LogoEngineDeps): InstructionResult {
  const plan = planFromDocument(doc);
  const state: State = { plan: plan ?? ({} as LogoPlan), mono: doc.mono };
  const quotes: string[] = [];
  const protectedPrompt = prompt
    .replace(QUOTE, (_match, text: string) => `\uE000${quotes.push(text) - 1}\uE000`)
    .toLowerCase()
    .replace(/black and white/g, "monochrome")
    .replace(/icon and text/g, "combination");
  const clauses = protectedPrompt
    .split(/[,;.!?，。；！？、\n]|\band then\b|\bthen\b|\band\b|然后|并且|同时|再把|另外/u)
    .map((clause) => clause.trim())
    .filter(Boolean);
  const applied: AppliedEdit[] = [];
  const skipped: InstructionResult["skipped"] = [];
  const notUnderstood: string[] = [];
  const original = (clause: string): string => clause.replace(/\uE000(\d+)\uE000/gu, (_m, index: string) => `"${quotes[Number(index)] ?? ""}"`);
  for (const clause of clauses) {
    if (!plan) {
      skipped.push({ phrase: original(clause), reason: "the document has no name element made by the logo designer" });
      continue;
    }
    const outcome = MATCHERS.reduce<Outcome>((found, matcher) => found ?? matcher(clause, state, deps, quotes), undefined);
    if (!outcome) notUnderstood.push(original(clause));
    else if ("skip" in outcome) skipped.push({ phrase: original(clause), reason: outcome.skip });
    else applied.push({ ...outcome, phrase: original(clause) });
  }
  const changedLayout = plan && applied.some((edit) => edit.kind !== "mono");
  const composed = changedLayout && plan ? composeLogo(state.plan, deps.fonts) : doc;
  const document = { ...composed, mono: state.mono };
  return { document, svg: renderDesignSvg(document, deps.fonts), applied, skipped, notUnderstood, issues: checkLogoQuality(document, deps.fonts) };
}
