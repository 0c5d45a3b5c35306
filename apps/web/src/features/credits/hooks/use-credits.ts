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
