import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type RefObject } from "react";
import { styleGroupsQuery } from "../api/logo-maker-api";
import type { WizardAction, WizardState } from "../wizard-machine";

/**
 * Step 3's Continue builds step 4 from the style data. While that is still on its way, it waits
 * for it: continuing with none would skip the sample step and start a paid generation at once.
 */
export function useStyleContinue(stateRef: RefObject<WizardState>, act: (action: WizardAction) => void) {
  const queryClient = useQueryClient();
  const styleGroups = useQuery({ ...styleGroupsQuery, staleTime: 300_000 });
  const [waiting, setWaiting] = useState(false);

  const continueStyles = () => {
    if (styleGroups.data) return act({ type: "continueStyles", groups: styleGroups.data });
    setWaiting(true);
    void queryClient
      .ensureQueryData(styleGroupsQuery)
      .catch(() => ({}))
      .then((loaded) => {
        setWaiting(false);
        if (stateRef.current.step === 3) act({ type: "continueStyles", groups: loaded });
      });
  };

  return { groups: styleGroups.data ?? {}, waiting, continueStyles };
}
