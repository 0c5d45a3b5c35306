import { IMAGE_PAGE_SIZE } from "@studio/contracts";
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { imagesApi, type ImageRecord } from "../api/images-api";

// Under the session prefix, so signing out drops them with the user.
export const worksQueryKey = [...sessionQueryKey, "images", "works"] as const;

/** Spec 02 section 4: the 'more' flag is true when a page came back full. */
export const hasMore = (page: ImageRecord[] | undefined, size = IMAGE_PAGE_SIZE) => (page?.length ?? 0) >= size;

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

/** Deletes a creation and drops it from the loaded pages at once (no refetch of every page). */
export function useDeleteWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => imagesApi.remove(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<InfiniteData<ImageRecord[], number>>(worksQueryKey, (data) =>
        data ? { ...data, pages: data.pages.map((page) => page.filter((record) => record.id !== id)) } : data,
      );
    },
  });
}
