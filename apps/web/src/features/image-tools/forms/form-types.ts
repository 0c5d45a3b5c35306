import type { ToolFields } from "../api/image-tools-api";

/** Every tool form is a set of controlled fields: the page keeps the values, runs the tool and shows the cost. */
export type ToolFormProps = {
  value: ToolFields;
  onChange(next: ToolFields): void;
  disabled: boolean;
  /** The methods this server can run for the tool (GET /api/ai-design/tools). */
  methods: readonly string[];
  /** The source image's full-size address (the brush paints over it), or null before there is one. */
  sourceUrl: string | null;
  /** The brushed mask (a PNG data URL, white = the area to change) of the mask tools (erase, watermark), or null. */
  onMaskChange(mask: string | null): void;
};

/** A text field's value as a string. */
export const text = (value: ToolFields, name: string, fallback = ""): string => {
  const v = value[name];
  return v === undefined ? fallback : String(v);
};
