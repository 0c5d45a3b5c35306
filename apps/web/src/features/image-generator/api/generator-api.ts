import type { AspectRatio, GenerateMode, Language, TaskQueue, TaskResultView, UploadedImage } from "@studio/contracts";
import { api } from "../../../api/client";
import { uploadImage, type UploadOptions } from "../../../api/image-upload";
import { contractSchema } from "../../../api/contract-schema";

export type { GenerateMode };

/** One generation as the browser sends it (POST /api/ai-design/ai-image/4o-image/generate-image: the generator's variant). */
export type GeneratorSubmit = {
  prompt: string;
  filesUrl: string[];
  nVariants: number;
  size: AspectRatio;
  model: string;
  generateMode: GenerateMode;
  /** Spec 02 section 3: productChannel aiimage, scene no-style, style auto by default. */
  productChannel: string;
  scene: string;
  style: string;
  /** The page's language (images per model default to 2 on zh). */
  lang: Language;
};

const idempotency = (key?: string) => (key ? { headers: { "idempotency-key": key } } : {});

export const generatorApi = {
  /** Starts one task; the answer is its id (the server charges it, and refunds it when it fails). */
  submit(body: GeneratorSubmit, signal?: AbortSignal, idempotencyKey?: string): Promise<string> {
    return api.post("/api/ai-design/ai-image/4o-image/generate-image", body, {
      schema: contractSchema((c) => c.taskIdSchema),
      signal,
      quiet: true,
      ...idempotency(idempotencyKey),
    });
  },
  result(taskId: string, signal?: AbortSignal): Promise<TaskResultView> {
    return api.get(`/api/ai-design/4o-image/result/${encodeURIComponent(taskId)}`, { schema: contractSchema((c) => c.taskResultSchema), signal, quiet: true });
  },
  /** Cancels a waiting or running task: its credits come back at once. */
  cancel(taskId: string): Promise<TaskResultView> {
    return api.post(`/api/ai-design/tasks/${encodeURIComponent(taskId)}/cancel`, undefined, { schema: contractSchema((c) => c.taskResultSchema), quiet: true });
  },
  /** This user's waiting and running tasks and the recent failed ones (GET /api/ai-design/tasks/queue). */
  queue(signal?: AbortSignal): Promise<TaskQueue> {
    return api.get("/api/ai-design/tasks/queue", { schema: contractSchema((c) => c.taskQueueSchema), signal, quiet: true });
  },
  /** A failed, timed-out or cancelled task again (same input, charged again); the answer is the new task's id. */
  retry(taskId: string): Promise<string> {
    return api.post(`/api/ai-design/tasks/${encodeURIComponent(taskId)}/retry`, undefined, { schema: contractSchema((c) => c.taskIdSchema), quiet: true });
  },
  /** Stores one reference image (the server checks type, 25 MB and 4096x4096 again). */
  uploadImage(image: Blob, name: string, options?: UploadOptions): Promise<UploadedImage> {
    return uploadImage(image, name, options);
  },
  /** Stores an image from a pasted or dropped link, fetched by the server through the image proxy's address guard (same answer as an upload). */
  uploadImageLink(url: string): Promise<UploadedImage> {
    return api.post("/api/ai-design/upload-image-url", { url }, { schema: contractSchema((c) => c.uploadedImageSchema), quiet: true });
  },
};
