/**
 * A label wrapped round an upright cylinder (a mug), seen from the front and a little above: a point at
 * angle θ round the axis (0 faces the viewer) and height h (0 top of the label, 1 bottom) shows at
 * x = cx + r sin θ, y = top + h * height + tilt * r * cos θ (the rims are ellipses of half-height
 * tilt * r, the front lower than the sides). The label spans θ in [-halfAngle, halfAngle].
 */
export type Cylinder = { cx: number; r: number; top: number; height: number; tilt: number; halfAngle: number };

/** Label coordinates (u across 0..1, v down 0..1) to the output pixel. */
export function cylinderToImage(c: Cylinder, u: number, v: number): [number, number] {
  const theta = (u * 2 - 1) * c.halfAngle;
  return [c.cx + c.r * Math.sin(theta), c.top + v * c.height + c.tilt * c.r * Math.cos(theta)];
}

/** The output pixel back to label coordinates, or null off the cylinder's visible face. */
export function imageToCylinder(c: Cylinder, x: number, y: number): [number, number] | null {
  const s = (x - c.cx) / c.r;
  if (s <= -1 || s >= 1) return null;
  const theta = Math.asin(s);
  const u = (theta / c.halfAngle + 1) / 2;
  const v = (y - c.top - c.tilt * c.r * Math.cos(theta)) / c.height;
  return [u, v];
}

/** How wide the label is on the mug's surface against its height (arc length over height). */
export const cylinderAspect = (c: Cylinder): number => (2 * c.halfAngle * c.r) / c.height;

/**
 * How much of the label faces the light at angle θ: the surface turns away towards the sides, so a
 * logo darkens there like the ceramic does (Lambert's cosine with a floor for the room's fill light).
 */
export const cylinderFacing = (c: Cylinder, x: number): number => {
  const s = Math.max(-1, Math.min(1, (x - c.cx) / c.r));
  return Math.sqrt(1 - s * s);
};
