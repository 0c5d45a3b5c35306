import { createExternalStore } from "../lib/external-store";

export type ToastKind = "error" | "success" | "info";
export type Toast = { id: number; kind: ToastKind; message: string };

/** How long a toast stays; errors stay longer because they need reading. */
export const toastDurationMs: Record<ToastKind, number> = { error: 5000, success: 3000, info: 3000 };
const maxToasts = 4;

export const toastStore = createExternalStore<Toast[]>([]);
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toastStore.set(toastStore.getSnapshot().filter((toast) => toast.id !== id));
}

export function showToast(kind: ToastKind, message: string): number {
  const current = toastStore.getSnapshot();
  // The same message twice in a row (e.g. several failing queries) is shown once.
  const duplicate = current.find((toast) => toast.kind === kind && toast.message === message);
  if (duplicate) return duplicate.id;
  const id = nextId++;
  const next = [...current, { id, kind, message }];
  for (const dropped of next.slice(0, Math.max(0, next.length - maxToasts))) dismissToast(dropped.id);
  toastStore.set([...toastStore.getSnapshot(), { id, kind, message }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), toastDurationMs[kind]),
  );
  return id;
}

export const toast = {
  error: (message: string) => showToast("error", message),
  success: (message: string) => showToast("success", message),
  info: (message: string) => showToast("info", message),
};
