import { useCallback, useRef, useState } from "react";
import { nextUploadStatus, type UploadEvent } from "./upload-status";
import { newUploadFile, type UploadFile } from "./upload-file";

/**
 * The editor's upload list as state: every status change goes through the one transition table
 * (upload-status.ts), so an ignored event (a start while saving, a failure after a cancel) changes
 * nothing. `current` reads the latest list synchronously (the upload runs read it between awaits).
 */
export function useUploadList() {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const latest = useRef<UploadFile[]>([]);

  const write = useCallback((next: UploadFile[]) => {
    latest.current = next;
    setFiles(next);
  }, []);

  const add = useCallback((id: string, name: string, size: number) => write([...latest.current, newUploadFile(id, name, size)]), [write]);

  const current = useCallback((id: string) => latest.current.find((file) => file.id === id), []);

  const patch = useCallback(
    (id: string, fields: Partial<Omit<UploadFile, "id" | "status">>) => write(latest.current.map((file) => (file.id === id ? { ...file, ...fields } : file))),
    [write],
  );

  /** Applies `event`; true when the status changed (false: the table ignored it here). */
  const move = useCallback(
    (id: string, event: UploadEvent, fields: Partial<Omit<UploadFile, "id" | "status">> = {}): boolean => {
      const file = latest.current.find((item) => item.id === id);
      if (!file) return false;
      const status = nextUploadStatus(file.status, event);
      if (status === file.status) return false;
      write(latest.current.map((item) => (item.id === id ? { ...item, ...fields, status } : item)));
      return true;
    },
    [write],
  );

  const remove = useCallback((id: string) => write(latest.current.filter((file) => file.id !== id)), [write]);

  return { files, add, current, patch, move, remove };
}
