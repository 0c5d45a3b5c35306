import sharp from "sharp";
import type { RawImage } from "../raw-image.js";
import { cylinderAspect, imageToCylinder, type Cylinder } from "./cylinder.js";
import { applyHomography, homographyFromQuads, invertHomography, type Quad } from "./homography.js";
import type { Placement } from "./scene-types.js";

/** The logo's place on a surface: a pixel of the scene to a pixel of the (resized) logo, and the scene area to visit. */
export type LogoMapping = {
  /** Logo pixel coordinates for a scene point, or null where the surface does not reach. */
  toLogo(x: number, y: number): [number, number] | null;
  box: { x0: number; y0: number; x1: number; y1: number };
  /** The logo resized to about the size it shows at, so sampling does not alias. */
  logo: RawImage;
};

/** The logo's rectangle on the surface's own plane ([0, aspect] x [0, 1]): centred, margins kept, its aspect kept. */
export function fitRect(aspect: number, margin: number, logoAspect: number): { x: number; y: number; w: number; h: number } {
  const availW = aspect - 2 * margin * Math.min(aspect, 1);
  const availH = 1 - 2 * margin * Math.min(aspect, 1);
  const w = logoAspect > availW / availH ? availW : availH * logoAspect;
  const h = w / logoAspect;
  return { x: (aspect - w) / 2, y: (1 - h) / 2, w, h };
}

const dist = (a: readonly [number, number], b: readonly [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

async function resized(logo: RawImage, width: number, height: number): Promise<RawImage> {
  const w = Math.max(1, Math.min(4096, Math.ceil(width)));
  const h = Math.max(1, Math.min(4096, Math.ceil(height)));
  // sharp premultiplies alpha while resizing, so transparent pixels do not bleed colour into edges.
  const data = await sharp(logo.data, { raw: { width: logo.width, height: logo.height, channels: 4 } })
    .resize(w, h, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer();
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: w, height: h };
}

/** Where a logo of this aspect lands on a placement, as the scene's pixels (the plane's homography, or the mug's wrap). */
export async function mapLogo(placement: Placement, logo: RawImage, scene: { width: number; height: number }): Promise<LogoMapping> {
  const logoAspect = logo.width / logo.height;
  if (placement.kind === "plane") {
    const { quad, aspect, margin } = placement;
    const rect = fitRect(aspect, margin, logoAspect);
    const plane: Quad = [
      [0, 0],
      [aspect, 0],
      [aspect, 1],
      [0, 1],
    ];
    const h = homographyFromQuads(plane, quad);
    const inverse = invertHomography(h);
    const corners = [
      applyHomography(h, rect.x, rect.y),
      applyHomography(h, rect.x + rect.w, rect.y),
      applyHomography(h, rect.x + rect.w, rect.y + rect.h),
      applyHomography(h, rect.x, rect.y + rect.h),
    ] as const;
    const sized = await resized(
      logo,
      Math.max(dist(corners[0], corners[1]), dist(corners[3], corners[2])),
      Math.max(dist(corners[0], corners[3]), dist(corners[1], corners[2])),
    );
    return {
      logo: sized,
      box: clampBox(corners, scene),
      toLogo(x, y) {
        const [px, py] = applyHomography(inverse, x, y);
        return [((px - rect.x) / rect.w) * sized.width, ((py - rect.y) / rect.h) * sized.height];
      },
    };
  }
  return mapCylinder(placement.cylinder, placement.margin, logo, scene);
}

async function mapCylinder(c: Cylinder, margin: number, logo: RawImage, scene: { width: number; height: number }): Promise<LogoMapping> {
  const aspect = cylinderAspect(c);
  const rect = fitRect(aspect, margin, logo.width / logo.height);
  // The front of the mug shows the label at full scale (arc length = pixels there).
  const sized = await resized(logo, rect.w * c.height, rect.h * c.height);
  const reach = c.r * Math.sin(c.halfAngle);
  return {
    logo: sized,
    box: clampBox(
      [
        [c.cx - reach, c.top],
        [c.cx + reach, c.top + c.height + c.tilt * c.r],
      ],
      scene,
    ),
    toLogo(x, y) {
      const uv = imageToCylinder(c, x, y);
      if (!uv) return null;
      return [((uv[0] * aspect - rect.x) / rect.w) * sized.width, ((uv[1] - rect.y) / rect.h) * sized.height];
    },
  };
}

function clampBox(points: readonly (readonly [number, number])[], scene: { width: number; height: number }) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return {
    x0: Math.max(0, Math.floor(Math.min(...xs)) - 2),
    y0: Math.max(0, Math.floor(Math.min(...ys)) - 2),
    x1: Math.min(scene.width - 1, Math.ceil(Math.max(...xs)) + 2),
    y1: Math.min(scene.height - 1, Math.ceil(Math.max(...ys)) + 2),
  };
}
