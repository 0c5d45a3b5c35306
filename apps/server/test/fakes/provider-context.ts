import type { ProviderContext } from "../../src/providers/image-provider";
import { ProviderError } from "../../src/providers/image-provider";

/** A ProviderContext that records what the adapter reported, as the task engine would store it. */
export function recordingContext(options: { resumeJobId?: string; signal?: AbortSignal } = {}): { ctx: ProviderContext; progress: number[]; jobIds: string[] } {
  const progress: number[] = [];
  const jobIds: string[] = [];
  const ctx: ProviderContext = {
    signal: options.signal ?? new AbortController().signal,
    reportProgress: async (p) => {
      progress.push(p);
    },
    recordJobId: async (id) => {
      jobIds.push(id);
    },
    ...(options.resumeJobId ? { resumeJobId: options.resumeJobId } : {}),
  };
  return { ctx, progress, jobIds };
}

/** The ProviderError a promise rejects with (fails the test when it resolves or throws something else). */
export async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error("expected a ProviderError, but the call succeeded");
}
