import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { UploadedImage } from "@studio/contracts";
import { isErrorCode } from "@studio/contracts/plain";
import { uploadLimits } from "@studio/domain";
import { ApiError } from "../../../api/client";
import { uploadImage, uploadImageLink, type UploadOptions } from "../../../api/image-upload";
import { registerImageDropHandler } from "../../../ui/image-drop";
import { toast } from "../../../ui/toast-store";
import { droppedInput, imageFilesIn, pastedInput } from "./upload-input";
import { relayUploadToParent, type RelayedImage } from "./upload-relay";
import { canAbort, canPause, canStart } from "./upload-status";
import { uploadSpeed } from "./upload-file";
import { useUploadList } from "./use-upload-list";
import { UploadProgressList } from "./UploadProgressList";
import { MobileUploadModal } from "./MobileUploadModal";
import { useMobileUploadLink } from "./use-mobile-upload-link";

/** What the editor receives for each stored image: its /oss path and natural size. */
export type EditorImage = { src: string; width: number; height: number; name: string };

export type EditorUploadsDeps = {
  upload: (file: Blob, name: string, options: UploadOptions) => Promise<UploadedImage>;
  uploadLink: (url: string, options: { signal?: AbortSignal }) => Promise<UploadedImage>;
  now: () => number;
  relay: (image: RelayedImage) => boolean;
};

const browserDeps: EditorUploadsDeps = {
  upload: (file, name, options) => uploadImage(file, name, options),
  uploadLink: (url, options) => uploadImageLink(url, options),
  now: () => performance.now(),
  relay: (image) => relayUploadToParent(image),
};

export type EditorUploadsOptions = {
  /** Each image once stored (picked, dropped, pasted, linked or sent from the phone): the editor adds an image element. */
  onImage: (image: EditorImage) => void;
  /** The design the phone's files go to (a work id or the /design/{path} key); without it there is no phone upload. */
  design?: string;
  /** Pasted plain text (never HTML) while no text field has focus; the editor may add it as a text element. */
  onText?: (text: string) => void;
  /** Off while the editor is not ready (no listeners then). */
  enabled?: boolean;
  deps?: Partial<EditorUploadsDeps>;
};

let uploadIds = 0;
const nextId = () => `upload-${(uploadIds += 1)}`;

/**
 * The editor's uploads (spec 03 sections 2-7, spec 01 section 5): the picker (image/*, multiple),
 * drops anywhere on the page (the full-screen overlay of ui/DragOverlay shows while image files are
 * dragged over it), pastes (image files; text as plain text only; ignored while a text field has
 * focus), dropped or pasted image links (fetched by the server), each file on the existing upload
 * client with the spec's status machine, percentage and speed; new input is ignored while a batch
 * loads. Each stored image goes to `onImage`, and in the SDK iframe to the parent page too.
 * Returns the pieces the editor mounts (`view`: the hidden picker, the progress list, the phone's
 * QR dialog) and the actions its buttons call.
 */
export function useEditorUploads(options: EditorUploadsOptions) {
  const { t } = useTranslation();
  const deps = useMemo(() => ({ ...browserDeps, ...options.deps }), [options.deps]);
  const list = useUploadList();
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const blobs = useRef(new Map<string, { blob: Blob | null; link: string | null; controller: AbortController | null }>());
  const picker = useRef<HTMLInputElement>(null);
  const latest = useRef(options);
  latest.current = options;

  const deliver = useCallback(
    (stored: EditorImage) => {
      const image = { src: stored.src, width: stored.width, height: stored.height, name: stored.name };
      latest.current.onImage(image);
      deps.relay(image);
    },
    [deps],
  );

  /** What to tell the user: the server's own refusal (too large, not an image...) in the page's language, else the spec's 'Upload failed'. */
  const failureText = useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && isErrorCode(error.error)) return t(`errors.${error.error}`);
      return t("errors.UPLOAD_FAILED");
    },
    [t],
  );

  /** One send of one row: start (ignored unless allowed), send, check, deliver; a pause or cancel stops it without an error. */
  const run = useCallback(
    async (id: string) => {
      const entry = blobs.current.get(id);
      const file = list.current(id);
      if (!entry || !file || !list.move(id, "start", { percentage: 0, speed: 0, error: null })) return;
      const controller = new AbortController();
      entry.controller = controller;
      const startedAt = deps.now();
      try {
        const stored = entry.blob
          ? await deps.upload(entry.blob, file.name, {
              signal: controller.signal,
              onProgress: (fraction) =>
                list.patch(id, { percentage: Math.round(fraction * 100), speed: uploadSpeed(file.size, fraction, startedAt, deps.now()) }),
              onSent: () => {
                list.move(id, "sent");
                list.move(id, "save");
              },
            })
          : await deps.uploadLink(entry.link ?? "", { signal: controller.signal });
        // A client that never said when the bytes were sent (a link) moves through the same steps now.
        list.move(id, "sent");
        list.move(id, "save");
        if (list.move(id, "saved", { percentage: 100, path: stored.src, width: stored.width, height: stored.height, size: file.size })) deliver(stored);
      } catch (error) {
        // A pause or a cancel aborted the request: the status already says so, and it is no error.
        if (controller.signal.aborted) return;
        // 401 opened the login panel (the API client's event); the row says why in every other case.
        const text = error instanceof ApiError && error.status === 401 ? t("errors.UNAUTHORIZED") : failureText(error);
        if (!list.move(id, "saveFailed", { error: text })) list.move(id, "failed", { error: text });
        if (!(error instanceof ApiError && error.status === 401)) toast.error(text);
      } finally {
        entry.controller = null;
      }
    },
    [deliver, deps, failureText, list, t],
  );

  /** A batch: new input is ignored while one loads (spec 01 section 5); files go one after another. */
  const runBatch = useCallback(
    async (ids: string[]) => {
      busy.current = true;
      setLoading(true);
      try {
        for (const id of ids) await run(id);
      } finally {
        busy.current = false;
        setLoading(false);
      }
    },
    [run],
  );

  const addFiles = useCallback(
    (files: File[]) => {
      const images = imageFilesIn(files);
      if (busy.current || images.length === 0) return;
      const ids: string[] = [];
      for (const file of images) {
        // The server checks again; this spares sending 25 MB for nothing.
        if (file.size > uploadLimits.maxBytes) {
          toast.error(t("errors.PAYLOAD_TOO_LARGE"));
          continue;
        }
        const id = nextId();
        blobs.current.set(id, { blob: file, link: null, controller: null });
        list.add(id, file.name || "image", file.size);
        ids.push(id);
      }
      if (ids.length > 0) void runBatch(ids);
    },
    [list, runBatch, t],
  );

  const addLink = useCallback(
    (url: string) => {
      if (busy.current) return;
      const id = nextId();
      const name = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "") || t("editorUploads.link");
      blobs.current.set(id, { blob: null, link: url, controller: null });
      list.add(id, name, 0);
      void runBatch([id]);
    },
    [list, runBatch, t],
  );

  const pause = useCallback(
    (id: string) => {
      const file = list.current(id);
      if (!file || !canPause(file.status) || !blobs.current.get(id)?.blob) return;
      list.move(id, "pause", { speed: 0 });
      blobs.current.get(id)?.controller?.abort();
    },
    [list],
  );

  const abort = useCallback(
    (id: string) => {
      const file = list.current(id);
      if (!file || !canAbort(file.status)) return;
      list.move(id, "abort", { speed: 0 });
      blobs.current.get(id)?.controller?.abort();
    },
    [list],
  );

  /** Resume after a pause, or retry after an error: the file is sent again from its start (a grant is for one whole file). */
  const resume = useCallback(
    (id: string) => {
      const file = list.current(id);
      if (file && canStart(file.status)) void run(id);
    },
    [list, run],
  );

  const dismiss = useCallback(
    (id: string) => {
      const file = list.current(id);
      if (!file || file.status === "uploading" || file.status === "waitToSave" || file.status === "saving") return;
      blobs.current.delete(id);
      list.remove(id);
    },
    [list],
  );

  const openPicker = useCallback(() => {
    if (!busy.current) picker.current?.click();
  }, []);

  // Drops (the overlay's files, and links it leaves alone) and pastes, while the editor is on.
  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (!enabled) return;
    const unregister = registerImageDropHandler((files) => addFiles(files));
    const carriesLink = (event: DragEvent) => {
      const types = Array.from(event.dataTransfer?.types ?? []);
      return !types.includes("Files") && (types.includes("text/uri-list") || types.includes("text/plain"));
    };
    const onDragOver = (event: DragEvent) => {
      // Allows dropping a dragged link (from another tab's image) on the page; files are the overlay's.
      if (carriesLink(event) && !isEditable(event.target)) event.preventDefault();
    };
    const onDrop = (event: DragEvent) => {
      if (!carriesLink(event) || isEditable(event.target)) return;
      const input = droppedInput(event.dataTransfer, busy.current);
      event.preventDefault();
      if (input.kind === "link") addLink(input.url);
    };
    const onPaste = (event: ClipboardEvent) => {
      const input = pastedInput(event.clipboardData, document.activeElement, busy.current);
      if (input.kind === "ignore") return;
      if (input.kind === "files") addFiles(input.files);
      else if (input.kind === "link") addLink(input.url);
      else if (latest.current.onText) latest.current.onText(input.text);
      else return;
      event.preventDefault();
    };
    window.addEventListener("dragover", onDragOver);
    window.addEventListener("drop", onDrop);
    document.addEventListener("paste", onPaste);
    return () => {
      unregister();
      window.removeEventListener("dragover", onDragOver);
      window.removeEventListener("drop", onDrop);
      document.removeEventListener("paste", onPaste);
    };
  }, [addFiles, addLink, enabled]);

  // Every request still running stops with the editor.
  useEffect(() => {
    const entries = blobs.current;
    return () => {
      for (const entry of entries.values()) entry.controller?.abort();
    };
  }, []);

  const mobile = useMobileUploadLink({ design: options.design, onImage: deliver });

  const view: ReactNode = (
    <>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="editor-upload-input"
        aria-label={t("editorUploads.pickImages")}
        onChange={(event) => {
          addFiles(Array.from(event.target.files ?? []));
          // The same file may be picked again later.
          event.target.value = "";
        }}
      />
      <UploadProgressList files={list.files} onPause={pause} onResume={resume} onAbort={abort} onDismiss={dismiss} />
      {options.design ? <MobileUploadModal state={mobile} /> : null}
    </>
  );

  return { files: list.files, loading, view, openPicker, addFiles, addLink, pause, resume, abort, dismiss, openMobileUpload: mobile.open };
}

function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement);
}
