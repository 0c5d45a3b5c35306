import { UPLOAD_TIMEOUT_MS } from "@studio/contracts/plain";

/** Spec 03 section 3: the statuses of one file in the editor's upload list. */
export const uploadStatuses = ["wait", "paused", "abort", "success", "error", "uploading", "waitToSave", "saving", "errorOnSave"] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

/**
 * What can happen to a file: `start` (or restart after a pause or an error), `pause`, `abort` (the
 * user's cancel), `sent` (the bytes reached storage; the server's check is next), `save` (the check
 * runs), `saved`, `failed` (sending failed), `saveFailed` (the check refused or failed).
 */
export type UploadEvent = "start" | "pause" | "abort" | "sent" | "save" | "saved" | "failed" | "saveFailed";

/** Spec 03 section 4: pause only from uploading. */
const pausable: ReadonlySet<UploadStatus> = new Set(["uploading"]);
/** Spec 03 section 4: abort from wait, paused, error, uploading and errorOnSave. */
const abortable: ReadonlySet<UploadStatus> = new Set(["wait", "paused", "error", "uploading", "errorOnSave"]);
/** Spec 03 section 4: starting is ignored if success, uploading, waitToSave or saving. */
const startIgnored: ReadonlySet<UploadStatus> = new Set(["success", "uploading", "waitToSave", "saving"]);

/**
 * The one transition table of an upload: the next status, or the same status when the event is not
 * allowed from here (an ignored start, a pause while waiting, a late answer after a cancel). A cancel
 * is `abort`, never `error`: the spec says a cancel during upload is not an error, and a late
 * `failed` from the cancelled request leaves an aborted file aborted.
 */
export function nextUploadStatus(status: UploadStatus, event: UploadEvent): UploadStatus {
  switch (event) {
    case "start":
      // An aborted file is gone from the user's point of view; only a new pick brings it back.
      return startIgnored.has(status) || status === "abort" ? status : "uploading";
    case "pause":
      return pausable.has(status) ? "paused" : status;
    case "abort":
      return abortable.has(status) ? "abort" : status;
    case "sent":
      return status === "uploading" ? "waitToSave" : status;
    case "save":
      return status === "waitToSave" ? "saving" : status;
    case "saved":
      return status === "saving" ? "success" : status;
    case "failed":
      return status === "uploading" ? "error" : status;
    case "saveFailed":
      return status === "saving" || status === "waitToSave" ? "errorOnSave" : status;
  }
}

export const canPause = (status: UploadStatus): boolean => pausable.has(status);
export const canAbort = (status: UploadStatus): boolean => abortable.has(status);
export const canStart = (status: UploadStatus): boolean => nextUploadStatus(status, "start") !== status;
/** Statuses that end a file's life in the list (nothing more will happen without the user). */
export const isSettled = (status: UploadStatus): boolean => status === "success" || status === "abort";

/** Spec 03 sections 7 and 9: an upload may take this long before the browser gives up (the grant's send carries it). */
export const EDITOR_UPLOAD_TIMEOUT_MS = UPLOAD_TIMEOUT_MS;
