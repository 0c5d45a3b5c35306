import { paymentPoll } from "@studio/domain";

export type CheckAnswer = { data: boolean; msg: string };

/** Why polling stopped without a payment: the provider's failure text, or the spec's 'timeout'. */
export class PaymentPollError extends Error {
  readonly reason: "failed" | "timeout";
  constructor(reason: "failed" | "timeout", message: string) {
    super(message);
    this.name = "PaymentPollError";
    this.reason = reason;
  }
}

/** The envelope's default msg is "success" (ok() in @studio/contracts): only other text is a failure. */
export function isFailureText(msg: string): boolean {
  const text = msg.trim();
  return text !== "" && text.toLowerCase() !== "success";
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Spec 01 section 4: the record check repeats every 2000 ms up to 10 times, then fails with
 * 'timeout' (paymentPoll in @studio/domain). A false answer with a msg is a failed payment and stops
 * at once; a call that fails (network) counts as a try. The first check runs at once: a card paid
 * in place (sandbox, Stripe) is usually already confirmed.
 */
export async function pollPayment(
  check: (signal?: AbortSignal) => Promise<CheckAnswer>,
  options: {
    intervalMs?: number;
    tries?: number;
    signal?: AbortSignal;
    sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
    timeoutText?: string;
  } = {},
): Promise<true> {
  const { intervalMs = paymentPoll.intervalMs, tries = paymentPoll.tries, signal, sleep = wait } = options;
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    try {
      const answer = await check(signal);
      if (answer.data) return true;
      if (isFailureText(answer.msg)) throw new PaymentPollError("failed", answer.msg);
    } catch (error) {
      if (error instanceof PaymentPollError || signal?.aborted) throw error;
      // A failed call is one try used; the next one may get through.
    }
    if (attempt < tries) await sleep(intervalMs, signal);
  }
  throw new PaymentPollError("timeout", options.timeoutText ?? "timeout");
}
