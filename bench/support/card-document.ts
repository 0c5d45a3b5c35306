/**
 * The business card the brand benches draw: a 2000 x 1222 card as a template makes one (gradient
 * background, a band crossing the edge, a logo picture, a QR code, Latin and Chinese fields), and its
 * back (the company and the QR code), every element marked with its card field.
 */
import sharp from "sharp";
import type { DesignDocumentInput } from "@studio/design";

const text = (id: string, field: string, value: string, y: number, size: number, fontId = "inter-600") => ({
  id,
  role: "text" as const,
  type: "text" as const,
  text: value,
  fontId,
  fontSize: size,
  color: "#f1faee",
  x: 700,
  y,
  align: "left" as const,
  field: field as "name",
});

const base = {
  version: 3,
  kind: "card",
  width: 2000,
  height: 1222,
  background: { type: "gradient", kind: "linear", angle: 0, from: "#1d3557", to: "#457b9d" },
  layout: { aspect: "horizontal", code: "" },
} as const;

export async function benchCard(): Promise<DesignDocumentInput> {
  const logo = await sharp({ create: { width: 400, height: 400, channels: 4, background: "#e63946" } })
    .png()
    .toBuffer();
  return {
    ...base,
    elements: [
      { id: "band", role: "decoration", type: "shape", shape: "square", fill: "#a8dadc", x: 1950, y: 611, width: 200, height: 1300 },
      {
        id: "logo",
        role: "logo",
        type: "image",
        src: `data:image/png;base64,${logo.toString("base64")}`,
        x: 320,
        y: 320,
        width: 360,
        height: 360,
        field: "Logo",
      },
      text("name", "name", "Ada Lovelace", 300, 120),
      text("title", "title", "首席设计师 Chief Designer", 460, 64, "noto-sans-sc-400"),
      text("phone", "phone", "+44 20 7946 0000", 700, 56, "inter-400"),
      text("email", "email", "ada@example.com", 800, 56, "inter-400"),
      text("web", "web", "example.com", 900, 56, "inter-400"),
      text("address", "address", "上海市黄浦区中山东一路 1 号", 1000, 56, "noto-sans-sc-400"),
      { id: "code", role: "decoration", type: "qrcode", text: "https://example.com/ada", x: 1650, y: 950, size: 360, field: "code" },
    ],
  };
}

export function benchCardBack(): DesignDocumentInput {
  return {
    ...base,
    elements: [
      text("company", "company", "Analytical Engines Ltd", 400, 96),
      { id: "back-code", role: "decoration", type: "qrcode", text: "https://example.com", x: 1000, y: 800, size: 400, field: "code" },
    ],
  };
}
