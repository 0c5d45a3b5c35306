import { useEffect } from "react";
import { useLocation } from "react-router";
import { affiliateApi } from "./affiliate-api";

/**
 * A tracking link (`?ref=CODE`) on any page: the server counts the click and sets the 30-day cookie
 * (last click wins). Renders nothing; an unknown code is simply not counted.
 */
export function ReferralTracker() {
  const { search } = useLocation();
  const ref = new URLSearchParams(search).get("ref");
  useEffect(() => {
    if (!ref || ref.length > 40) return;
    affiliateApi.click(ref).catch(() => undefined);
  }, [ref]);
  return null;
}
