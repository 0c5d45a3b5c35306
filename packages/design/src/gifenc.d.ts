// gifenc 1.0.3 ships no types: the part of its API the GIF encoder uses (node_modules/gifenc/src/index.js).
declare module "gifenc" {
  export type Palette = number[][];
  export type GifFrameOptions = {
    palette?: Palette | null;
    delay?: number;
    repeat?: number;
    first?: boolean;
    transparent?: boolean;
    transparentIndex?: number;
    dispose?: number;
  };
  export type GifEncoderInstance = {
    writeHeader(): void;
    writeFrame(index: Uint8Array, width: number, height: number, options?: GifFrameOptions): void;
    finish(): void;
    bytes(): Uint8Array;
  };
  export type GifencModule = {
    GIFEncoder(options?: { auto?: boolean; initialCapacity?: number }): GifEncoderInstance;
    quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number, options?: { format?: "rgb565" | "rgb444" | "rgba4444" }): Palette;
    applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette, format?: "rgb565" | "rgb444" | "rgba4444"): Uint8Array;
  };
  export const GIFEncoder: GifencModule["GIFEncoder"] | undefined;
  export const quantize: GifencModule["quantize"] | undefined;
  export const applyPalette: GifencModule["applyPalette"] | undefined;
  const whole: GifencModule | GifencModule["GIFEncoder"];
  export default whole;
}
