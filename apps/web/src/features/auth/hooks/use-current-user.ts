import { isPro } from "@studio/domain";
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

/**
 * Puts a freshly signed-in user into the cache at once, then confirms it with the server. A user
 * request still on its way was sent before the session changed (a magic link's page asks "who am
 * I?" on load while the link is being verified); when its "visitor" answer landed after the sign-in
 * it overwrote the user. Cancelling it (with `revert`, which keeps the state set here) stops it while
 * it waits for the network, but not once its answer is read and only waiting to be stored: CI met
 * that window. So the user is also asked for again: that answer, sent with the new session, is
 * the last to land whatever the order of the others.
 */
export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: SessionUser | null) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      const filters = { queryKey: currentUserQueryKey, exact: true };
      void queryClient
        .cancelQueries(filters, { revert: true })
        .then(() => queryClient.invalidateQueries({ ...filters, refetchType: "all" }))
        .catch(() => undefined);
    },
    [queryClient],
  );
}

/**
 * Whether the user is Pro now, by the one rule the server applies too (@studio/domain isPro: vip or
 * super_vip, not past vip_ends_at; no end date means it does not expire).
 */
export function isProNow(user: SessionUser | null, now: Date = new Date()): boolean {
  if (!user) return false;
  const vipEndsAt = user.vip_ends_at ? new Date(user.vip_ends_at) : null;
  return isPro(
    { aiCredits: user.ai_credits, vip: user.vip, superVip: user.super_vip, vipEndsAt, isAdmin: user.is_admin, designerType: user.designer_type },
    now,
  );
}

/** A Pro user's end date for the crown's tooltip (spec 02 section 2); null when not Pro or Pro without an end. */
export function activeVipUntil(user: SessionUser | null, now: Date = new Date()): Date | null {
  if (!user || !isProNow(user, now) || !user.vip_ends_at) return null;
  return new Date(user.vip_ends_at);
}
