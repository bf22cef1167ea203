/**
 * "1 November 2026": the British long form. Fixed to UTC so the pre-rendered page and the
 * browser in any time zone print the same day (no hydration mismatch).
 */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
