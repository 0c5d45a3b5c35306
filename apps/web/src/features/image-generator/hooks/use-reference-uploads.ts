import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isErrorCode } from "@studio/contracts/plain";
import { ApiError } from "../../../api/client";
import { registerImageDropHandler } from "../../../ui/image-drop";
import { toast } from "../../../ui/toast-store";
import { generatorApi } from "../api/generator-api";
import { countProblem, fileProblem, imageLinkOf, isTextField, type ReferenceImage } from "../reference-limits";

function imageSize(blob: Blob): Promise<{ width: number; height: number } | null> {
  const url = URL.createObjectURL(blob);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url)) as Promise<{ width: number; height: number } | null>;
}

/**
 * The reference images of the form (spec 02 sections 2 and 5): files picked, dropped or pasted,
 * and pasted or dropped image links; at most `max` (the spec's two messages), 25 MB and 4096x4096
 * checked here for comfort (the server checks again), one batch at a time (more is ignored while
 * one uploads), paste ignored while a text field has focus.
 */
export function useReferenceUploads(
  images: ReferenceImage[],
  onChange: (images: ReferenceImage[]) => void,
  max: number,
  enabled = true,
  /** Said when an upload fails for no reason the server gave (the image tools use the spec's 'Upload failed, please try again later'). */
  failedText?: string,
) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  /** Percent of the current file sent to storage, while one is being sent. */
  const [progress, setProgress] = useState<number | null>(null);
  const busy = useRef(false);
  const latest = useRef({ images, onChange });
  latest.current = { images, onChange };

  const addBlobs = useCallback(
    async (blobs: { blob: Blob; name: string }[]) => {
      if (busy.current || blobs.length === 0) return;
      const problem = countProblem(blobs.length, latest.current.images.length, max);
      if (problem) {
        toast.error(t(problem.key, { count: problem.count }));
        return;
      }
      busy.current = true;
      setLoading(true);
      try {
        const added: ReferenceImage[] = [];
        for (const { blob, name } of blobs) {
          const size = await imageSize(blob);
          const refusal = size ? fileProblem(blob.size, size.width, size.height) : fileProblem(blob.size);
          if (refusal || !size) {
            toast.error(t(refusal ?? "errors.IMAGE_UNREADABLE"));
            continue;
          }
          try {
            setProgress(0);
            const stored = await generatorApi.uploadImage(blob, name, { onProgress: (fraction) => setProgress(Math.round(fraction * 100)) });
            added.push({ src: stored.src, name: stored.name, width: stored.width, height: stored.height, preview: stored.src, blob });
          } catch (error) {
            // 401 opened the login panel; other refusals say why (the server's own limits).
            if (!(error instanceof ApiError && error.status === 401)) {
              // The server's own refusals (4xx: too large, not an image) say why; anything else is the page's failure text.
              const serverSaid = error instanceof ApiError && error.message && (failedText === undefined || (error.status > 0 && error.status < 500));
              toast.error(serverSaid ? error.message : (failedText ?? t("errors.network")));
            }
            if (error instanceof ApiError && error.status === 401) break;
          }
        }
        if (added.length > 0) latest.current.onChange([...latest.current.images, ...added]);
      } finally {
        busy.current = false;
        setLoading(false);
        setProgress(null);
      }
    },
    [failedText, max, t],
  );

  const addFiles = useCallback(
    (files: File[]) => void addBlobs(files.filter((file) => file.type.startsWith("image/")).map((file) => ({ blob: file, name: file.name || "image" }))),
    [addBlobs],
  );

  // A linked image is fetched by the server (POST /api/ai-design/upload-image-url: public addresses
  // only, 25 MB, the proxy's time limit and hourly budget) and stored like an upload; the browser
  // never fetches it itself, so the other site's CORS rules do not matter.
  const addLink = useCallback(
    async (link: string) => {
      if (busy.current) return;
      const problem = countProblem(1, latest.current.images.length, max);
      if (problem) {
        toast.error(t(problem.key, { count: problem.count }));
        return;
      }
      busy.current = true;
      setLoading(true);
      try {
        const stored = await generatorApi.uploadImageLink(link);
        latest.current.onChange([
          ...latest.current.images,
          { src: stored.src, name: stored.name, width: stored.width, height: stored.height, preview: stored.src },
        ]);
      } catch (error) {
        // 401 opened the login panel; the server's refusals (too large, not an image, private address) say why.
        if (!(error instanceof ApiError && error.status === 401))
          toast.error(t(error instanceof ApiError && isErrorCode(error.error) ? `errors.${error.error}` : "generator.fetchFailed"));
      } finally {
        busy.current = false;
        setLoading(false);
      }
    },
    [max, t],
  );

  // Dropped files anywhere on the page (the full-screen drop layer), and pasted files or links.
  useEffect(() => {
    if (!enabled) return;
    const unregister = registerImageDropHandler(addFiles);
    const onPaste = (event: ClipboardEvent) => {
      if (isTextField(document.activeElement)) return;
      const files = Array.from(event.clipboardData?.files ?? []).filter((file) => file.type.startsWith("image/"));
      if (files.length > 0) {
        event.preventDefault();
        addFiles(files);
        return;
      }
      const link = imageLinkOf(event.clipboardData?.getData("text/plain") ?? "");
      if (link) {
        event.preventDefault();
        void addLink(link);
      }
    };
    document.addEventListener("paste", onPaste);
    return () => {
      unregister();
      document.removeEventListener("paste", onPaste);
    };
  }, [addFiles, addLink, enabled]);

  return { loading, progress, addFiles, addLink };
}
