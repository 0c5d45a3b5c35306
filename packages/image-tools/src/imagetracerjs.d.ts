// imagetracerjs (Unlicense) ships no types; only the one call vectorise uses is declared.
declare module "imagetracerjs" {
  type TraceImageData = { width: number; height: number; data: Uint8ClampedArray | Uint8Array };
  const ImageTracer: {
    imagedataToSVG(imageData: TraceImageData, options?: Record<string, number | boolean | string | { r: number; g: number; b: number; a: number }[]>): string;
  };
  export default ImageTracer;
}
