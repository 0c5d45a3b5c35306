import type { Cylinder } from "./cylinder.js";
import type { Quad } from "./homography.js";

/** The grain a surface is made of (textures.ts draws each from noise). */
export type Material = "paper" | "fabric" | "wood" | "ceramic" | "brick" | "plaster" | "stone";

/** Where the logo goes: a flat surface in perspective, or a label round a cylinder. */
export type Placement =
  | { kind: "plane"; quad: Quad; /** the surface's true width over height (a business card is 3.5 x 2) */ aspect: number; margin: number }
  | { kind: "cylinder"; cylinder: Cylinder; margin: number };

/** How the logo sits on the surface: ink soaks into fabric and follows its folds; paint and glaze stay crisp. */
export type PrintStyle = { displacement: number; inkOpacity: number; specular: number };

/** A surface colour a scene offers (a white shirt, a navy card...). */
export type SurfaceColour = { name: string; hex: string };

/**
 * A scene drawn by code: an SVG of the whole picture for a given surface colour (shapes, gradients and
 * blurred shadows; librsvg draws it), the material grains multiplied in afterwards over their masks, and
 * where the logo goes. No photograph anywhere: every pixel comes from this description.
 */
export type MockupSceneSpec = {
  width: number;
  height: number;
  surfaces: readonly SurfaceColour[];
  /** The whole scene; `surface` is the colour of the surface the logo is on. */
  svg(surface: string): string;
  /** Material grains, each over the white of its mask (an SVG body of the scene's size). */
  textures: readonly { material: Material; mask: string }[];
  placement: Placement;
  print: PrintStyle;
};
