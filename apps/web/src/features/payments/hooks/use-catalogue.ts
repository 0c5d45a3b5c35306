import { useQuery } from "@tanstack/react-query";
import { paymentsApi } from "../payments-api";

export const catalogueQueryKey = ["payment", "catalogue"] as const;

/** The site's catalogue (prices, currency, providers): the only source of a price in the browser. */
export function useCatalogue() {
  return useQuery({ queryKey: catalogueQueryKey, queryFn: ({ signal }) => paymentsApi.catalogue(signal), staleTime: 5 * 60_000 });
}
