import { IMAGE_PAGE_SIZE } from "@studio/contracts/plain";
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { imagesApi, type CreationFilters, type ImageRecord } from "../api/images-api";
import { hasMore, worksQueryKey } from "./use-works";

/**
 * The creations list with its filters (spec 02 section 3: keywords, page, sceneId, tag). Every filter
 * is part of the key, so a new filter starts again at page 1 (spec: page 1 resets the list). Under
 * worksQueryKey, so a delete anywhere drops the record here too.
 */
export function useCreations(filters: CreationFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...worksQueryKey, "creations", filters] as const,
    queryFn: ({ pageParam, signal }) => imagesApi.search(pageParam, filters, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (hasMore(last, IMAGE_PAGE_SIZE) ? pages.length + 1 : undefined),
    enabled,
  });
}

type Lists = InfiniteData<ImageRecord[], number> | ImageRecord[];

/** Puts a changed record (new tags, favourite) into every loaded list of works without refetching the pages. */
export function useReplaceRecord() {
  const queryClient = useQueryClient();
  return (id: number, change: (record: ImageRecord) => ImageRecord) =>
    queryClient.setQueriesData<Lists>({ queryKey: worksQueryKey }, (data) => {
      if (!data) return data;
      const map = (page: ImageRecord[]) => page.map((record) => (record.id === id ? change(record) : record));
      return Array.isArray(data) ? map(data) : { ...data, pages: data.pages.map(map) };
    });
}

/** Marks or unmarks a favourite; the star changes at once, and back if the server refuses. */
export function useFavourite() {
  const replace = useReplaceRecord();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) => imagesApi.favourite(id, on),
    onMutate: ({ id, on }) => replace(id, (record) => ({ ...record, favourite: on })),
    onError: (_error, { id, on }) => replace(id, (record) => ({ ...record, favourite: !on })),
    // A favourites-only list must lose (or gain) the record.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...worksQueryKey, "creations"], refetchType: "inactive" }),
  });
}

/**
 * Consecutive records of one generation (the same groupId, spec 02 section 3) as one group, in list
 * order: the list is newest first, so variants of a task arrive together.
 */
export function groupVariants(records: ImageRecord[]): ImageRecord[][] {
  const groups: ImageRecord[][] = [];
  for (const record of records) {
    const last = groups[groups.length - 1];
    if (last?.[0]?.groupId === record.groupId) last.push(record);
    else groups.push([record]);
  }
  return groups;
}
