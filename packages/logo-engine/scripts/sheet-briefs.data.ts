import type { LogoBriefInput } from "../src/logo-brief.schema.js";
import { GOLDEN_BRIEFS } from "../src/golden-briefs.data.js";

/**
 * The contact sheet's 40 briefs: 24 of the golden briefs (every style group, named palettes, both
 * languages) and 16 hard ones from the relevance sets (a specific thing, a misleading brand name,
 * a Chinese description, a long sentence), so a person judges the symbols as well as the layouts.
 */
const HARD_SHEET_BRIEFS: readonly LogoBriefInput[] = [
  { name: "Dreamwell", description: "a mattress shop", styles: ["combination"] },
  { name: "Sharp Eyes", description: "an eyeglasses shop", styles: ["pictorial"], palette: "Glacier Calm" },
  { name: "Fine Fit", description: "I am a tailor and I make custom suits and do alterations", styles: ["emblem"], palette: "Mono Dusk" },
  { name: "Boss Level", description: "a video-game studio", styles: ["mascot"], palette: "Neon Core" },
  { name: "PureDrop", description: "bottled water delivery", styles: ["combination"], palette: "Ocean Code" },
  { name: "Open Sesame", description: "a locksmith", styles: ["emblem"] },
  { name: "Apple Plumbing", description: "plumbing and drain repairs", styles: ["combination"], palette: "Industrial Pop" },
  { name: "Tiger Accounting", description: "an accounting firm", styles: ["pictorial"], palette: "SaaS Blue" },
  { name: "Code Mattress", description: "Code Mattress sells mattresses and pillows online", styles: ["mascot"] },
  { name: "明视眼镜", description: "眼镜店", styles: ["combination"] },
  { name: "巧手裁缝", description: "裁缝", styles: ["emblem"] },
  { name: "玩家工作室", description: "游戏工作室", styles: ["pictorial"] },
  { name: "爱宠", description: "宠物医院", styles: ["mascot"] },
  { name: "清泉", description: "桶装水配送", styles: ["combination"] },
  { name: "Fur Real", description: "a mobile dog grooming service that comes to your home", styles: ["combination"], palette: "Cotton Candy" },
  { name: "Blossom", description: "a wedding florist who makes bouquets", styles: ["pictorial"], palette: "Dusty Dusk" },
];

export const SHEET_BRIEFS: readonly LogoBriefInput[] = [...GOLDEN_BRIEFS.slice(0, 24), ...HARD_SHEET_BRIEFS];
