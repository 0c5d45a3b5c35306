import type { ShapeKind } from "@studio/design";
import type { LogoStyle } from "./logo-brief.schema.js";

/** Colour words in English and Chinese with the hue a designer would pick for a logo. */
export const COLOR_WORDS: readonly { words: readonly string[]; hex: string }[] = [
  { words: ["red", "crimson", "红色", "红"], hex: "#c62828" },
  { words: ["orange", "橙色", "橘色", "橙"], hex: "#ef6c00" },
  { words: ["yellow", "黄色", "黄"], hex: "#f2b705" },
  { words: ["gold", "golden", "金色"], hex: "#b8860b" },
  { words: ["green", "绿色", "绿"], hex: "#2e7d32" },
  { words: ["teal", "turquoise", "cyan", "青色", "蓝绿"], hex: "#00897b" },
  { words: ["navy", "dark blue", "藏青", "深蓝"], hex: "#1b2a4a" },
  { words: ["blue", "蓝色", "蓝"], hex: "#1e5bb8" },
  { words: ["purple", "violet", "紫色", "紫"], hex: "#6a1b9a" },
  { words: ["pink", "粉色", "粉红", "粉"], hex: "#d81b60" },
  { words: ["brown", "coffee colour", "coffee color", "棕色", "咖啡色", "棕"], hex: "#6d4c41" },
  { words: ["black", "黑色", "黑"], hex: "#111111" },
  { words: ["grey", "gray", "灰色", "灰"], hex: "#546e7a" },
];

/** Font moods: catalogue moods or categories, with the Chinese words for them. */
export const FONT_MOODS: readonly { words: readonly string[]; mood?: string; category?: string }[] = [
  { words: ["serif", "衬线"], category: "serif" },
  { words: ["sans-serif", "sans serif", "无衬线", "黑体"], category: "sans" },
  { words: ["script", "handwritten", "handwriting", "calligraphy", "手写", "书法", "草书"], category: "script" },
  { words: ["rounded", "round font", "圆体", "圆润"], mood: "rounded" },
  { words: ["bold", "heavy", "strong", "粗体", "加粗", "粗一点", "醒目"], mood: "bold" },
  { words: ["modern", "clean", "现代", "简洁"], mood: "modern" },
  { words: ["elegant", "luxury", "luxurious", "classy", "优雅", "高级", "奢华"], mood: "elegant" },
  { words: ["playful", "fun", "cute", "friendly", "可爱", "活泼", "俏皮"], mood: "playful" },
  { words: ["monospace", "techy", "tech font", "code font", "等宽", "科技感"], category: "mono" },
  { words: ["classic", "traditional", "经典", "传统"], mood: "classic" },
];

export const LAYOUT_WORDS: readonly { words: readonly string[]; layout: "horizontal" | "vertical" }[] = [
  {
    words: [
      "icon above",
      "icon on top",
      "icon at the top",
      "above the name",
      "on top of the name",
      "stack",
      "stacked",
      "vertical",
      "centered",
      "centred",
      "图标在上",
      "上下",
      "竖排",
      "居中",
    ],
    layout: "vertical",
  },
  {
    words: [
      "icon left",
      "icon on the left",
      "icon to the left",
      "left of the name",
      "side by side",
      "horizontal",
      "inline",
      "图标在左",
      "左右",
      "横排",
      "并排",
    ],
    layout: "horizontal",
  },
];

/** Containers: round ones hold the mark, the others hold the whole logo (an emblem). */
export const CONTAINER_WORDS: readonly { words: readonly string[]; shape: Exclude<ShapeKind, "paths">; holds: "mark" | "logo" }[] = [
  { words: ["circle", "round container", "圆形", "圆圈", "圆框"], shape: "circle", holds: "mark" },
  { words: ["rounded square", "square", "app icon", "方形", "圆角"], shape: "rounded-square", holds: "mark" },
  { words: ["badge", "label", "plaque", "徽章", "标签"], shape: "badge", holds: "logo" },
  { words: ["shield", "crest", "盾牌", "盾形"], shape: "shield", holds: "logo" },
  { words: ["seal", "stamp", "印章", "图章"], shape: "seal", holds: "logo" },
  { words: ["hexagon", "六边形"], shape: "hexagon", holds: "logo" },
];

export const STYLE_WORDS: readonly { words: readonly string[]; style: LogoStyle }[] = [
  { words: ["abstract", "geometric", "抽象", "几何"], style: "abstract" },
  { words: ["mascot", "cartoon", "character", "吉祥物", "卡通"], style: "mascot" },
  { words: ["emblem", "徽标", "徽章风格"], style: "emblem" },
  { words: ["minimal", "minimalist", "wordmark", "text only", "just text", "极简", "纯文字", "只要文字"], style: "minimal" },
  { words: ["combination", "combo", "icon and text", "组合", "图文"], style: "combination" },
  { words: ["signature", "签名"], style: "signature" },
  { words: ["pictorial", "picture mark", "图形标志", "具象"], style: "pictorial" },
];
