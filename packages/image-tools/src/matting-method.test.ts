import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chooseMattingMethod } from "./matting-method.js";
import { decodeImage } from "./raw-image.js";
import { drawSvg } from "./test-images.test-support.js";

const none = { onnx: false, provider: false };
const portrait = () => decodeImage(readFileSync(new URL("../fixtures/portrait-astronaut.jpg", import.meta.url)));

/** A busy photo-like backdrop with no person: stripes and blobs of many colours. */
async function busyScene() {
  const stripes = Array.from({ length: 16 }, (_, i) => `<rect x="${i * 16}" width="16" height="256" fill="hsl(${i * 67},60%,${35 + (i % 3) * 15}%)"/>`).join(
    "",
  );
  const blobs = Array.from(
    { length: 40 },
    (_, i) => `<circle cx="${(i * 53) % 256}" cy="${(i * 97) % 256}" r="${10 + (i % 5) * 6}" fill="hsl(${i * 37},70%,50%)"/>`,
  ).join("");
  return drawSvg(256, 256, stripes + blobs);
}

describe("chooseMattingMethod", () => {
  it("takes the flat method for a logo on a plain backdrop", async () => {
    const logo = await drawSvg(256, 256, `<rect width="100%" height="100%" fill="#fff"/><text x="40" y="150" font-size="90" fill="#123">OBO</text>`);
    const choice = chooseMattingMethod(logo, { requested: "auto", ...none });
    expect(choice).toMatchObject({ method: "flat", reason: "plain-backdrop" });
  });

  it("takes the person model for a portrait", async () => {
    const choice = chooseMattingMethod(await portrait(), { requested: "auto", ...none });
    expect(choice).toMatchObject({ method: "person", reason: "person" });
    expect(choice.person?.coverage).toBeGreaterThan(0.3);
  });

  it("sends other photos to the general model, then the provider, else refuses", async () => {
    const scene = await busyScene();
    expect(chooseMattingMethod(scene, { requested: "auto", onnx: true, provider: true }).method).toBe("onnx");
    expect(chooseMattingMethod(scene, { requested: "auto", onnx: false, provider: true }).method).toBe("provider");
    expect(chooseMattingMethod(scene, { requested: "auto", ...none })).toMatchObject({ method: null, reason: "no-suitable-method" });
  });

  it("runs the method asked for when it is available here", async () => {
    const scene = await busyScene();
    expect(chooseMattingMethod(scene, { requested: "person", ...none }).method).toBe("person");
    expect(chooseMattingMethod(scene, { requested: "onnx", ...none }).method).toBeNull();
    expect(chooseMattingMethod(scene, { requested: "onnx", onnx: true, provider: false }).method).toBe("onnx");
  });
});
