import type { ImageRecordType } from "@studio/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { imagesApi, type SampleFields } from "../api/images-api";

export type SampleFilters = { type?: ImageRecordType; scene?: string; keywords?: string };

const samplesKey = [...sessionQueryKey, "admin", "image-samples"] as const;

/** One page (50) of the admin's samples (spec 01 section 7: page 1, size 50, filters). */
export function useSamples(page: number, filters: SampleFilters, enabled: boolean) {
  return useQuery({
    queryKey: [...samplesKey, page, filters],
    queryFn: ({ signal }) => imagesApi.samples(page, filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type SampleChange =
  { kind: "create"; fields: SampleFields } | { kind: "update"; id: number; fields: Partial<SampleFields> } | { kind: "delete"; id: number };

export function useSampleChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SampleChange) => {
      if (change.kind === "create") return imagesApi.createSample(change.fields);
      if (change.kind === "update") return imagesApi.updateSample(change.id, change.fields);
      return imagesApi.removeSample(change.id);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: samplesKey }),
  });
}
