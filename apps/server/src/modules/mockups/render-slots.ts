import { AppError } from "../../errors";

/**
 * Mockup renders are CPU work: at most `concurrency` run at once, at most `queue` wait, the rest are
 * told the system is busy (503 SYSTEM_BUSY). The free previews and the VI mockups share one.
 */
export function createRenderSlots(options: { concurrency?: number; queue?: number } = {}) {
  const concurrency = options.concurrency ?? 2;
  const queueMax = options.queue ?? 16;
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= queueMax) throw new AppError("SYSTEM_BUSY");
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
export type RenderSlots = ReturnType<typeof createRenderSlots>;
