import type { ImageRecordType } from "@studio/contracts";
import { IMAGE_PAGE_SIZE } from "@studio/contracts/plain";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { imagesApi, type ImageTag } from "../api/images-api";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { hasMore, worksQueryKey } from "./use-works";
import { useReplaceRecord } from "./use-creations";

// Beside the works lists, not under worksQueryKey: the record updates made there match by id and must not touch tags.
const tagsKey = (type: ImageRecordType) => [...sessionQueryKey, "images", "tags", type] as const;

/** The tags of a product type, 20 a page; 'more' when a page came back full, page 1 resets the list (spec 02 section 7). */
export function useTags(type: ImageRecordType, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: tagsKey(type),
    queryFn: ({ pageParam, signal }) => imagesApi.tags(type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (hasMore(last, IMAGE_PAGE_SIZE) ? pages.length + 1 : undefined),
    enabled,
  });
}

/** A new own tag (an existing name answers that tag); the list starts again at page 1 to show it in its place. */
export function useCreateTag(type: ImageRecordType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => imagesApi.createTag(type, name),
    onSuccess: () => void queryClient.resetQueries({ queryKey: tagsKey(type) }),
  });
}

/** Adds or removes a tag on a record; the answer (the record with its tags) replaces it in every list. */
export function useTagRecord() {
  const replace = useReplaceRecord();
  return useMutation({
    mutationFn: ({ id, tag, on }: { id: number; tag: ImageTag; on: boolean }) => imagesApi.tagRecord(id, tag.id, on),
    onSuccess: (record) => replace(record.id, () => record),
  });
}

/** Uploads an image and binds tags to it (spec 02 section 7): it becomes a record of the user's, listed with them. */
export function useBindUpload(type: ImageRecordType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, tagIds }: { file: File; tagIds: number[] }) => {
      const uploaded = await imagesApi.upload(file, file.name || "image.png");
      return imagesApi.bindTag(uploaded.src, type, tagIds);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...worksQueryKey, "creations"] }),
  });
}
