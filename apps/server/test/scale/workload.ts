import type { Balancer } from "./balancer";

/** What one generation of the run is: a plain one, one whose reference is missing (it fails), one the user cancels. */
export type Plan = "plain" | "missing-reference" | "cancel";

export type Generation = {
  userIndex: number;
  clientKey: string;
  plan: Plan;
  taskId?: string;
  /** The status the last poll answered (SUCCESS or GENERATE_FAILED once done). */
  status?: string;
  state?: string;
  cancelStatus?: number;
};

type Envelope<T> = { code: number; data: T; msg: string };

/** Spec 02 section 9's generate request, the cheapest kind: one 1:1 image of the built-in painter. */
function requestFor(generation: Generation) {
  const prompt = `a small ${["blue", "green", "red", "amber"][generation.userIndex % 4]} lake at dawn ${generation.clientKey}`;
  return generation.plan === "missing-reference"
    ? { prompt, nVariants: 1, size: "1:1", filesUrl: [`/oss/uploads/missing-${generation.clientKey}.png`] }
    : { prompt, nVariants: 1, size: "1:1" };
}

/**
 * One user's part of the run: submits their generations one after another (each with its own
 * Idempotency-Key, so a submit the balancer sends again after a dropped connection answers the
 * first task), cancels the ones planned for it, and polls every unfinished task of theirs every
 * `pollMs` until each reports SUCCESS or GENERATE_FAILED, as the browser does.
 */
export async function runUser(
  balancer: Balancer,
  user: { index: number; token: string },
  generations: Generation[],
  options: { pollMs: number; deadline: number; onDone: () => void },
): Promise<void> {
  const headers = { authorization: `Bearer ${user.token}` };
  const expectOk = <T>(what: string, answer: { status: number; body: unknown }): T => {
    const envelope = answer.body as Envelope<T>;
    if (answer.status !== 200 || envelope.code !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return envelope.data;
  };
  let submitting = true;
  const submit = async () => {
    for (const generation of generations) {
      const answer = await balancer.send("POST", "submit", "/api/ai-design/4o-image/generate-image", {
        headers: { ...headers, "idempotency-key": generation.clientKey },
        body: requestFor(generation),
      });
      generation.taskId = expectOk<string>(`submit ${generation.clientKey}`, answer);
      if (generation.plan === "cancel") {
        const cancel = await balancer.send("POST", "cancel", `/api/ai-design/tasks/${generation.taskId}/cancel`, { headers });
        // 409: the task ended before the cancel arrived (or a resent cancel finds it cancelled).
        if (cancel.status !== 200 && cancel.status !== 409) throw new Error(`cancel: ${cancel.status} ${JSON.stringify(cancel.body)}`);
        generation.cancelStatus = cancel.status;
      }
      await new Promise((r) => setTimeout(r, 50 + ((user.index * 37 + generations.indexOf(generation) * 53) % 250)));
    }
    submitting = false;
  };
  const poll = async () => {
    while (submitting || generations.some((g) => g.status !== "SUCCESS" && g.status !== "GENERATE_FAILED")) {
      if (Date.now() > options.deadline) throw new Error(`user ${user.index}: tasks still unfinished at the deadline`);
      for (const generation of generations) {
        if (!generation.taskId || generation.status === "SUCCESS" || generation.status === "GENERATE_FAILED") continue;
        const answer = await balancer.send("GET", "result", `/api/ai-design/4o-image/result/${generation.taskId}`, { headers });
        const view = expectOk<{ status: string; state: string }>(`result ${generation.taskId}`, answer);
        generation.status = view.status;
        generation.state = view.state;
        if (view.status === "SUCCESS" || view.status === "GENERATE_FAILED") options.onDone();
      }
      await new Promise((r) => setTimeout(r, options.pollMs));
    }
  };
  await Promise.all([submit(), poll()]);
}

/** Ten generations per user: the fourth's reference is missing, the seventh is cancelled right after its submit. */
export function planGenerations(userIndex: number, perUser: number, runId: string): Generation[] {
  return Array.from({ length: perUser }, (_, n) => ({
    userIndex,
    clientKey: `scale-${runId}-${userIndex}-${n}`,
    plan: n === 3 ? "missing-reference" : n === 6 ? "cancel" : "plain",
  }));
}
