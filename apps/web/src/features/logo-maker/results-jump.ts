/**
 * The header's latest-design thumbnail opens 'the results' (spec 02 section 2). While the logo
 * maker holds results of this visit it registers how to show them, so the thumbnail goes back
 * there instead of opening the latest design on its own (docs/logo-maker.md). A plain module
 * variable: the header only calls it on a click and never renders from it.
 */
let showResults: (() => void) | null = null;

/** The maker's way to its results; returns the unregister for an effect's cleanup. */
export function registerResultsJump(show: () => void): () => void {
  showResults = show;
  return () => {
    if (showResults === show) showResults = null;
  };
}

/** Shows the maker's own results when it has some; false when the caller must open them itself. */
export function jumpToResults(): boolean {
  if (!showResults) return false;
  showResults();
  return true;
}
