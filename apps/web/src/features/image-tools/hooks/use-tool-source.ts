import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { sessionQueryKey } from "../../../api/ApiEventBridge";
import { imagesApi } from "../../images/api/images-api";
import { parseToolSource } from "../tool-source";

/** The image a tool works on: a stored file of the user's (`src`, sent to the server), its preview and size, and its record when it has one. */
export type SourceImage = { src: string; preview: string; width: number; height: number; recordId?: number; name: string };

/**
 * The page's source image: the `?image=` record (loaded, so the page shows it and knows its size) or
 * /oss/ path, until the user uploads another or takes a result as the next source. `invalid`: the
 * address named an image that is not (or no longer) there, the spec's 'Image is no longer valid'.
 */
export function useToolSource(search: string, signedIn: boolean) {
  const parsed = parseToolSource(search);
  const recordId = parsed?.kind === "record" ? parsed.id : undefined;
  const record = useQuery({
    queryKey: [...sessionQueryKey, "image-tools", "record", recordId],
    queryFn: ({ signal }) => imagesApi.get(recordId ?? 0, signal),
    enabled: recordId !== undefined && signedIn,
    retry: false,
    staleTime: 60_000,
  });
  const [chosen, setChosen] = useState<SourceImage | null>(null);
  const [broken, setBroken] = useState(false);
  // A new address starts over.
  useEffect(() => {
    setChosen(null);
    setBroken(false);
  }, [search]);

  let fromAddress: SourceImage | null = null;
  if (parsed?.kind === "path")
    fromAddress = { src: parsed.src, preview: parsed.src, width: 0, height: 0, name: parsed.src.split(/[?#]/)[0]?.split("/").pop() ?? "image" };
  if (record.data)
    fromAddress = {
      src: record.data.src,
      preview: record.data.src,
      width: record.data.width,
      height: record.data.height,
      recordId: record.data.id,
      name: record.data.prompt || String(record.data.id),
    };
  const source = chosen ?? (broken ? null : fromAddress);
  return {
    source,
    loading: chosen === null && record.isLoading && recordId !== undefined && signedIn,
    invalid:
      chosen === null &&
      (broken || record.isError || (parsed === null && new URLSearchParams(search).has("image") && Boolean(new URLSearchParams(search).get("image")))),
    choose: (image: SourceImage) => {
      setChosen(image);
      setBroken(false);
    },
    /** The shown image failed to load: the address is stale. */
    markBroken: () => {
      if (chosen) setChosen(null);
      setBroken(true);
    },
  };
}
