/** Output size of the animation files: 500 px wide, the logo's own proportions. */
export const ANIMATION_WIDTH = 500;

export function animationSize(doc: { width: number; height: number }): { width: number; height: number } {
  return { width: ANIMATION_WIDTH, height: Math.max(1, Math.round((ANIMATION_WIDTH * doc.height) / doc.width)) };
}

/** A frame's SVG as an image the canvas can draw. */
async function svgImage(svg: string): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Draws a frame on the canvas over white (a GIF has no soft transparency, as the server's GIF). */
export async function drawFrame(context: CanvasRenderingContext2D, svg: string, width: number, height: number): Promise<void> {
  const image = await svgImage(svg);
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
}

/** Each frame's RGBA pixels, drawn by the browser from the one renderer's SVG. */
export async function framePixels(svgs: readonly string[], width: number, height: number, progress: (done: number) => void): Promise<Uint8ClampedArray[]> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2D canvas");
  const frames: Uint8ClampedArray[] = [];
  for (const svg of svgs) {
    await drawFrame(context, svg, width, height);
    frames.push(context.getImageData(0, 0, width, height).data);
    progress(frames.length / svgs.length);
  }
  return frames;
}

/** WebM needs MediaRecorder recording a canvas's stream: what a browser without them lacks (spec 03 section 8: "browser lacking video effects is reported"). */
export function webmSupported(): boolean {
  return (
    typeof MediaRecorder !== "undefined" &&
    typeof HTMLCanvasElement !== "undefined" &&
    typeof HTMLCanvasElement.prototype.captureStream === "function" &&
    MediaRecorder.isTypeSupported("video/webm")
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The frames played once on a canvas at `delay` ms each while MediaRecorder records it: a WebM video. */
export async function recordWebm(svgs: readonly string[], width: number, height: number, delay: number, progress: (done: number) => void): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D canvas");
  const first = svgs[0];
  if (first !== undefined) await drawFrame(context, first, width, height);
  const stream = canvas.captureStream(Math.round(1000 / delay));
  const type = MediaRecorder.isTypeSupported("video/webm;codecs=vp9") ? "video/webm;codecs=vp9" : "video/webm";
  const recorder = new MediaRecorder(stream, { mimeType: type });
  const parts: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) parts.push(event.data);
  };
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = () => resolve();
  });
  recorder.start();
  for (let i = 0; i < svgs.length; i++) {
    const started = performance.now();
    await drawFrame(context, svgs[i] ?? "", width, height);
    progress((i + 1) / svgs.length);
    await wait(Math.max(0, delay - (performance.now() - started)));
  }
  recorder.stop();
  await stopped;
  for (const track of stream.getTracks()) track.stop();
  return new Blob(parts, { type: "video/webm" });
}
