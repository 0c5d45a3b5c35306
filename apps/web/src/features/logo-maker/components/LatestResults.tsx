import type { ImageRecord } from "@studio/contracts";
import { useMyLogos } from "../../images/hooks/use-works";
import { IconDesignModal } from "../icon-design/IconDesignModal";
import { latestResultDesigns } from "../latest-results";

/**
 * The latest generation's results away from the maker (the header's latest-design thumbnail):
 * the icon design modal on the newest logo, its group in the strip, with AI Edit and Download.
 * The newest page of the user's logos (shared with My logos) holds the group.
 */
export function LatestResults({ latest, onClose }: { latest: ImageRecord; onClose: () => void }) {
  const logos = useMyLogos(true);
  // Until the page is there (or if it cannot be read) the latest design alone is still the result.
  if (logos.isPending) return null;
  const opened = latestResultDesigns(latest, logos.data?.pages[0] ?? []);
  if (!opened) return null;
  return <IconDesignModal designs={opened.designs} initial={opened.initial} name={latest.prompt || undefined} onClose={onClose} />;
}
