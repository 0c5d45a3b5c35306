/**
 * Free daily quotas reset at midnight in one configured time zone. The day is the calendar date
 * there, 'YYYY-MM-DD'; the clock is passed in.
 */
export function quotaDay(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** 'YYYY-MM' of the same zone: the period of a Pro monthly grant. */
export function quotaMonth(now: Date, timeZone: string): string {
  return quotaDay(now, timeZone).slice(0, 7);
}

/** Throws on a zone name Intl does not know, so a bad setting stops start-up. */
export function assertTimeZone(timeZone: string): void {
  new Intl.DateTimeFormat("en-CA", { timeZone });
}
