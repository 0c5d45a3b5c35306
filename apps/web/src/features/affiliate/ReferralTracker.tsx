import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * A tracking link (`?ref=CODE`) on any page: the server counts the click and sets the 30-day cookie
 * (last click wins). Renders nothing; an unknown code is simply not counted. It sits in the root
 * layout, so the affiliate client (and the contracts' schemas it reads answers with) is loaded only
 * when a link carries a code: every page's first JavaScript stays without zod (e2e bundle-budget).
 */
export function ReferralTracker() {
  const { search } = useLocation();
  const ref = new URLSearchParams(search).get("ref");
  useEffect(() => {
    if (!ref || ref.length > 40) return;
    import("./affiliate-api").then(({ affiliateApi }) => affiliateApi.click(ref)).catch(() => undefined);
  }, [ref]);
  return null;
}
