import type { ClassicIcon, IconCategory, IconSearchResult } from "@studio/contracts";
import type { IconLibrary, IconRecord } from "@studio/assets";

/** Chinese names of the icon library's categories (Tabler's), for the zh site's picker. */
const CATEGORY_ZH: Record<string, string> = {
  Animals: "动物",
  Arrows: "箭头",
  Badges: "徽章",
  Buildings: "建筑",
  Charts: "图表",
  Communication: "通讯",
  Computers: "电脑",
  Currencies: "货币",
  Database: "数据库",
  Design: "设计",
  Development: "开发",
  Devices: "设备",
  Document: "文档",
  "E-commerce": "电商",
  Electrical: "电气",
  Extensions: "文件类型",
  Food: "食物",
  Games: "游戏",
  Gender: "性别",
  Gestures: "手势",
  Health: "健康",
  Laundry: "洗护",
  Letters: "字母",
  Logic: "逻辑",
  Map: "地图",
  Math: "数学",
  Media: "媒体",
  Mood: "表情",
  Nature: "自然",
  Numbers: "数字",
  Photography: "摄影",
  Shapes: "形状",
  Sport: "运动",
  Symbols: "符号",
  System: "系统",
  Text: "文字",
  "Version control": "版本控制",
  Vehicles: "交通",
  Weather: "天气",
  Zodiac: "星座",
  More: "更多",
};

/** Other companies' marks (Tabler's Brand category) are trademarks: never offered as a logo's symbol. */
const EXCLUDED_CATEGORIES = new Set(["Brand"]);
const SAMPLE_SIZE = 6;

const categoryOf = (icon: IconRecord): string => icon.category || "More";
const categoryId = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export const iconUrl = (icon: { set: string; id: string }): string => `/api/icon/${icon.set}/${icon.id}`;

export function iconView(icon: IconRecord): ClassicIcon {
  return { id: icon.key, set: icon.set, name: icon.id, category: categoryOf(icon), tags: [...icon.tags], url: iconUrl(icon) };
}

const escapeAttr = (value: string): string => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const ATTR_NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;

/** An icon as a standalone SVG file: the library's own 24 x 24 strokes (or filled form), nothing else. */
export function iconSvg(icon: IconRecord): string {
  const filled = !icon.nodes.length && icon.filledNodes?.length;
  const nodes = (filled ? icon.filledNodes : icon.nodes) ?? [];
  const body = nodes
    .map((node) => {
      const attrs = Object.entries(node.attrs)
        .filter(([name]) => ATTR_NAME.test(name) && !name.toLowerCase().startsWith("on"))
        .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
        .join("");
      return `<${node.tag}${attrs}/>`;
    })
    .join("");
  const paint = filled
    ? 'fill="currentColor" stroke="none"'
    : 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" ${paint}>${body}</svg>`;
}

/**
 * The symbol picker's side of the icon library (spec 03 sections 5 and 7): categories, search by
 * English or Chinese words (the library's industry concepts and Chinese thing words, then ids and
 * tags containing the word) and the icons' pictures.
 */
export function createSymbolsService(library: () => IconLibrary) {
  let categories: IconCategory[] | undefined;
  const offered = (icon: IconRecord): boolean => !EXCLUDED_CATEGORIES.has(icon.category) && (icon.nodes.length > 0 || (icon.filledNodes?.length ?? 0) > 0);

  function page(list: IconRecord[], pageNumber: number, size: number): IconSearchResult {
    const start = (pageNumber - 1) * size;
    return { list: list.slice(start, start + size).map(iconView), page: pageNumber, more: list.length > start + size };
  }

  return {
    categories(): IconCategory[] {
      if (categories) return categories;
      const groups = new Map<string, IconRecord[]>();
      for (const icon of library().icons) {
        if (!offered(icon)) continue;
        const name = categoryOf(icon);
        const list = groups.get(name) ?? [];
        list.push(icon);
        groups.set(name, list);
      }
      categories = [...groups.entries()]
        .sort(([a], [b]) => (a === "More" ? 1 : b === "More" ? -1 : a.localeCompare(b)))
        .map(([name, icons]) => ({
          id: categoryId(name),
          name,
          name_zh: CATEGORY_ZH[name] ?? name,
          count: icons.length,
          sample: icons.slice(0, SAMPLE_SIZE).map(iconView),
        }));
      return categories;
    },

    search(query: { key: string; category?: string | undefined; page: number; size: number }): IconSearchResult {
      const lib = library();
      const key = query.key.trim().toLowerCase();
      const inCategory = (icon: IconRecord): boolean => !query.category || categoryId(categoryOf(icon)) === query.category;
      if (!key)
        return page(
          lib.icons.filter((icon) => offered(icon) && inCategory(icon)),
          query.page,
          query.size,
        );
      const found = new Map<string, IconRecord>();
      // Meaning first: concepts and Chinese thing words ("咖啡" is coffee, "anchor" the marine concept).
      for (const match of lib.search(key, { limit: 200 })) found.set(match.icon.key, match.icon);
      // Then the words themselves inside ids and tags ("anch" finds anchor).
      const words = key.split(/\s+/).filter((word) => word.length >= 2);
      for (const icon of lib.icons) {
        if (found.has(icon.key)) continue;
        if (words.some((word) => icon.id.includes(word) || icon.tags.some((tag) => tag.toLowerCase().includes(word)))) found.set(icon.key, icon);
      }
      return page(
        [...found.values()].filter((icon) => offered(icon) && inCategory(icon)),
        query.page,
        query.size,
      );
    },

    /** The icon's picture, or undefined when the library has no such icon. */
    file(set: string, name: string): string | undefined {
      const icon = library().get(`${set}:${name}`);
      return icon && offered(icon) ? iconSvg(icon) : undefined;
    },

    get(key: string): IconRecord | undefined {
      const icon = library().get(key);
      return icon && offered(icon) ? icon : undefined;
    },
  };
}

export type SymbolsService = ReturnType<typeof createSymbolsService>;
