import type { DownloadSubject } from "@studio/contracts";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { SessionUser } from "../../auth/api/auth-api";
import { isProNow, useCurrentUser } from "../../auth/hooks/use-current-user";
import { downloadsApi } from "../api/downloads-api";
import { readAuxEntry } from "../aux-log";
import { downloadStatusQueryKey, paidFormats } from "./use-download";

/** Zero logo credits: no AI credits, no free AI allowance left today, not Pro, not staff, not a partner's session. */
export function hasNoLogoCredits(user: SessionUser, now = new Date()): boolean {
  return !user.partner && user.ai_credits <= 0 && user.freeCredits <= 0 && !isProNow(user, now) && !user.is_admin && user.designer_type === 0;
}

/**
 * Whether a result image shows the watermark: its owner has zero logo credits and has not paid
 * any format of it. The paid status is asked only for such users (rare), cached per image.
 */
export function useWatermark(target: DownloadSubject | null): boolean {
  const { user } = useCurrentUser();
  const broke = user !== null && hasNoLogoCredits(user);
  const key = target ? downloadStatusQueryKey(target) : ["downloads", "none"];
  const status = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => (target ? downloadsApi.status(target, signal) : Promise.resolve({ jpg: 0 as const, png: 0 as const, svg: 0 as const })),
    enabled: broke && target !== null,
    staleTime: 30_000,
  });
  const aux = useMemo(() => (user && target && broke ? readAuxEntry(user.id, target) : {}), [user, target, broke]);
  if (!broke || !target) return false;
  // Until the status is known, the mark shows (a paid image loses it a moment later).
  return paidFormats(status.data, aux).size === 0;
}
