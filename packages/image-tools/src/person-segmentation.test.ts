import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { removePersonBackground } from "./person-matting.js";
import { personConfidence } from "./person-segmentation.js";
import { decodeImage } from "./raw-image.js";
import { sharpRaw } from "./raw-image.js";
import { alphaAt, alphaIou, drawSvg } from "./test-images.test-support.js";

const portrait = () => decodeImage(readFileSync(new URL("../fixtures/portrait-astronaut.jpg", import.meta.url)));
const at = (probability: Float32Array, size: number, x: number, y: number) =>
  probability[Math.round(y * (size - 1)) * size + Math.round(x * (size - 1))] as number;

describe("person segmentation (MediaPipe selfie model from its npm package)", () => {
  it("covers the person of a portrait and leaves the backdrop, the same bits on every run", async () => {
    const image = await portrait();
    const first = personConfidence(image);
    expect(first.size).toBe(256);
    // Her face, the chest of the suit, and the backdrop's top corners (fractions of the frame).
    expect(at(first.probability, first.size, 0.44, 0.26)).toBeGreaterThan(0.95);
    expect(at(first.probability, first.size, 0.4, 0.7)).toBeGreaterThan(0.95);
    expect(at(first.probability, first.size, 0.05, 0.05)).toBeLessThan(0.05);
    expect(at(first.probability, first.size, 0.95, 0.05)).toBeLessThan(0.05);
    expect(first.coverage).toBeGreaterThan(0.4);
    expect(first.coverage).toBeLessThan(0.7);
    expect(first.certainty).toBeGreaterThan(0.95);
    const second = personConfidence(image);
    expect(Buffer.from(second.probability.buffer).equals(Buffer.from(first.probability.buffer))).toBe(true);
  });

  it("finds no person on a flat logo", async () => {
    const logo = await drawSvg(256, 256, `<rect width="100%" height="100%" fill="#fff"/><circle cx="128" cy="128" r="60" fill="#1e3a8a"/>`);
    expect(personConfidence(logo).coverage).toBeLessThan(0.02);
  });

  it("cuts the person out with a soft edge and edge colours freed of the backdrop", async () => {
    const image = await portrait();
    const result = removePersonBackground(image);
    expect(alphaAt(result.image, 113, 66)).toBe(255); // face
    expect(alphaAt(result.image, 10, 10)).toBe(0); // backdrop
    let soft = 0;
    for (const a of result.alpha) if (a > 0 && a < 1) soft++;
    // A border band, not a hard cut and not a blur over everything.
    expect(soft).toBeGreaterThan(200);
    expect(soft).toBeLessThan(image.width * image.height * 0.15);
  });

  it("on a clean backdrop (an ID photo's wall) takes the colour method's exact edges, keeping the model's solid core", async () => {
    // A known answer: the portrait's own cut-out pasted on white, so its alpha is the true mask.
    const cut = removePersonBackground(await portrait()).image;
    const onWhite = await decodeImage(await sharpRaw(cut).flatten({ background: "#ffffff" }).png().toBuffer());
    const result = removePersonBackground(onWhite);
    expect(result.edges).toBe("flat-colour");
    expect(alphaIou(result.image, cut)).toBeGreaterThan(0.95);
    expect(alphaAt(result.image, 113, 66)).toBe(255);
  });
});
