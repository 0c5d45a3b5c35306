import { imagesCost } from "@studio/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useReducer, useRef } from "react";
import type { SessionUser } from "../../auth/api/auth-api";
import { currentUserQueryKey } from "../../auth/hooks/use-current-user";
import { runGenerationGate } from "../../credits/generation-gate";
import { useCreditCosts } from "../../credits/hooks/use-credits";
import type { EntryInit } from "../entry";
import { loadCustomCases } from "../sample-uploads";
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from "../wizard-machine";

/**
 * The wizard's state with the generation gate in front of it: `act` runs an action through the
 * reducer and, when it would ask for a new round, first runs the gate (packages/domain), which
 * opens the login panel or the credits dialog instead and retries the action after sign-in.
 */
export function useGatedWizard(init: EntryInit) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(wizardReducer, init, (i) => initialWizardState({ ...i, customCases: loadCustomCases() }));
  const stateRef = useRef(state);
  stateRef.current = state;
  const { freeAiCreditsPerDay, costs } = useCreditCosts();

  // Spec 02 section 9: a round costs the image price in force per sample image it sends (picked
  // samples from step 4; Continue sends the next unused one, or the picks again), with the minimum.
  const roundCost = useCallback((references: number) => imagesCost(costs, Math.max(1, references)), [costs]);
  const gate = useCallback(
    (next: WizardState, retry: () => void): boolean => {
      // Read from the cache, not the render: a retry after sign-in runs before the next render.
      const user = queryClient.getQueryData<SessionUser | null>(currentUserQueryKey) ?? null;
      return runGenerationGate({ user, cost: imagesCost(costs, Math.max(1, next.references.length)), freeAiCreditsPerDay, retry }).action === "proceed";
    },
    [queryClient, freeAiCreditsPerDay, costs],
  );

  const act = useCallback(
    function act(action: WizardAction) {
      const current = stateRef.current;
      const next = wizardReducer(current, action);
      if (next.generation > current.generation && !gate(next, () => act(action))) return;
      dispatch(action);
    },
    [gate],
  );

  return { state, stateRef, dispatch, act, roundCost };
}
