import type { StyleList, StyleProduct } from "@studio/contracts";
import { useQuery } from "@tanstack/react-query";
import { loadContracts } from "../../../api/contract-schema";

/**
 * A product's scenes and styles, GET /oss/{product}-style/data.json with a cache-buster (the admin
 * save rewrites the file in place). No file yet (404) is an empty list, not an error: a fresh server
 * has no scenes until an admin saves some.
 */
export async function fetchStyleList(product: StyleProduct, signal?: AbortSignal): Promise<StyleList> {
  const response = await fetch(`/oss/${product}-style/data.json?t=${Date.now()}`, { signal });
  if (response.status === 404) return { product, scenes: [] };
  if (!response.ok) throw new Error(`${product}-style/data.json: ${response.status}`);
  const { styleListSchema } = await loadContracts();
  return styleListSchema.parse(await response.json());
}

export function useStyleList(product: StyleProduct) {
  return useQuery({ queryKey: ["style-list", product], queryFn: ({ signal }) => fetchStyleList(product, signal), staleTime: 60_000 });
}
