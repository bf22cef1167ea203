// One date style across the site (issue 25): "1 November 2026", as formatLongDate writes it
// (web/src/shared/format-date.ts). Any other way of writing a date in a page's text fails.
import { expect, it } from 'vitest';
import { siteRoutes } from '../e2e/site-routes.ts';
import { get, text } from './served.ts';

const month = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const shortMonth = '(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)';

/** Dates written any way but the site's. */
const otherDateStyles: readonly { readonly style: string; readonly pattern: RegExp }[] = [
  { style: 'a day with a leading zero', pattern: new RegExp(`\\b0\\d ${month} \\d{4}\\b`, 'g') },
  { style: 'the month first', pattern: new RegExp(`\\b${month} \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}\\b`, 'g') },
  {
    style: 'a day with a suffix',
    pattern: new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th) (?:of )?${month}\\b`, 'g'),
  },
  { style: 'a short month name', pattern: new RegExp(`\\b\\d{1,2} ${shortMonth}\\.? \\d{4}\\b`, 'g') },
  { style: 'numbers only', pattern: /\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4})\b/g },
];

/** The text a visitor reads: no scripts, styles, tags or attribute values. */
function pageText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ');
}

it('every page writes its dates as "1 November 2026"', async () => {
  const findings: string[] = [];
  for (const { path } of siteRoutes()) {
    const served = await get(path);
    expect(served.status, path).toBe(200);
    const words = pageText(text(served));
    for (const { style, pattern } of otherDateStyles) {
      for (const [date] of words.matchAll(pattern)) findings.push(`${path}: "${date}" (${style})`);
    }
  }
  expect(findings).toEqual([]);
});
