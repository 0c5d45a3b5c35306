import type { ToolName } from "@studio/contracts/plain";
import type { ProductArea } from "@studio/domain";
import { lazy, type ComponentType } from "react";
import type { ToolFormProps } from "./forms/form-types";
import type { ToolFields } from "./api/image-tools-api";

/** A tool as the page offers it: its area (the home page's two cards), its form (loaded when chosen) and its first option values. */
export type PageTool = {
  tool: ToolName;
  area: Extract<ProductArea, "imageTools" | "photoTools">;
  Form: ComponentType<ToolFormProps> | null;
  defaults: ToolFields;
};

// Each form is its own chunk, fetched when its tool is picked: the page's first download stays small.
const MattingForm = lazy(async () => ({ default: (await import("./forms/MattingForm")).MattingForm }));
const VectorForm = lazy(async () => ({ default: (await import("./forms/VectorForm")).VectorForm }));
const ConvertForm = lazy(async () => ({ default: (await import("./forms/ConvertForm")).ConvertForm }));
const EnlargeForm = lazy(async () => ({ default: (await import("./forms/EnlargeForm")).EnlargeForm }));
const IdPhotoForm = lazy(async () => ({ default: (await import("./forms/IdPhotoForm")).IdPhotoForm }));
const BackgroundForm = lazy(async () => ({ default: (await import("./forms/BackgroundForm")).BackgroundForm }));
const EraseForm = lazy(async () => ({ default: (await import("./forms/EraseForm")).EraseForm }));
const MockupForm = lazy(async () => ({ default: (await import("./components/MockupForm")).MockupForm }));

/**
 * The tools this page runs, in the order it lists them. A tool appears only when the server says it
 * can run it (GET /api/ai-design/tools); one that needs a provider the operator has not set up is
 * listed as such and cannot be started; one not built here is not listed at all.
 */
export const pageTools: readonly PageTool[] = [
  { tool: "matting", area: "imageTools", Form: MattingForm, defaults: { mattingType: "auto", bgcolor: "", crop: false } },
  { tool: "imageclarity", area: "imageTools", Form: EnlargeForm, defaults: { scale: 2 } },
  { tool: "vector", area: "imageTools", Form: VectorForm, defaults: { colours: 16, crop: true } },
  { tool: "imagefix", area: "imageTools", Form: EraseForm, defaults: { grow: 2 } },
  { tool: "watermark", area: "imageTools", Form: EraseForm, defaults: { grow: 2 } },
  { tool: "background", area: "imageTools", Form: BackgroundForm, defaults: { mode: "colour", colour: "#ffffff" } },
  { tool: "idphoto", area: "photoTools", Form: IdPhotoForm, defaults: { background: "white", size: "1inch", sheet: false } },
  { tool: "fileConverter", area: "photoTools", Form: ConvertForm, defaults: { format: "png", quality: 85 } },
  { tool: "aimockup", area: "photoTools", Form: MockupForm, defaults: { scenes: "businessCard" } },
  // The provider-only tools have no options of their own: the source goes to the configured vendor.
  { tool: "cartoonProfile", area: "photoTools", Form: null, defaults: {} },
  { tool: "beautification", area: "imageTools", Form: null, defaults: {} },
];

export function pageTool(name: string | null): PageTool | undefined {
  return pageTools.find((entry) => entry.tool === name);
}
