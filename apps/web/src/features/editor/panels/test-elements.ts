import { QueryClient } from "@tanstack/react-query";
import {
  ImageElementSchema,
  QrCodeElementSchema,
  ShapeElementSchema,
  TextElementSchema,
  IconElementSchema,
  type IconElement,
  type ImageElement,
  type QrCodeElement,
  type ShapeElement,
  type TextElement,
} from "@studio/design";
import { currentUserQueryKey } from "../../auth/hooks/use-current-user";
import { fontQueryKeys } from "../../fonts/api/fonts-api";

/** Elements as the v3 schema fills them in, for the panels' tests. */
export const textFixture = (fields: Partial<TextElement> = {}): TextElement =>
  TextElementSchema.parse({ id: "name", role: "name", type: "text", x: 100, y: 50, text: "Harbor", fontId: "inter-600", color: "#112233", ...fields });

export const iconFixture = (fields: Partial<IconElement> = {}): IconElement =>
  IconElementSchema.parse({
    id: "icon",
    role: "icon",
    type: "icon",
    x: 40,
    y: 40,
    set: "tabler",
    iconId: "anchor",
    viewBox: [0, 0, 24, 24],
    nodes: [{ tag: "circle", attrs: { cx: "12", cy: "12", r: "8" } }],
    paint: "stroke",
    color: "#445566",
    width: 80,
    height: 80,
    ...fields,
  });

export const shapeFixture = (fields: Partial<ShapeElement> = {}): ShapeElement =>
  ShapeElementSchema.parse({ id: "box", role: "container", type: "shape", x: 0, y: 0, shape: "square", fill: "#abcdef", width: 100, height: 60, ...fields });

export const imageFixture = (fields: Partial<ImageElement> = {}): ImageElement =>
  ImageElementSchema.parse({ id: "photo", role: "image", type: "image", x: 10, y: 10, src: "/oss/u/1/a.png", width: 400, height: 300, ...fields });

export const qrFixture = (fields: Partial<QrCodeElement> = {}): QrCodeElement =>
  QrCodeElementSchema.parse({ id: "qr", role: "qrcode", type: "qrcode", x: 0, y: 0, text: "https://example.test/a", size: 200, ...fields });

const font = (id: string, catId: number, simplified: boolean) => ({
  cat_id: catId,
  cate_name: simplified ? "中文" : "Sans serif",
  detail_id: catId * 10,
  id,
  font_name: id,
  font_family: id,
  font_url: `/api/fonts/files/${id}.woff`,
  font_height: 0.7,
  price: 0,
  simplified,
  font_type: "sans",
  fit_type: "name",
  sort: 0,
});

/** The fonts engineer's FontPicker reads the catalogue and the user: both primed, so no call goes out. */
export function fontsPrimed(language: "en" | "zh" = "en") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQueryKey, null);
  queryClient.setQueryData(fontQueryKeys.catalogue(language), [
    { cat_id: 1, slug: "sans", cate_name: "Sans serif", fonts: [font("inter-600", 1, false)] },
    { cat_id: 2, slug: "cjk", cate_name: "中文", fonts: [font("noto-sans-sc-700", 2, true)] },
  ]);
  return queryClient;
}
