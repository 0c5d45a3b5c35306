import { colorCategoryAliases, colorCategoryIds, colorCategoryKeys, gradientAngles, type ColorCategories, type ColorOption } from "@studio/contracts";
import { PALETTES, SMART_PALETTES, type Palette } from "@studio/logo-engine";

function option(palette: Palette): ColorOption {
  const colors = [...new Set([palette.primary, palette.secondary, palette.accent, palette.text])];
  const background = palette.background;
  return {
    color_id: palette.id,
    name: palette.name,
    hex_color: palette.primary,
    ...(background.type === "gradient" ? { hex_colors: `${background.from},${background.to}` } : {}),
    colors,
  };
}

const smartIds = new Set(Object.values(SMART_PALETTES).flat());

/**
 * GET /api/allColorCategory: the designer's palettes by spec 03's colour groups. `smart` holds the
 * palettes the designer picks by industry; the gradient group the palettes with a gradient ground.
 */
export function colorCategories(): ColorCategories {
  return {
    color_cates: colorCategoryKeys.map((key) => ({
      id: colorCategoryIds[key],
      key,
      alias: colorCategoryAliases[key],
      colors: PALETTES.filter((palette) =>
        key === "smart"
          ? smartIds.has(palette.id)
          : palette.groups.some((group) => group === key) || (key === "gradient" && palette.background.type === "gradient"),
      ).map(option),
    })),
    gradient_angles: [...gradientAngles],
  };
}
