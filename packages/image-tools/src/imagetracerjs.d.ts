// imagetracerjs (Unlicense) ships no types; only the one call the SVG conversion uses is declared.
declare module "imagetracerjs" {
  type TraceImageData = { width: number; height: number; data: Uint8ClampedArray | Uint8Array };
  const ImageTracer: { imagedataToSVG(imageData: TraceImageData, options?: Record<string, number | boolean | string>): string };
  export default ImageTracer;
}
