import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast-store";
import { deleteFavourite, fetchFavourites, fetchShowCounts } from "../api/favourites-api";
import { favouritesQueryKey } from "./use-save-logo";

/**
 * Saved or bought logos, paged (spec 03 section 4): the list is finished when a page comes back
 * empty or says there is no more; the query runs one page load at a time.
 */
export function useFavourites(type: "all" | "bought", enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...favouritesQueryKey, "list", type],
    queryFn: ({ pageParam, signal }) => fetchFavourites({ page: pageParam, type }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.list.length === 0 || !last.more ? undefined : last.page + 1),
    enabled,
  });
}

/** The saved counter (GET /api/user/showCounts), fetched again after every save and delete. */
export function useShowCounts(enabled: boolean) {
  return useQuery({ queryKey: [...favouritesQueryKey, "counts"], queryFn: ({ signal }) => fetchShowCounts(signal), enabled, staleTime: 60_000 });
}

export function useDeleteFavourite() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (faId: number) => deleteFavourite(faId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouritesQueryKey }),
    onError: () => toast.error(t("classicMaker.deleteFailed")),
  });
}
