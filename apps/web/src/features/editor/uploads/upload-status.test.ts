import { describe, expect, it } from "vitest";
import {
  canAbort,
  canPause,
  canStart,
  EDITOR_UPLOAD_TIMEOUT_MS,
  isSettled,
  nextUploadStatus,
  uploadStatuses,
  type UploadEvent,
  type UploadStatus,
} from "./upload-status";

/**
 * The whole table: every status x every event, written out so a changed rule shows here. A cell is
 * the next status; "=" means the event is ignored (the status stays).
 */
const table: Record<UploadStatus, Record<UploadEvent, UploadStatus | "=">> = {
  wait: { start: "uploading", pause: "=", abort: "abort", sent: "=", save: "=", saved: "=", failed: "=", saveFailed: "=" },
  paused: { start: "uploading", pause: "=", abort: "abort", sent: "=", save: "=", saved: "=", failed: "=", saveFailed: "=" },
  abort: { start: "=", pause: "=", abort: "=", sent: "=", save: "=", saved: "=", failed: "=", saveFailed: "=" },
  success: { start: "=", pause: "=", abort: "=", sent: "=", save: "=", saved: "=", failed: "=", saveFailed: "=" },
  error: { start: "uploading", pause: "=", abort: "abort", sent: "=", save: "=", saved: "=", failed: "=", saveFailed: "=" },
  uploading: { start: "=", pause: "paused", abort: "abort", sent: "waitToSave", save: "=", saved: "=", failed: "error", saveFailed: "=" },
  waitToSave: { start: "=", pause: "=", abort: "=", sent: "=", save: "saving", saved: "=", failed: "=", saveFailed: "errorOnSave" },
  saving: { start: "=", pause: "=", abort: "=", sent: "=", save: "=", saved: "success", failed: "=", saveFailed: "errorOnSave" },
  errorOnSave: { start: "uploading", pause: "=", abort: "abort", sent: "=", save: "=", saved: "=", failed: "=", saveFailed: "=" },
};

describe("the upload status machine (spec 03 sections 3 and 4)", () => {
  it("has the spec's nine statuses", () => {
    expect([...uploadStatuses].sort()).toEqual(["abort", "error", "errorOnSave", "paused", "saving", "success", "uploading", "wait", "waitToSave"]);
  });

  for (const status of uploadStatuses) {
    for (const [event, expected] of Object.entries(table[status]) as [UploadEvent, UploadStatus | "="][]) {
      it(`${status} + ${event} -> ${expected === "=" ? `${status} (ignored)` : expected}`, () => {
        expect(nextUploadStatus(status, event)).toBe(expected === "=" ? status : expected);
      });
    }
  }

  it("pauses only from uploading", () => {
    expect(uploadStatuses.filter(canPause)).toEqual(["uploading"]);
  });

  it("aborts from wait, paused, error, uploading and errorOnSave only", () => {
    expect(uploadStatuses.filter(canAbort).sort()).toEqual(["error", "errorOnSave", "paused", "uploading", "wait"]);
  });

  it("ignores a start when success, uploading, waitToSave or saving (and after an abort)", () => {
    expect(uploadStatuses.filter((status) => !canStart(status)).sort()).toEqual(["abort", "saving", "success", "uploading", "waitToSave"]);
  });

  it("a cancel during upload is not an error: the late failure of the cancelled send leaves it aborted", () => {
    const cancelled = nextUploadStatus("uploading", "abort");
    expect(cancelled).toBe("abort");
    expect(nextUploadStatus(cancelled, "failed")).toBe("abort");
  });

  it("runs the happy path wait -> uploading -> waitToSave -> saving -> success, which is settled", () => {
    const events: UploadEvent[] = ["start", "sent", "save", "saved"];
    const path = events.reduce<UploadStatus[]>((seen, event) => [...seen, nextUploadStatus(seen.at(-1) ?? "wait", event)], ["wait"]);
    expect(path).toEqual(["wait", "uploading", "waitToSave", "saving", "success"]);
    expect(isSettled("success")).toBe(true);
    expect(isSettled("error")).toBe(false);
  });

  it("times out after the spec's 120000 ms", () => {
    expect(EDITOR_UPLOAD_TIMEOUT_MS).toBe(120_000);
  });
});
