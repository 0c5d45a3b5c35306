import type { StyleProduct } from "@studio/contracts";

/** A built-in style: names in both languages, the prompt text it adds, and what its preview shows. */
export type DefaultStyle = { value: string; en: string; zh: string; prompt: string; preview: string };
export type DefaultScene = { value: string; en: string; zh: string; styles: DefaultStyle[] };

/**
 * The lists a fresh install starts with (admins change them with PUT /api/admin/styles/{product}).
 * `preview` is the prompt the offline painter draws the style's preview picture from at first start,
 * with the mood and colours the style stands for, so each card looks like what it adds.
 */
export const defaultStyleLists: Record<StyleProduct, DefaultScene[]> = {
  aiimage: [
    {
      value: "illustration",
      en: "Illustration",
      zh: "插画",
      styles: [
        {
          value: "flat",
          en: "Flat",
          zh: "扁平",
          prompt: "flat vector illustration, bold shapes, clean colours",
          preview: "day mountain with a tree, green and blue",
        },
        {
          value: "watercolor",
          en: "Watercolor",
          zh: "水彩",
          prompt: "soft watercolor painting, gentle washes",
          preview: "pastel flower garden, pink and lavender",
        },
        {
          value: "storybook",
          en: "Storybook",
          zh: "绘本",
          prompt: "children's storybook illustration, warm and whimsical",
          preview: "forest fox at sunrise, orange",
        },
        {
          value: "line-art",
          en: "Line art",
          zh: "线稿",
          prompt: "minimal line art, thin strokes, lots of white space",
          preview: "snow house in winter, white and grey",
        },
      ],
    },
    {
      value: "photo",
      en: "Photography",
      zh: "摄影",
      styles: [
        {
          value: "cinematic",
          en: "Cinematic",
          zh: "电影感",
          prompt: "cinematic photo, dramatic light, shallow depth of field",
          preview: "sunset city skyline, orange and purple",
        },
        {
          value: "product",
          en: "Product shot",
          zh: "产品图",
          prompt: "studio product photo, soft shadows, plain background",
          preview: "coffee cup on a table, brown and cream",
        },
        { value: "landscape", en: "Landscape", zh: "风景", prompt: "wide landscape photo, natural light", preview: "ocean waves and a lighthouse, blue" },
        { value: "night", en: "Night", zh: "夜景", prompt: "night photo, city lights, long exposure", preview: "night moon over the sea, navy" },
      ],
    },
    {
      value: "3d",
      en: "3D",
      zh: "3D",
      styles: [
        { value: "clay", en: "Clay", zh: "黏土", prompt: "3D clay render, soft rounded forms, pastel colours", preview: "pastel rocket, pink and mint" },
        { value: "isometric", en: "Isometric", zh: "等距", prompt: "isometric 3D scene, tidy geometry", preview: "day building with a tree, teal and yellow" },
        { value: "neon", en: "Neon", zh: "霓虹", prompt: "glowing neon 3D render, dark background", preview: "neon music note, pink and cyan" },
      ],
    },
    {
      value: "art",
      en: "Fine art",
      zh: "艺术",
      styles: [
        {
          value: "oil",
          en: "Oil painting",
          zh: "油画",
          prompt: "oil painting, visible brush strokes, rich colour",
          preview: "desert sunset with a palm tree, gold and red",
        },
        {
          value: "ukiyo-e",
          en: "Ukiyo-e",
          zh: "浮世绘",
          prompt: "ukiyo-e woodblock print, flat colour, bold outlines",
          preview: "ocean wave and mountain, blue and beige",
        },
        {
          value: "pop-art",
          en: "Pop art",
          zh: "波普艺术",
          prompt: "pop art, halftone dots, bright primary colours",
          preview: "star with a heart, red and yellow",
        },
      ],
    },
  ],
  "icon-generator": [
    {
      value: "icon",
      en: "Icons",
      zh: "图标",
      styles: [
        { value: "abstract", en: "Abstract", zh: "抽象", prompt: "abstract geometric icon, simple shapes", preview: "purple abstract star" },
        { value: "line", en: "Line", zh: "线性", prompt: "line icon, even stroke width, no fill", preview: "snow bell, grey and white" },
        { value: "glyph", en: "Glyph", zh: "实心", prompt: "solid glyph icon, one colour", preview: "night rocket, navy" },
        { value: "gradient", en: "Gradient", zh: "渐变", prompt: "gradient icon, smooth colour blend", preview: "sunset heart, orange and pink" },
      ],
    },
  ],
};
