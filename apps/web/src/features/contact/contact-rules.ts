/** The contact form's four checks, in the spec's order (spec 01 section 5): only emptiness counts. */
export const contactChecks = [
  ["subject", "contact.subjectRequired"],
  ["message", "contact.messageRequired"],
  ["name", "contact.nameRequired"],
  ["email", "contact.emailRequired"],
] as const;

export type ContactFields = { subject: string; message: string; name: string; email: string };
export type ContactProblem = (typeof contactChecks)[number][1];

/** The message key of the first empty field, or null when the form may be sent. */
export function firstContactProblem(form: ContactFields): ContactProblem | null {
  for (const [field, key] of contactChecks) if (form[field].trim() === "") return key;
  return null;
}

/** Spec 01 section 2: the message box grows with its text from 4 to 16 rows. */
export function messageRows(text: string, columns = 60): number {
  const lines = text.split("\n").reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / columns)), 0);
  return Math.min(16, Math.max(4, lines));
}

/**
 * One submission at a time (spec 02 section 5): a second call while the first runs is dropped, not
 * queued. A ref-free guard, so a double click in the same tick cannot slip past React's state.
 */
export function createSubmitOnce() {
  let running = false;
  return async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (running) return undefined;
    running = true;
    try {
      return await work();
    } finally {
      running = false;
    }
  };
}
