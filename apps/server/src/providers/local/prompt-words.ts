/**
 * What the offline image generator can read in a prompt, in English and Chinese: colours, moods
 * (which set the palette and the scene) and everything else as subject words for the icon search.
 */
export const colourWords: Record<string, string> = {
  red: "#e53935",
  红: "#e53935",
  crimson: "#b71c1c",
  orange: "#fb8c00",
  橙: "#fb8c00",
  yellow: "#fdd835",
  黄: "#fdd835",
  gold: "#d4a017",
  golden: "#d4a017",
  金: "#d4a017",
  green: "#43a047",
  绿: "#43a047",
  emerald: "#2e7d32",
  teal: "#00897b",
  cyan: "#00acc1",
  青: "#00acc1",
  blue: "#1e88e5",
  蓝: "#1e88e5",
  navy: "#1a237e",
  藏青: "#1a237e",
  purple: "#8e24aa",
  violet: "#7e57c2",
  紫: "#8e24aa",
  pink: "#ec407a",
  粉: "#ec407a",
  magenta: "#d81b60",
  brown: "#6d4c41",
  棕: "#6d4c41",
  咖啡色: "#6d4c41",
  black: "#212121",
  黑: "#212121",
  white: "#fafafa",
  白: "#fafafa",
  grey: "#9e9e9e",
  gray: "#9e9e9e",
  灰: "#9e9e9e",
  silver: "#bdbdbd",
  银: "#bdbdbd",
};

export type Mood = "night" | "sunset" | "ocean" | "forest" | "desert" | "neon" | "pastel" | "snow" | "day";

export const moodWords: Record<string, Mood> = {
  night: "night",
  moon: "night",
  stars: "night",
  starry: "night",
  dark: "night",
  夜: "night",
  星空: "night",
  月: "night",
  sunset: "sunset",
  sunrise: "sunset",
  dawn: "sunset",
  dusk: "sunset",
  日落: "sunset",
  黄昏: "sunset",
  日出: "sunset",
  ocean: "ocean",
  sea: "ocean",
  beach: "ocean",
  wave: "ocean",
  waves: "ocean",
  海: "ocean",
  海洋: "ocean",
  沙滩: "ocean",
  forest: "forest",
  tree: "forest",
  trees: "forest",
  mountain: "forest",
  mountains: "forest",
  nature: "forest",
  森林: "forest",
  山: "forest",
  树: "forest",
  desert: "desert",
  sand: "desert",
  沙漠: "desert",
  neon: "neon",
  cyber: "neon",
  cyberpunk: "neon",
  futuristic: "neon",
  霓虹: "neon",
  赛博: "neon",
  科技: "neon",
  pastel: "pastel",
  soft: "pastel",
  cute: "pastel",
  柔和: "pastel",
  可爱: "pastel",
  snow: "snow",
  winter: "snow",
  ice: "snow",
  雪: "snow",
  冬天: "snow",
};

export const moodPalettes: Record<Mood, { sky: [string, string]; ground: [string, string]; accent: string }> = {
  night: { sky: ["#0b1026", "#2b3a67"], ground: ["#1b2440", "#0e1428"], accent: "#f5f3ce" },
  sunset: { sky: ["#ff7e5f", "#feb47b"], ground: ["#6a3d5d", "#3b1f38"], accent: "#fff1c1" },
  ocean: { sky: ["#74ebd5", "#acb6e5"], ground: ["#1565c0", "#0d47a1"], accent: "#ffffff" },
  forest: { sky: ["#d4fc79", "#96e6a1"], ground: ["#2e7d32", "#1b5e20"], accent: "#fffde7" },
  desert: { sky: ["#f6d365", "#fda085"], ground: ["#d4a373", "#b5835a"], accent: "#fff8e1" },
  neon: { sky: ["#12002f", "#3a0ca3"], ground: ["#f72585", "#7209b7"], accent: "#4cc9f0" },
  pastel: { sky: ["#fbc2eb", "#a6c1ee"], ground: ["#fdcbf1", "#e6dee9"], accent: "#ffffff" },
  snow: { sky: ["#e0eafc", "#cfdef3"], ground: ["#ffffff", "#dfe9f3"], accent: "#90caf9" },
  day: { sky: ["#89f7fe", "#66a6ff"], ground: ["#84fab0", "#43a047"], accent: "#fff59d" },
};

export type PromptReading = { colours: string[]; mood: Mood | undefined; subjectText: string; words: string[] };

/** Splits a prompt into what the generator understands; unknown words stay as the subject. */
export function readPrompt(prompt: string): PromptReading {
  const text = prompt.toLowerCase();
  const colours: string[] = [];
  let mood: Mood | undefined;
  const latin = text.match(/[a-z]+/g) ?? [];
  for (const word of latin) {
    const colour = colourWords[word];
    if (colour && !colours.includes(colour)) colours.push(colour);
    mood ??= moodWords[word];
  }
  for (const [word, colour] of Object.entries(colourWords))
    if (/[\u3400-\u9fff]/u.test(word) && text.includes(word) && !colours.includes(colour)) colours.push(colour);
  for (const [word, m] of Object.entries(moodWords)) if (/[\u3400-\u9fff]/u.test(word) && text.includes(word)) mood ??= m;
  const subjectWords = latin.filter((w) => !colourWords[w] && w.length > 2);
  const han = (text.match(/[\u3400-\u9fff]+/gu) ?? []).join(" ");
  return { colours, mood, subjectText: [...subjectWords, han].join(" ").trim(), words: latin };
}
