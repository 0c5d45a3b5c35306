import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { toast } from "../../../ui/toast-store";
import { SHOWCASE_PAGE_SIZE, showcaseApi, type ImageRecord } from "../api/showcase-api";

// Under the session prefix, so signing out drops them with the user.
export const showcaseQueryKey = [...sessionQueryKey, "showcase"] as const;

/** Spec 02 section 4: the 'more' flag is true when a page came back full. */
const nextPage = <T>(last: T[], pages: T[][], size: number) => (last.length >= size ? pages.length + 1 : undefined);

/** Tab 'All': every user's logos, newest first, 50 per page. */
export function useAllLogos(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...showcaseQueryKey, "all"],
    queryFn: ({ pageParam, signal }) => showcaseApi.allLogos(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPage(last, pages, SHOWCASE_PAGE_SIZE),
    enabled,
  });
}

/** Tab 'Featured' (50 per page) and the test panel (24 per page, the list's default size). */
export function useFeaturedSamples(enabled: boolean, size = SHOWCASE_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: [...showcaseQueryKey, "featured", size],
    queryFn: ({ pageParam, signal }) => showcaseApi.featured(pageParam, size, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPage(last, pages, size),
    enabled,
  });
}

/** The server's message for a failed admin action (spec 02 section 8: 'server error message or Successfully'). */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

type ShowcaseAction =
  | { kind: "feature"; record: ImageRecord }
  | { kind: "unfeature"; imgId: number }
  | { kind: "alt"; imgId: number; prompt: string }
  | { kind: "remove"; id: number };

/**
 * Star, 'Image alt' and remove: each answers 'Successfully' or the server's message, then both
 * tabs reload (a change under one tab shows under the other).
 */
export function useShowcaseAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ShowcaseAction): Promise<unknown> => {
      switch (action.kind) {
        case "feature":
          return showcaseApi.feature({ img_id: action.record.id, preview: action.record.preview, prompt: action.record.prompt.slice(0, 400) });
        case "unfeature":
          return showcaseApi.cancelFeatured(action.imgId);
        case "alt":
          return showcaseApi.updateFeatured(action.imgId, { prompt: action.prompt });
        case "remove":
          return showcaseApi.remove(action.id);
      }
    },
    onSuccess: () => toast.success(t("showcase.successfully")),
    onError: (error) => toast.error(failureText(error, t("errors.occurred"))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: showcaseQueryKey }),
  });
}
