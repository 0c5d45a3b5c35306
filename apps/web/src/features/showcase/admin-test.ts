import { logoMakerApi } from "../logo-maker/api/logo-maker-api";
import { runImageTask, TaskFailure } from "../tasks/image-task";

export type TestOutcome = { ok: true; url: string; thumb: string } | { ok: false; message: string };

/**
 * One 'test for admin' run (spec 02 sections 2 and 8): a real logo task through the logo maker's
 * submit route with the sample as reference, one design, paid with the admin's credits, run by the
 * spec's task runner (polled every 2 s). A failure comes back as the string to show.
 */
export async function runTestSample(
  prompt: string,
  reference: string,
  texts: { failed: string; timeout: string; creditsNotEnough?: string },
  signal: AbortSignal,
): Promise<TestOutcome> {
  const text = prompt.trim();
  try {
    const { result } = await runImageTask({
      submit: (key, live) =>
        logoMakerApi.submit(
          {
            prompt: text,
            nVariants: 1,
            filesUrl: [reference],
            brief: { name: text.slice(0, 40).trim(), ...(text.length > 40 ? { description: text.slice(0, 400) } : {}) },
            seed: Math.floor(Math.random() * 2_000_000_000),
          },
          live,
          key,
        ),
      result: (id, live) => logoMakerApi.result(id, live),
      cancel: (id) => logoMakerApi.cancel(id),
      signal,
      texts: { creditsNotEnough: texts.creditsNotEnough ?? texts.failed, errorGenerating: texts.timeout, failed: texts.failed },
      firstPollMs: 1000,
    });
    const url = result.resultUrls[0] ?? "";
    return { ok: true, url, thumb: result.thumbUrls[0] ?? url };
  } catch (error) {
    if (error instanceof TaskFailure) return { ok: false, message: error.message };
    throw error;
  }
}
