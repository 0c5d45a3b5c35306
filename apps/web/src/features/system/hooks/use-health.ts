import { useQuery } from "@tanstack/react-query";
import { fetchHealth } from "../api/health-api";

export const healthQueryKey = ["system", "health"] as const;

/** The server's health and version; the footer shows the version of the running server. */
export function useHealth() {
  return useQuery({ queryKey: healthQueryKey, queryFn: ({ signal }) => fetchHealth(signal), staleTime: Infinity });
}
