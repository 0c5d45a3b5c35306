import { readFileSync } from "node:fs";
import type { DesignDocumentInput } from "@studio/design";

/**
 * The editor bench's busy document: 200 elements on a 1080x1080 post, in a 14 x 15 grid of cells,
 * cycling through what the editor draws (Latin and Chinese text, gradient text, shapes of every kind,
 * icons, pictures with and without a filter, QR codes), every tenth with the spec's shadow. The one
 * dragged is `DRAGGED_ID`, a shape in the middle of the page.
 */

type ElementInput = DesignDocumentInput["elements"][number];

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../packages/design/src/fixtures/editor/${name}.json`, import.meta.url), "utf8")) as DesignDocumentInput;

/** The design package's 96x64 photo (a data URL) and its icons' drawing: real content, no network. */
const photoSrc = (() => {
  const image = fixture("10-image-crop-radius").elements.find((e) => e.type === "image");
  if (!image || image.type !== "image") throw new Error("fixture 10 has no image");
  return image.src;
})();
const icons = fixture("07-icons").elements.filter((e) => e.type === "icon");

export const ELEMENT_COUNT = 200;
export const DRAGGED_ID = "e-105";
const COLUMNS = 14;
const CELL = 1080 / COLUMNS;
const shapes = ["circle", "rounded-square", "square", "shield", "badge", "hexagon", "diamond", "seal"] as const;
const colours = ["#264653", "#2a9d8f", "#e9c46a", "#f4a261", "#e76f51", "#457b9d", "#6d597a", "#b56576"];

function element(index: number): ElementInput {
  const id = `e-${index}`;
  const x = Math.round(CELL / 2 + (index % COLUMNS) * CELL);
  const y = Math.round(CELL / 2 + Math.floor(index / COLUMNS) * CELL);
  const color = colours[index % colours.length] ?? "#264653";
  const shadow = index % 10 === 0 ? { shadow: {} } : {};
  const size = Math.round(CELL * 0.8);
  switch (index % 8) {
    case 0:
      return { id, role: "text", type: "text", text: `Pine ${index}`, fontId: "inter-600", fontSize: 18, color, x, y, ...shadow };
    case 1:
      return {
        id,
        role: "text",
        type: "text",
        text: `Bay ${index}`,
        fontId: "montserrat-900",
        fontSize: 20,
        color,
        x,
        y,
        gradient: { kind: "linear", angle: 45, from: "#ff9a9e", to: "#330867" },
      };
    case 2:
      return { id, role: "text", type: "text", text: "海港松林", fontId: "noto-sans-sc-700", fontSize: 16, color, x, y, ...shadow };
    case 3: {
      const icon = icons[index % icons.length];
      if (!icon || icon.type !== "icon") throw new Error("fixture 07 has no icon");
      return { ...icon, id, x, y, width: size, height: size, rotation: 0, ...shadow };
    }
    case 4:
      return {
        id,
        role: "image",
        type: "image",
        src: photoSrc,
        x,
        y,
        width: size,
        height: Math.round(size * 0.66),
        filter: index % 3 === 0 ? 27 : 0,
        ...shadow,
      };
    case 5:
      if (index % 40 === 5) return { id, role: "qrcode", type: "qrcode", text: `https://logo.studio.example/q/${index}`, size, x, y, color: "#1d3557" };
      return {
        id,
        role: "decoration",
        type: "shape",
        shape: "square",
        fill: color,
        x,
        y,
        width: size,
        height: size,
        radius: { enabled: true, circle: false, value: 12 },
        gradient: { kind: "radial", angle: 0, from: "#ffffff", to: color },
      };
    default:
      return {
        id,
        role: "decoration",
        type: "shape",
        shape: shapes[index % shapes.length] ?? "circle",
        fill: color,
        x,
        y,
        width: size,
        height: size,
        ...shadow,
      };
  }
}

export function busyDocument(): DesignDocumentInput {
  return {
    version: 3,
    kind: "poster",
    width: 1080,
    height: 1080,
    background: { type: "solid", color: "#fefae0" },
    layout: { aspect: "square", code: "" },
    elements: Array.from({ length: ELEMENT_COUNT }, (_, index) => element(index)),
  };
}
