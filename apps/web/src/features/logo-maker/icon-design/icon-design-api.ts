import { logoStyleFileSchema, taskIdSchema, type EditImageRequest, type SaveLogoStylesRequest, type UploadedImage } from "@studio/contracts";
import type { z } from "zod";
import { api } from "../../../api/client";
import { uploadImage } from "../../../api/image-upload";
import { ossPath, ossVariantUrl } from "../../../lib/oss-url";

/** One design the modal can show: a result image of a task, in a records group. */
export type Design = {
  key: string;
  url: string;
  thumb: string;
  taskId: string;
  /** Generation variants and their edits share one group (the generating task's id). */
  groupId: string;
  width: number;
  height: number;
};

const resultPath = /^\/oss\/ai-images\/([0-9a-f-]{36})\/\d+\.[a-z]+$/i;

/**
 * A design from a result URL (/oss/ai-images/{taskId}/{n}.{ext}, signed or not); undefined for
 * anything else. Its key is the path: the signature changes every hour, the design does not.
 */
export function designOf(input: { url: string; thumb?: string; width?: number; height?: number; groupId?: string }): Design | undefined {
  const path = ossPath(input.url);
  const taskId = resultPath.exec(path)?.[1];
  if (!taskId) return undefined;
  return {
    key: path,
    url: input.url,
    thumb: input.thumb ?? ossVariantUrl(input.url, 400),
    taskId,
    groupId: input.groupId ?? taskId,
    width: input.width ?? 1024,
    height: input.height ?? 1024,
  };
}

export const iconDesignApi = {
  /** AI Edit (4 credits per request); the answer is the task id, polled like a generation. */
  edit(body: EditImageRequest, signal?: AbortSignal, idempotencyKey?: string): Promise<string> {
    return api.post("/api/ai-design/4o-image/edit-image", body, {
      schema: taskIdSchema,
      signal,
      quiet: true,
      ...(idempotencyKey ? { headers: { "idempotency-key": idempotencyKey } } : {}),
    });
  },
  /** A reference image of the user's (25 MB, 4096x4096; the server checks and re-encodes it). */
  uploadImage(file: File): Promise<UploadedImage> {
    return uploadImage(file, file.name || "image");
  },
  /** The admin's save of the style data file (groups left out keep what they had). */
  saveStyles(body: SaveLogoStylesRequest): Promise<z.infer<typeof logoStyleFileSchema>> {
    return api.put("/api/admin/ai-logo-style", body, { schema: logoStyleFileSchema, quiet: true });
  },
};
