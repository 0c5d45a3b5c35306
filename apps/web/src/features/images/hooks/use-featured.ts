import { FEATURED_PAGE_SIZE } from "@studio/contracts/plain";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { imagesApi } from "../api/images-api";
import { hasMore } from "./use-works";

// Not under the session key: the featured samples are public, the same for visitors and users.
const featuredKey = ["images", "featured", "image"] as const;

/** The image generator's featured samples, 24 a page, 'more' while a page comes back full (spec 02 section 9). */
export function useFeaturedImages() {
  return useInfiniteQuery({
    queryKey: featuredKey,
    queryFn: ({ pageParam, signal }) => imagesApi.featured(pageParam, "image", signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (hasMore(last, FEATURED_PAGE_SIZE) ? pages.length + 1 : undefined),
  });
}

export type FeaturedAction =
  | { kind: "feature"; imgId: number; prompt?: string }
  | { kind: "update"; imgId: number; prompt?: string; preview?: string }
  | { kind: "cancel"; imgId: number };

/** The admin's featured-sample actions (the server allows them to admins only); the list reloads from page 1 after each. */
export function useFeaturedAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: FeaturedAction) => {
      if (action.kind === "feature") return imagesApi.feature({ img_id: action.imgId, prompt: action.prompt || undefined });
      if (action.kind === "update") return imagesApi.updateFeatured(action.imgId, { prompt: action.prompt, preview: action.preview });
      return imagesApi.cancelFeatured(action.imgId);
    },
    onSuccess: () => void queryClient.resetQueries({ queryKey: featuredKey }),
  });
}
