import { z } from "zod";
import { mockupScenes } from "./image-tool-names";

/** The largest logo the free preview takes, per side (the page sends its logo drawn at 512 px). */
export const MOCKUP_PREVIEW_MAX_SIDE = 1024;
/** The preview's width (4:3); the paid aimockup tool renders 1024 x 768. */
export const MOCKUP_PREVIEW_WIDTH = 640;

/**
 * POST /api/mockups/preview: a free, unsaved preview of a logo on one scene (the classic maker's
 * mockups). The logo is a PNG data URL the browser drew from the design it shows; the answer is a WebP.
 */
export const mockupPreviewRequestSchema = z.object({
  // About 700 KB of base64 at most: a 1024 px logo PNG is far smaller; the 1 MB body limit holds anyway.
  logo: z
    .string()
    .max(700_000)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, { message: "must be a PNG data URL" }),
  scene: z.enum(mockupScenes),
  /** A surface colour name of the scene or #rrggbb; the renderer picks the contrasting one when absent. */
  surface: z
    .string()
    .regex(/^(#[0-9a-fA-F]{6}|[a-z]{1,20})$/)
    .optional(),
});
export type MockupPreviewRequest = z.infer<typeof mockupPreviewRequestSchema>;
