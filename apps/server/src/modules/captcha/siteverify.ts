import { AppError } from "../../errors";
import type { CaptchaWidgetConfig } from "../../config";

export type SiteverifyFetch = (
  url: string,
  init: { method: "POST"; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

type SiteverifyAnswer = { success?: boolean; "error-codes"?: string[]; score?: number; hostname?: string };

/**
 * Cloudflare Turnstile and Google reCAPTCHA check a widget's token the same documented way: a
 * form POST of `secret`, `response` and `remoteip` to their siteverify endpoint, answered with
 * `{success, "error-codes"}` (reCAPTCHA v3 adds `score`). A token works once at the provider.
 * A provider that does not answer in time is reported as unavailable, not as a failed check.
 */
export function createSiteverify(options: { widget: CaptchaWidgetConfig; timeoutMs: number; fetch?: SiteverifyFetch }) {
  const post: SiteverifyFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const { widget } = options;
  return async function verify(token: string, remoteIp: string | undefined): Promise<void> {
    const body = new URLSearchParams({ secret: widget.secret, response: token });
    if (remoteIp) body.set("remoteip", remoteIp);
    let answer: SiteverifyAnswer;
    try {
      const response = await post(widget.verifyUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: body.toString(),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
      answer = (await response.json()) as SiteverifyAnswer;
    } catch {
      throw new AppError("UNAVAILABLE", "The bot check could not be verified right now. Please try again in a moment.");
    }
    if (answer.success !== true) throw new AppError("CAPTCHA_FAILED");
    // v3 keys answer with a score (1.0 human, 0.0 bot); v2 and Turnstile answers have none.
    if (widget.provider === "recaptcha" && typeof answer.score === "number" && answer.score < widget.minScore) throw new AppError("CAPTCHA_FAILED");
  };
}
