import { defaultCreditCosts } from "@studio/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { creditsApi } from "../api/credits-api";

// Under the session prefix, so signing out drops them with the user.
export const creditSummaryQueryKey = [...sessionQueryKey, "credits", "summary"] as const;
export const creditHistoryQueryKey = (page: number, size: number) => [...sessionQueryKey, "credits", "history", page, size] as const;

/** Balances and today's free allowances; only asked for a signed-in user. */
export function useCreditSummary(enabled: boolean) {
  return useQuery({ queryKey: creditSummaryQueryKey, queryFn: ({ signal }) => creditsApi.summary(signal), enabled, staleTime: 10_000 });
}

export function useCreditHistory(page: number, size: number, enabled: boolean) {
  return useQuery({
    queryKey: creditHistoryQueryKey(page, size),
    queryFn: ({ signal }) => creditsApi.history(page, size, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export const creditCostsQueryKey = ["credits", "costs"] as const;

/**
 * The cost table the server enforces (operator overrides included). Until it arrives, or if it
 * cannot be read, the spec's defaults from @studio/domain are shown.
 */
export function useCreditCosts() {
  const query = useQuery({ queryKey: creditCostsQueryKey, queryFn: ({ signal }) => creditsApi.costs(signal), staleTime: 5 * 60_000 });
  return (
    query.data ?? {
      costs: defaultCreditCosts,
      registerGrant: 24,
      proMonthlyCredits: 500,
      freeAiCreditsPerDay: 8,
      freeDownloadsPerDay: 3,
    }
  );
}
