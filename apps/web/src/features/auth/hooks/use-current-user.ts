import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { authApi, type SessionUser } from "../api/auth-api";

export const currentUserQueryKey = [...sessionQueryKey, "user"] as const;

/** The signed-in user (null for a visitor), shared by every component through the query cache. */
export function useCurrentUser() {
  const query = useQuery({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => authApi.currentUser(signal), staleTime: 30_000 });
  return { user: query.data ?? null, loading: query.isPending, refetch: query.refetch };
}

/** Puts a freshly signed-in user into the cache without another request. */
export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback((user: SessionUser | null) => queryClient.setQueryData(currentUserQueryKey, user), [queryClient]);
}

/** Whether VIP is active now: vip or super_vip with vip_ends_at in the future (spec: crown and tooltip). */
export function activeVipUntil(user: SessionUser | null, now: Date = new Date()): Date | null {
  if (!user || (!user.vip && !user.super_vip) || !user.vip_ends_at) return null;
  const ends = new Date(user.vip_ends_at);
  return ends.getTime() > now.getTime() ? ends : null;
}
