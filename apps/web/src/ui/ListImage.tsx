import type { ImgHTMLAttributes } from "react";
import { LazyLoad } from "./LazyLoad";
import "./media.css";

export type ListImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "width" | "height" | "loading"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Extra wait after the box became visible (LazyLoad's delay). */
  delayMs?: number;
};

/**
 * An image of a list (logo results, My logos, showcase samples, creations) inside the spec's
 * lazy-load container (spec 01 section 2): its box keeps the image's shape, and the image is only
 * requested once 90% of that box is on screen, so images below the fold cost nothing until scrolled to.
 */
export function ListImage({ width, height, delayMs, ...image }: ListImageProps) {
  return (
    <LazyLoad as="span" className="list-image" delayMs={delayMs} placeholderStyle={{ aspectRatio: `${width} / ${height}` }}>
      <img {...image} width={width} height={height} decoding="async" />
    </LazyLoad>
  );
}
