import { IMAGE_PAGE_SIZE } from "@studio/contracts/plain";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { imagesApi, type ImageRecord } from "../api/images-api";

// Under the session prefix, so signing out drops them with the user.
export const worksQueryKey = [...sessionQueryKey, "images", "works"] as const;

/** Spec 02 section 4: the 'more' flag is true when a page came back full. */
export const hasMore = (page: readonly unknown[] | undefined, size = IMAGE_PAGE_SIZE) => (page?.length ?? 0) >= size;

/** The user's creations, 20 per page, appended by Load More. */
export function useWorks(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: worksQueryKey,
    queryFn: ({ pageParam, signal }) => imagesApi.works(pageParam, IMAGE_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (hasMore(last) ? pages.length + 1 : undefined),
    enabled,
  });
}

/** Spec 02 section 9: the My logos overlay (history) lists 50 per page. */
export const HISTORY_PAGE_SIZE = 50;
export const myLogosQueryKey = [...worksQueryKey, "logo", HISTORY_PAGE_SIZE] as const;
export const latestLogoQueryKey = [...worksQueryKey, "logo", "latest"] as const;

/** The user's logos for the My logos overlay, 50 per page, appended by Load More. */
export function useMyLogos(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: myLogosQueryKey,
    queryFn: ({ pageParam, signal }) => imagesApi.works(pageParam, HISTORY_PAGE_SIZE, signal, "logo"),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (hasMore(last, HISTORY_PAGE_SIZE) ? pages.length + 1 : undefined),
    enabled,
  });
}

/** The newest logo, for the latest-designs thumbnail next to the avatar. */
export function useLatestLogo(enabled: boolean) {
  return useQuery({
    queryKey: latestLogoQueryKey,
    queryFn: ({ signal }) => imagesApi.works(1, 1, signal, "logo"),
    enabled,
    staleTime: 15_000,
    select: (page) => page[0] ?? null,
  });
}

type WorksData = InfiniteData<ImageRecord[], number> | ImageRecord[];

/**
 * Deletes a record and drops it at once from every loaded list of works (My creations, My logos,
 * the latest thumbnail: all keyed under worksQueryKey), without refetching every page.
 */
export function useDeleteWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => imagesApi.remove(id),
    onSuccess: (_data, id) => {
      queryClient.setQueriesData<WorksData>({ queryKey: worksQueryKey }, (data) => {
        if (!data) return data;
        if (Array.isArray(data)) return data.filter((record) => record.id !== id);
        return { ...data, pages: data.pages.map((page) => page.filter((record) => record.id !== id)) };
      });
      // The thumbnail shows the next newest logo once its own one is gone.
      void queryClient.invalidateQueries({ queryKey: latestLogoQueryKey });
    },
  });
}
