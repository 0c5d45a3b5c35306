import { createExternalStore } from "../../lib/external-store";

/** The credit check's confirm dialog (spec 01 section 4): what it asks about, and how to answer. */
export type CreditConfirmRequest = { required: number; answer: (proceed: boolean) => void };

export const creditConfirmStore = createExternalStore<CreditConfirmRequest | null>(null);

/**
 * Asks the user to confirm spending `required` credits; resolves false when they decline or close
 * the dialog. A new question answers the one still open with false: one spend is asked at a time.
 */
export function askCreditConfirm(required: number): Promise<boolean> {
  creditConfirmStore.getSnapshot()?.answer(false);
  return new Promise<boolean>((resolve) => {
    const request: CreditConfirmRequest = {
      required,
      answer: (proceed) => {
        if (creditConfirmStore.getSnapshot() === request) creditConfirmStore.set(null);
        resolve(proceed);
      },
    };
    creditConfirmStore.set(request);
  });
}
