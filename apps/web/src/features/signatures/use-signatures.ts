import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { SaveSignatureBody } from "@studio/contracts";
import { useCallback, useRef } from "react";
import { deleteSignature, fetchSignatures, saveSignature } from "./api/signatures-api";

/** The signature list's cache key: logout empties the whole query cache (features/auth/logout.ts), this list with it. */
export const signaturesQueryKey = ["signatures"] as const;
/** Spec 03 section 4: the signature list loads at most once per 2 seconds. */
const LOAD_GAP_MS = 2000;

/** The user's signatures, paged: finished when a page is empty or says there is no more. */
export function useSignatures(enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: signaturesQueryKey,
    queryFn: ({ pageParam, signal }) => fetchSignatures(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.list.length === 0 || !last.more ? undefined : last.page + 1),
    enabled,
  });
  const lastLoad = useRef(0);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const loadMore = useCallback(() => {
    const now = Date.now();
    if (!hasNextPage || isFetchingNextPage || now - lastLoad.current < LOAD_GAP_MS) return;
    lastLoad.current = now;
    void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  return { query, signatures: query.data?.pages.flatMap((page) => page.list) ?? [], loadMore };
}

export function useSaveSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSignatureBody) => saveSignature(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signaturesQueryKey }),
  });
}

export function useDeleteSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSignature(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signaturesQueryKey }),
  });
}
