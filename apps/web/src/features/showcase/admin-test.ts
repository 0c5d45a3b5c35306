import type { TaskResultView } from "@studio/contracts";
import { logoMakerApi } from "../logo-maker/api/logo-maker-api";
import { maxPolls, pollIntervalMs, sleep } from "../logo-maker/hooks/use-logo-generation";

export type TestOutcome = { ok: true; url: string; thumb: string } | { ok: false; message: string };

/**
 * One 'test for admin' run (spec 02 sections 2 and 8): a real logo task through the logo maker's
 * submit route with the sample as reference, one design, paid with the admin's credits; polled
 * every 2 s. A failure comes back as the string to show.
 */
export async function runTestSample(prompt: string, reference: string, texts: { failed: string; timeout: string }, signal: AbortSignal): Promise<TestOutcome> {
  const text = prompt.trim();
  const taskId = await logoMakerApi.submit(
    {
      prompt: text,
      nVariants: 1,
      filesUrl: [reference],
      brief: { name: text.slice(0, 40).trim(), ...(text.length > 40 ? { description: text.slice(0, 400) } : {}) },
      seed: Math.floor(Math.random() * 2_000_000_000),
    },
    signal,
  );
  for (let poll = 0; poll < maxPolls; poll += 1) {
    await sleep(poll === 0 ? 1000 : pollIntervalMs, signal);
    const result: TaskResultView = await logoMakerApi.result(taskId, signal);
    if (result.status === "GENERATING") continue;
    const url = result.resultUrls[0];
    if (result.status === "GENERATE_FAILED" || !url) return { ok: false, message: result.errorMessage || texts.failed };
    return { ok: true, url, thumb: result.thumbUrls[0] ?? url };
  }
  return { ok: false, message: texts.timeout };
}
