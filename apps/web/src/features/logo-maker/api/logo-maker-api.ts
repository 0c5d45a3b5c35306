import type { LogoBriefRequest, LogoStyleData, SaveLogoStylesRequest, TaskResultView, UploadedImage } from "@studio/contracts";
import { api } from "../../../api/client";
import { uploadImage } from "../../../api/image-upload";
import { contractSchema, loadContracts } from "../../../api/contract-schema";
import { logoStyles, type StyleGroups } from "../wizard-machine";

export type LogoSubmit = {
  prompt: string;
  nVariants: number;
  filesUrl: string[];
  brief: LogoBriefRequest;
  seed: number;
};

export const logoMakerApi = {
  /** Starts one logo task (4 credits); the answer is the task id. */
  submit(body: LogoSubmit, signal?: AbortSignal, idempotencyKey?: string): Promise<string> {
    return api.post(
      "/api/ai-design/ai-logo/4o-image/generate-image",
      { ...body, size: "1:1" },
      { schema: contractSchema((c) => c.taskIdSchema), signal, quiet: true, ...(idempotencyKey ? { headers: { "idempotency-key": idempotencyKey } } : {}) },
    );
  },
  result(taskId: string, signal?: AbortSignal): Promise<TaskResultView> {
    return api.get(`/api/ai-design/4o-image/result/${encodeURIComponent(taskId)}`, { schema: contractSchema((c) => c.taskResultSchema), signal, quiet: true });
  },
  cancel(taskId: string): Promise<TaskResultView> {
    return api.post(`/api/ai-design/tasks/${encodeURIComponent(taskId)}/cancel`, undefined, { schema: contractSchema((c) => c.taskResultSchema), quiet: true });
  },
  /** Stores one of the user's sample designs (the server checks type, 25 MB and 4096x4096 again). */
  uploadImage(image: Blob, name = "sample.webp"): Promise<UploadedImage> {
    return uploadImage(image, name);
  },
  /** The whole style data file, for the admin's manager: a missing or broken file is an error there. */
  async styleData(signal?: AbortSignal): Promise<LogoStyleData> {
    const response = await fetch(`/oss/ai-logo-style/data.json?t=${Date.now()}`, { signal });
    if (!response.ok) throw new Error(`data.json: ${response.status}`);
    const { logoStyleDataSchema } = await loadContracts();
    return logoStyleDataSchema.parse(await response.json());
  },
  saveStyles(body: SaveLogoStylesRequest): Promise<LogoStyleData> {
    return api.put("/api/admin/ai-logo-style", body, { schema: contractSchema((c) => c.logoStyleFileSchema), quiet: true });
  },
  /**
   * The sample designs per style. A fresh install may have no data file yet: that is an empty
   * list (the wizard then generates without samples), not an error.
   */
  async styleGroups(signal?: AbortSignal): Promise<StyleGroups> {
    const response = await fetch(`/oss/ai-logo-style/data.json?t=${Date.now()}`, { signal });
    if (!response.ok) return {};
    // /oss/ai-logo-style/data.json (spec 02 sections 3 and 7): groups with value, label and items[{src}].
    const { logoStyleDataSchema } = await loadContracts();
    const parsed = logoStyleDataSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return {};
    const groups: StyleGroups = {};
    for (const group of parsed.data.groups) {
      const style = logoStyles.find((s) => s === group.value);
      if (style) groups[style] = group.items.map((item) => item.src).filter((url) => url.startsWith("/oss/") || /^https?:\/\//.test(url));
    }
    return groups;
  },
};

/** One cache entry for the style data, shared by the wizard and the 'Change to style' dialog. */
export const styleGroupsQuery = {
  queryKey: ["logo-maker", "style-groups"] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => logoMakerApi.styleGroups(signal),
};
