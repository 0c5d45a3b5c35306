import type { DownloadSubject, DownloadTarget, ImageRecord } from "@studio/contracts";
import { ossPath } from "../../lib/oss-url";

/**
 * The download target of an image record: its task and the position in the task's results. Task
 * results are stored as /oss/ai-images/{taskId}/{n}.{ext} with n from 1. A record without a task
 * (a saved upload, a copy) has no task target: null (recordDownloadSubject downloads it by id).
 */
export function recordTarget(record: Pick<ImageRecord, "task_id" | "src">): DownloadTarget | null {
  if (!record.task_id) return null;
  // The owner's src is a signed link: the path is what names the result.
  const match = /\/oss\/ai-images\/([^/]+)\/(\d+)\.[a-z0-9]+$/i.exec(ossPath(record.src));
  if (!match || match[1] !== record.task_id) return null;
  const index = Number(match[2]) - 1;
  return index >= 0 && index <= 15 ? { taskId: record.task_id, index } : null;
}

/**
 * What the download popover and the watermark of a record use: its task result when it has one (the
 * paid formats and aux-log entries of the logo maker's results are shared), else the record by id.
 */
export function recordDownloadSubject(record: Pick<ImageRecord, "id" | "task_id" | "src">): DownloadSubject {
  return recordTarget(record) ?? { imageId: record.id };
}
