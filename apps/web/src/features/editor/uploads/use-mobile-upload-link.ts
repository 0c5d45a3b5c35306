import { useCallback, useEffect, useRef, useState } from "react";
import type { MobileUploadFile, MobileUploadLink } from "@studio/contracts";
import { MOBILE_UPLOAD_POLL_MS } from "@studio/contracts/plain";
import { mobileUploadApi } from "./mobile-upload-api";

export type MobileUploadApi = Pick<typeof mobileUploadApi, "createLink" | "files">;

export type MobileUploadState = {
  isOpen: boolean;
  link: MobileUploadLink | null;
  /** The link could not be made (the API client already said why, or the user must sign in). */
  failed: boolean;
  expired: boolean;
  received: number;
  open(): void;
  close(): void;
  /** A new code after the last one expired. */
  renew(): void;
};

/**
 * The phone's link for this design: made when the dialog first opens (or again after it expired),
 * then asked every 2 s for the files the phone sent, each handed to `onImage` once, in order. The
 * poll goes on while the dialog is closed (the user may close it and pick photos on the phone) and
 * stops when the link expires or the editor closes.
 */
export function useMobileUploadLink({
  design,
  onImage,
  api = mobileUploadApi,
  pollMs = MOBILE_UPLOAD_POLL_MS,
}: {
  design: string | undefined;
  onImage: (file: MobileUploadFile) => void;
  api?: MobileUploadApi;
  pollMs?: number;
}): MobileUploadState {
  const [isOpen, setOpen] = useState(false);
  const [link, setLink] = useState<MobileUploadLink | null>(null);
  const [failed, setFailed] = useState(false);
  const [expired, setExpired] = useState(false);
  const [received, setReceived] = useState(0);
  const [round, setRound] = useState(0);
  const onImageRef = useRef(onImage);
  onImageRef.current = onImage;

  // A new link per round (the first open, each renewal), for the design of now.
  useEffect(() => {
    if (round === 0 || !design) return;
    const controller = new AbortController();
    setLink(null);
    setFailed(false);
    setExpired(false);
    setReceived(0);
    api.createLink(design, controller.signal).then(
      (made) => {
        if (!controller.signal.aborted) setLink(made);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [api, design, round]);

  // The poll: one request at a time, every pollMs, until the link expires.
  useEffect(() => {
    if (!link) return;
    const controller = new AbortController();
    let after = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const answer = await api.files(link.id, after, controller.signal);
        if (controller.signal.aborted) return;
        for (const file of answer.files) {
          after = Math.max(after, file.seq);
          onImageRef.current(file);
        }
        if (answer.files.length > 0) setReceived(after);
        if (answer.expired) {
          setExpired(true);
          return;
        }
      } catch {
        // A missed round (network, a restart): the next one asks again from the same place.
        if (controller.signal.aborted) return;
      }
      timer = setTimeout(() => void tick(), pollMs);
    };
    timer = setTimeout(() => void tick(), pollMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [api, link, pollMs]);

  const open = useCallback(() => {
    if (!design) return;
    setOpen(true);
    // The first open makes the link; later opens show the same one until it expires.
    if (round === 0 || expired || failed) setRound((value) => value + 1);
  }, [design, expired, failed, round]);

  const close = useCallback(() => setOpen(false), []);
  const renew = useCallback(() => setRound((value) => value + 1), []);

  return { isOpen, link, failed, expired, received, open, close, renew };
}
