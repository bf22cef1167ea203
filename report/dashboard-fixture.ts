// For the tests of the dashboard and the formats that draw it: a month's report as the owners
// would read it, with what makes a layout break: many rows, long page addresses, referrers and
// campaign names, a label that is markup, a day without records, field speed on three screens,
// records dropped past a network's daily limit, and an experiment's verdict with its longest
// warning.
import { experiments } from '../edge/experiments/experiments.ts';
import { aggregateRow } from './aggregate-row-fixture.ts';
import type { AggregateRow, SpeedMetric } from './report-query.ts';
import { addDays } from './report-query.ts';
import { buildReport, type Report, type ReportOptions } from './report.ts';
import { verdictTable, type VerdictTable } from './verdict-table.ts';

const funnel = (visitors: number, tapped: number, signUps: number): Partial<AggregateRow> => ({
  visitors,
  visits: Math.round(visitors * 1.3),
  page_views: visitors * 2,
  bounces: Math.round(visitors * 0.4),
  taps: tapped,
  tapped_visitors: tapped,
  sign_ups: signUps,
  log_ins: Math.round(signUps / 2),
});

const previous = (values: Partial<AggregateRow>): Partial<AggregateRow> => ({ ...values, phase: 'previous' });

export const longPage = '/blog-page/starting-small-when-a-morning-walk-feels-like-too-much';
export const longReferrer = 'https://a-rather-long-subdomain.of-a-news-site.example.org';

const pages = [
  ['/', 4200],
  ['/homepage1', 1900],
  ['/quay', 1300],
  ['/faqs', 800],
  ['/blog-page', 700],
  [longPage, 520],
  ['/totum', 480],
  ['/perkbox', 300],
  ['/contact-us', 150],
  ['/privacy-policy', 90],
  ['/terms', 40],
  ['/<script>', 12],
  ['/404', 4],
] as const;

const referrers = [
  ['Direct', 3900],
  ['Search', 3100],
  ['Social', 1300],
  ['https://perks.example.com', 900],
  [longReferrer, 600],
  ['android-app://com.google.android.gm', 300],
  ['https://duckduckgo.com', 120],
  ['https://news.example.org', 90],
  ['https://forum.example.net', 60],
  ['https://blog.example.com', 30],
  ['https://other.example.com', 20],
  ['Unknown', 6],
] as const;

const devices = [
  ['phone', 5200],
  ['desktop', 2600],
  ['in-app: Instagram', 1100],
  ['tablet', 600],
  ['in-app: TikTok', 250],
  ['in-app: other', 50],
] as const;

const speedValues: Readonly<Record<SpeedMetric, number>> = { lcp: 2140, inp: 260, cls: 0.05, ttfb: 1900 };

function speedRows(page: string | null, samples: number): AggregateRow[] {
  return ['phone', 'tablet', 'desktop'].flatMap((device, screen) =>
    (['lcp', 'inp', 'cls', 'ttfb'] as const).map((metric) =>
      aggregateRow('speed', {
        page,
        device,
        metric,
        samples: samples >> screen,
        p75: speedValues[metric] * (1 + screen / 4),
        element: metric === 'ttfb' ? null : 'main>section.hero>picture>img',
      }),
    ),
  );
}

/** The month's rows as the query answers them: this period, and the previous one for the totals and lists. */
function sampleRows(from: string): AggregateRow[] {
  const days = Array.from({ length: 28 }, (_, index) => addDays(from, index));
  return [
    aggregateRow('total', funnel(9800, 3300, 420)),
    aggregateRow('total', previous(funnel(9200, 3400, 380))),
    ...pages.flatMap(([page, visitors]) => [
      aggregateRow('landingPage', {
        page,
        ...funnel(visitors, Math.round(visitors / 4), Math.round(visitors / 30)),
      }),
      aggregateRow('landingPage', previous({ page, ...funnel(Math.round(visitors * 0.9), 10, 3) })),
      aggregateRow('page', {
        page,
        visitors: visitors + 40,
        page_views: visitors * 2,
        taps: Math.round(visitors / 4),
      }),
    ]),
    aggregateRow('partner', { partner: null, ...funnel(7400, 2600, 330) }),
    aggregateRow('partner', { partner: 'quay', ...funnel(1300, 420, 50) }),
    aggregateRow('partner', previous({ partner: 'quay', ...funnel(1500, 450, 60) })),
    aggregateRow('partner', { partner: 'totum', ...funnel(480, 120, 20) }),
    aggregateRow('partner', { partner: 'perkbox', ...funnel(300, 80, 9) }),
    aggregateRow('campaign', { ...funnel(6200, 2100, 260) }),
    aggregateRow('campaign', {
      campaign_source: 'newsletter',
      campaign_medium: 'email',
      campaign_name: 'november-walks-for-busy-brains',
      ...funnel(2100, 700, 90),
    }),
    aggregateRow('campaign', {
      campaign_source: 'quay',
      campaign_medium: 'benefits',
      campaign_name: 'spring, "early"',
      ...funnel(1300, 420, 50),
    }),
    aggregateRow('campaign', {
      campaign_source: 'instagram',
      campaign_medium: 'social',
      ...funnel(200, 40, 4),
    }),
    ...referrers.map(([referrer, visitors]) =>
      aggregateRow('referrer', {
        referrer,
        ...funnel(visitors, Math.round(visitors / 5), Math.round(visitors / 40)),
      }),
    ),
    ...devices.map(([device, visitors]) => aggregateRow('device', { device, ...funnel(visitors, 300, 30) })),
    aggregateRow('browser', { browser: 'new', ...funnel(6100, 2000, 160) }),
    aggregateRow('browser', { browser: 'returning', ...funnel(3700, 1300, 260) }),
    // The 10th day had no records: it has no row.
    ...days
      .filter((_, index) => index !== 9)
      .map((period, index) =>
        aggregateRow('period', {
          period,
          ...funnel(300 + ((index * 37) % 90), 100 + ((index * 13) % 40), index % 7),
        }),
      ),
    ...speedRows(null, 2400),
    ...speedRows('/quay', 300),
    aggregateRow('dropped', { dropped: 1240 }),
    aggregateRow('dropped', { phase: 'previous', dropped: 35 }),
  ];
}

const sampleFrom = '2026-10-29';
const sampleTo = '2026-11-25';

export function sampleReport(options: Partial<ReportOptions> = {}): Report {
  return buildReport(sampleRows(sampleFrom), {
    from: sampleFrom,
    to: sampleTo,
    by: 'day',
    partner: null,
    minCount: 0,
    ...options,
  });
}

/**
 * The verdict of the site's first experiment, with a few hundred visitors a variant: in the
 * second, 75 of them share networks with another (against 12 in the first), which the verdict
 * warns may be forged.
 */
export function sampleVerdict(): VerdictTable {
  const [experiment] = experiments;
  if (experiment === undefined) throw new Error('edge/experiments/experiments.ts has no experiment');
  const counts = experiment.variants.map(({ name }, index) => ({
    variant: name,
    visitors: 640 + index * 25,
    viewerKeys: 628 - index * 38,
    tapped: 52 + index * 14,
    tappedViewerKeys: 51 + index * 9,
    signedUp: 6 + index,
    signedUpViewerKeys: 6 + index,
  }));
  return verdictTable(experiment, counts, 0);
}
