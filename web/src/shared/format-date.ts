// Made once, on first use: creating a formatter loads the locale's data.
let longDateFormat: Intl.DateTimeFormat | undefined;

/**
 * "1 November 2026": the British long form, the one way every page writes a date. Fixed to UTC
 * so the pre-rendered page and the browser in any time zone print the same day (no hydration
 * mismatch).
 */
export function formatLongDate(isoDate: string): string {
  longDateFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return longDateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
