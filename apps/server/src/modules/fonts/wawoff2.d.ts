// wawoff2 ships no types: the two calls used here (modules/fonts and its tests).
declare module "wawoff2/decompress.js" {
  export default function decompress(buffer: Uint8Array): Promise<Uint8Array>;
}
declare module "wawoff2/compress.js" {
  export default function compress(buffer: Uint8Array): Promise<Uint8Array>;
}
