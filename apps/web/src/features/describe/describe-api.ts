import type { ImageDescription } from "@studio/contracts";
import { api } from "../../api/client";
import { contractSchema } from "../../api/contract-schema";

/**
 * The spec's describe call (spec 01 section 4: POST /api/{type}/ideogram/describe, form field
 * file): the image in words, and whether a vision model or the offline analysis made them.
 */
export const describeApi = {
  describe(image: Blob, type = "icon-generator", signal?: AbortSignal): Promise<ImageDescription> {
    const form = new FormData();
    form.append("file", image, "image");
    return api.post(`/api/${type}/ideogram/describe`, form, { schema: contractSchema((c) => c.imageDescriptionSchema), signal, quiet: true });
  },
};
